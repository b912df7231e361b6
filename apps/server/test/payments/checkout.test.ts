import { paymentRoutes, routeUrl } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';
import { addWorkshop, checkout, priceItem, recordPayment } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  await priceItem(t, 'course', 1, 45_000);
  await priceItem(t, 'internship', 1, 11_800);
});
afterAll(() => t.close());

describe('checkout prices an item in paise with GST by place of supply', () => {
  it('splits the tax into CGST and SGST for a buyer in the institute’s state (prices include 18% GST)', async () => {
    const learner = await registerLearner(t);
    const res = await checkout(t, learner.token, { item_type: 'course', item_id: 1 });
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json();
    // 45,000 rupees including 18%: taxable = round(4,500,000 × 100 / 118) = 3,813,559; tax 686,441.
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      item_type: 'course',
      item_id: 1,
      subtotal_paise: 4_500_000,
      discount_paise: 0,
      taxable_paise: 3_813_559,
      cgst_paise: 343_220,
      sgst_paise: 343_221,
      igst_paise: 0,
      total_paise: 4_500_000,
      invoice_number: null,
      place_of_supply: '36',
    });
    expect(order.taxable_paise + order.cgst_paise + order.sgst_paise + order.igst_paise).toBe(
      order.total_paise,
    );
    expect(order.hold_expires_at).not.toBeNull();
    // Without Razorpay keys the order waits for the desk, with a UPI link for the exact amount.
    expect(payment.provider).toBe('manual');
    expect(payment.upi_uri).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=45000\.00&cu=INR&tn=Order%20\d+$/);
  });

  it('charges IGST to a buyer in another state, and takes the state from a GSTIN before the chosen one', async () => {
    const learner = await registerLearner(t);
    const chosen = (
      await checkout(t, learner.token, { item_type: 'internship', item_id: 1, billing: { state_code: '29' } })
    ).json().order;
    expect(chosen).toMatchObject({
      place_of_supply: '29',
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 180_000,
      taxable_paise: 1_000_000,
    });
    const business = (
      await checkout(t, learner.token, {
        item_type: 'internship',
        item_id: 1,
        billing: { state_code: '36', gstin: '27AAPFU0939F1ZV', name: 'Acme Pvt Ltd' },
      })
    ).json().order;
    expect(business).toMatchObject({
      place_of_supply: '27',
      igst_paise: 180_000,
      billing: { gstin: '27AAPFU0939F1ZV', name: 'Acme Pvt Ltd' },
    });
  });

  it('keeps one waiting order per learner and item: a second checkout cancels the first', async () => {
    const learner = await registerLearner(t);
    const first = (await checkout(t, learner.token, { item_type: 'course', item_id: 1 })).json().order;
    const second = (await checkout(t, learner.token, { item_type: 'course', item_id: 1 })).json().order;
    const mine = (
      await t.call({ method: 'GET', url: routeUrl(paymentRoutes.myOrders), token: learner.token })
    ).json();
    expect(mine.results.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [second.id, 'awaiting_payment'],
      [first.id, 'cancelled'],
    ]);
  });

  it('refuses what cannot be bought, each with its code, and writes nothing', async () => {
    const learner = await registerLearner(t);
    const cases: [object, number, string][] = [
      [{ item_type: 'course', item_id: 99_999 }, 404, 'item_not_found'],
      [{ item_type: 'course', item_id: 2 }, 409, 'free_item'],
      [{ item_type: 'course', item_id: 1, billing: { gstin: '27AAPFU0939F1ZX' } }, 400, 'invalid_gstin'],
      [{ item_type: 'batch', item_id: 1 }, 400, 'invalid_input'],
      [{ item_type: 'course', item_id: -1 }, 400, 'invalid_input'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await checkout(t, learner.token, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
    }
    const mine = (
      await t.call({ method: 'GET', url: routeUrl(paymentRoutes.myOrders), token: learner.token })
    ).json();
    expect(mine.count).toBe(0);
    expect((await checkout(t, undefined, { item_type: 'course', item_id: 1 })).statusCode).toBe(401);
  });
});

describe('seats: paid and held seats never pass an item’s capacity', () => {
  it('answers sold_out once every seat is held, and frees a seat when an order is cancelled', async () => {
    const workshop = await addWorkshop(t, 500, 2);
    const [a, b, c] = await Promise.all([registerLearner(t), registerLearner(t), registerLearner(t)]);
    const first = await checkout(t, a.token, { item_type: 'workshop', item_id: workshop });
    expect((await checkout(t, b.token, { item_type: 'workshop', item_id: workshop })).statusCode).toBe(201);
    const full = await checkout(t, c.token, { item_type: 'workshop', item_id: workshop });
    expect([full.statusCode, full.json().code]).toEqual([409, 'sold_out']);
    const cancel = await t.call({
      method: 'POST',
      url: routeUrl(paymentRoutes.cancelMine, { id: first.json().order.id }),
      token: a.token,
    });
    expect(cancel.json().status).toBe('cancelled');
    expect((await checkout(t, c.token, { item_type: 'workshop', item_id: workshop })).statusCode).toBe(201);
  });

  it('holds exactly as many seats as there are when 20 learners check out at once for 5', async () => {
    const workshop = await addWorkshop(t, 300, 5);
    const learners = await Promise.all(Array.from({ length: 20 }, () => registerLearner(t)));
    const answers = await Promise.all(
      learners.map((l) => checkout(t, l.token, { item_type: 'workshop', item_id: workshop })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
  });
});

describe('a learner sees only their own orders', () => {
  it('refuses another learner’s order (403), and shows any order to an admin', async () => {
    const [owner, other] = await Promise.all([registerLearner(t), registerLearner(t)]);
    const admin = await signInAdmin(t);
    const { order } = (await checkout(t, owner.token, { item_type: 'course', item_id: 1 })).json();
    const url = routeUrl(paymentRoutes.order, { id: order.id });
    expect((await t.call({ method: 'GET', url, token: owner.token })).statusCode).toBe(200);
    const foreign = await t.call({ method: 'GET', url, token: other.token });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'forbidden']);
    expect((await t.call({ method: 'GET', url, token: admin.token })).json().id).toBe(order.id);
    const cancel = await t.call({
      method: 'POST',
      url: routeUrl(paymentRoutes.cancelMine, { id: order.id }),
      token: other.token,
    });
    expect(cancel.statusCode).toBe(403);
    expect(
      (await recordPayment(t, owner.token, order.id, { method: 'cash', amount_paise: 1 })).statusCode,
    ).toBe(403);
  });
});
