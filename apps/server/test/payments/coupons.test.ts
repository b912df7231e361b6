import { couponRoutes, paymentRoutes, routeUrl } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';
import { checkout, priceItem } from './fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  await priceItem(t, 'course', 6, 45_000);
  await priceItem(t, 'internship', 2, 10_000);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

let serial = 0;
async function coupon(fields: object) {
  serial += 1;
  const res = await t.call({
    method: 'POST',
    url: routeUrl(couponRoutes.create),
    token: admin.token,
    payload: { code: `SAVE${serial}X`, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
}
const buy = async (code: string, item = { item_type: 'course', item_id: 6 }) =>
  checkout(t, (await registerLearner(t)).token, { ...item, coupon_code: code });

describe('coupons come off the listed price before tax', () => {
  it('takes 10% off and lowers the tax with it; a fixed amount comes off the same way', async () => {
    const percent = await coupon({ percent_off: 10 });
    const order = (await buy(percent.code.toLowerCase())).json().order;
    // 45,000 − 4,500 = 40,500 including 18%: taxable round(4,050,000 × 100 / 118) = 3,432,203.
    expect(order).toMatchObject({
      subtotal_paise: 4_500_000,
      discount_paise: 450_000,
      total_paise: 4_050_000,
      taxable_paise: 3_432_203,
    });
    expect(order.cgst_paise + order.sgst_paise).toBe(4_050_000 - 3_432_203);
    const fixed = await coupon({ amount_off_paise: 500_000 });
    expect((await buy(fixed.code)).json().order).toMatchObject({
      discount_paise: 500_000,
      total_paise: 4_000_000,
    });
  });

  it('refuses an unknown, a not yet valid, an ended and another item’s coupon, each with its code', async () => {
    const future = await coupon({ percent_off: 5, valid_from: '2099-01-01T00:00:00+05:30' });
    const ended = await coupon({ percent_off: 5, valid_until: '2020-01-01T00:00:00+05:30' });
    const other = await coupon({ percent_off: 5, item_type: 'internship', item_id: 2 });
    for (const [code, status, cause] of [
      ['NOSUCHCODE', 409, 'coupon_invalid'],
      [future.code, 409, 'coupon_expired'],
      [ended.code, 409, 'coupon_expired'],
      [other.code, 409, 'coupon_not_applicable'],
    ] as const) {
      const res = await buy(code);
      expect([res.statusCode, res.json().code], code).toEqual([status, cause]);
    }
    expect((await buy(other.code, { item_type: 'internship', item_id: 2 })).statusCode).toBe(201);
  });
});

describe('coupon limits hold under concurrency, like seats', () => {
  it('gives exactly 3 of 12 concurrent checkouts a coupon limited to 3 uses', async () => {
    const limited = await coupon({ percent_off: 20, max_uses: 3 });
    const learners = await Promise.all(Array.from({ length: 12 }, () => registerLearner(t)));
    const answers = await Promise.all(
      learners.map((l) =>
        checkout(t, l.token, { item_type: 'course', item_id: 6, coupon_code: limited.code }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.json().code === 'coupon_used_up')).toHaveLength(9);
    const listed = (
      await t.call({ method: 'GET', url: routeUrl(couponRoutes.list), token: admin.token })
    ).json();
    expect(listed.find((c: { id: number }) => c.id === limited.id)).toMatchObject({ uses: 0, held: 3 });
  });

  it('gives a cancelled order’s use back, and counts uses per learner', async () => {
    const once = await coupon({ percent_off: 10, max_uses: 1 });
    const learner = await registerLearner(t);
    const first = (
      await checkout(t, learner.token, { item_type: 'course', item_id: 6, coupon_code: once.code })
    ).json().order;
    expect((await buy(once.code)).json().code).toBe('coupon_used_up');
    await t.call({
      method: 'POST',
      url: routeUrl(paymentRoutes.cancelMine, { id: first.id }),
      token: learner.token,
    });
    expect((await buy(once.code)).statusCode).toBe(201);

    const perLearner = await coupon({ percent_off: 10, max_uses_per_learner: 1 });
    const someone = await registerLearner(t);
    const mine = (item_id: number) =>
      checkout(t, someone.token, { item_type: 'internship', item_id, coupon_code: perLearner.code });
    await priceItem(t, 'internship', 3, 5_000);
    expect((await mine(2)).statusCode).toBe(201);
    expect((await mine(3)).json().code).toBe('coupon_used_up');
  });
});

describe('the admin’s coupons', () => {
  it('validates a coupon, refuses a taken code, and is for admins only', async () => {
    const both = await t.call({
      method: 'POST',
      url: routeUrl(couponRoutes.create),
      token: admin.token,
      payload: { code: 'BOTHKINDS', percent_off: 10, amount_off_paise: 100 },
    });
    expect(both.statusCode).toBe(400);
    const made = await coupon({ percent_off: 15 });
    const again = await t.call({
      method: 'POST',
      url: routeUrl(couponRoutes.create),
      token: admin.token,
      payload: { code: made.code, percent_off: 1 },
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'coupon_code_taken']);
    const learner = await registerLearner(t);
    expect(
      (await t.call({ method: 'GET', url: routeUrl(couponRoutes.list), token: learner.token })).statusCode,
    ).toBe(403);
    const removed = await t.call({
      method: 'DELETE',
      url: routeUrl(couponRoutes.remove, { id: made.id }),
      token: admin.token,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: routeUrl(couponRoutes.remove, { id: made.id }),
          token: admin.token,
        })
      ).statusCode,
    ).toBe(404);
  });
});
