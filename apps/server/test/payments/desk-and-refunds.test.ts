import { paymentRoutes, routeUrl } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeInvoiceNumber } from '../../src/modules/payments/document-serials';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';
import { checkout, priceItem, recordPayment, refund } from './fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  await priceItem(t, 'course', 3, 10_000);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const coursesOf = async (learner: { id: number; token: string }) =>
  (await t.call({ method: 'GET', url: `/v1/auth/user-courses/${learner.id}/`, token: learner.token }))
    .json()
    .map((c: { course_id: number }) => c.course_id);

async function awaitingOrder() {
  const learner = await registerLearner(t);
  const { order } = (await checkout(t, learner.token, { item_type: 'course', item_id: 3 })).json();
  return { learner, order };
}

describe('a desk payment pays the order, issues its invoice and enrolls the learner, in one step', () => {
  it('records cash for the whole total: paid, numbered, enrolled, mailed', async () => {
    const { learner, order } = await awaitingOrder();
    const res = await recordPayment(t, admin.token, order.id, {
      method: 'cash',
      amount_paise: order.total_paise,
      reference: 'R-1001',
    });
    expect(res.statusCode).toBe(200);
    const paid = res.json();
    expect(paid.status).toBe('paid');
    expect(paid.invoice_number).toMatch(/^SP\/\d{2}-\d{2}\/\d{6}$/);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        provider: 'manual',
        method: 'cash',
        amount_paise: order.total_paise,
        reference: 'cash:R-1001',
      }),
    ]);
    expect(await coursesOf(learner)).toContain(3);
    const receipt = (await t.mails()).find(
      (m) => m.includes(paid.invoice_number) && m.includes(learner.user.email),
    );
    // The invoice travels with the receipt, as a PDF named after its number.
    expect(receipt).toMatch(/Content-Type: application\/pdf; name=SP-\d{2}-\d{2}-\d{6}\.pdf/);
  });

  it('refuses a second recording, a different amount and a cancelled order, and writes nothing', async () => {
    const { learner, order } = await awaitingOrder();
    const wrong = await recordPayment(t, admin.token, order.id, {
      method: 'upi',
      amount_paise: order.total_paise - 1,
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'amount_mismatch']);
    const one = await t.call({
      method: 'GET',
      url: routeUrl(paymentRoutes.order, { id: order.id }),
      token: learner.token,
    });
    expect(one.json()).toMatchObject({ status: 'awaiting_payment', payments: [] });
    expect(await coursesOf(learner)).not.toContain(3);

    expect(
      (await recordPayment(t, admin.token, order.id, { method: 'upi', amount_paise: order.total_paise }))
        .statusCode,
    ).toBe(200);
    const again = await recordPayment(t, admin.token, order.id, {
      method: 'upi',
      amount_paise: order.total_paise,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_paid']);

    const other = await awaitingOrder();
    await t.call({
      method: 'POST',
      url: routeUrl(paymentRoutes.cancel, { id: other.order.id }),
      token: admin.token,
    });
    const late = await recordPayment(t, admin.token, other.order.id, {
      method: 'cash',
      amount_paise: other.order.total_paise,
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'order_not_payable']);
  });

  it('numbers invoices consecutively, without gaps or repeats, when 30 payments are recorded at once', async () => {
    const orders = await Promise.all(Array.from({ length: 30 }, () => awaitingOrder()));
    const paid = await Promise.all(
      orders.map(({ order }) =>
        recordPayment(t, admin.token, order.id, { method: 'cash', amount_paise: order.total_paise }),
      ),
    );
    expect(paid.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const serials = paid.map((r) => Number(r.json().invoice_number.split('/')[2])).sort((a, b) => a - b);
    const first = serials[0]!;
    expect(serials).toEqual(Array.from({ length: 30 }, (_, i) => first + i));
  });

  it('starts a new series on 1 April in India (18:30 UTC on 31 March), per prefix', async () => {
    const take = (prefix: string, at: string) =>
      t.app.db.transaction((tx) => takeInvoiceNumber(tx, prefix, new Date(at)));
    expect(await take('T', '2031-03-31T18:29:59Z')).toBe('T/30-31/000001');
    expect(await take('T', '2031-03-31T18:29:59Z')).toBe('T/30-31/000002');
    expect(await take('T', '2031-03-31T18:30:00Z')).toBe('T/31-32/000001');
    expect(await take('U', '2031-03-31T18:30:00Z')).toBe('U/31-32/000001');
  });

  it('gives a rolled-back payment’s number back: the next payment takes it', async () => {
    const take = (tx: Parameters<typeof takeInvoiceNumber>[0]) =>
      takeInvoiceNumber(tx, 'R', new Date('2031-05-01T00:00:00Z'));
    await expect(
      t.app.db.transaction(async (tx) => {
        await take(tx);
        throw new Error('the payment failed after taking its number');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await t.app.db.transaction(take)).toBe('R/31-32/000001');
  });
});

describe('refunds issue credit notes and never give back more than was paid', () => {
  it('refunds half, then the rest; the full refund takes the learner out of the course', async () => {
    const { learner, order } = await awaitingOrder();
    await recordPayment(t, admin.token, order.id, {
      method: 'bank_transfer',
      amount_paise: order.total_paise,
    });
    const half = Math.floor(order.total_paise / 2);
    const first = await refund(t, admin.token, order.id, { amount_paise: half, reason: 'Changed batch' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'partially_refunded', refunded_paise: half });
    expect(first.json().credit_notes[0]).toMatchObject({ amount_paise: half, reason: 'Changed batch' });
    expect(first.json().credit_notes[0].number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(await coursesOf(learner)).toContain(3);

    const tooMuch = await refund(t, admin.token, order.id, {
      amount_paise: order.total_paise - half + 1,
      reason: 'x',
    });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([400, 'refund_exceeds_paid']);

    const rest = await refund(t, admin.token, order.id, {
      amount_paise: order.total_paise - half,
      reason: 'Left',
    });
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded_paise: order.total_paise });
    expect(rest.json().credit_notes).toHaveLength(2);
    expect(await coursesOf(learner)).not.toContain(3);
  });

  it('refuses to refund an unpaid order, and refunds only for admins', async () => {
    const { learner, order } = await awaitingOrder();
    const unpaid = await refund(t, admin.token, order.id, { amount_paise: 100, reason: 'x' });
    expect([unpaid.statusCode, unpaid.json().code]).toEqual([409, 'order_not_refundable']);
    expect((await refund(t, learner.token, order.id, { amount_paise: 100, reason: 'x' })).statusCode).toBe(
      403,
    );
    const blank = await refund(t, admin.token, order.id, { amount_paise: 100, reason: '  ' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('the admin’s payments list', () => {
  it('filters by status and learner, totals the range in paise, and exports CSV', async () => {
    const { learner, order } = await awaitingOrder();
    await recordPayment(t, admin.token, order.id, {
      method: 'cheque',
      amount_paise: order.total_paise,
      reference: '000123',
    });
    const page = (
      await t.call({
        method: 'GET',
        url: routeUrl(paymentRoutes.adminList, {}, { status: 'paid', q: learner.user.email }),
        token: admin.token,
      })
    ).json();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id: order.id, learner_email: learner.user.email });
    expect(page.totals).toEqual({ paid_paise: order.total_paise, refunded_paise: 0, outstanding_paise: 0 });
    const cheques = (
      await t.call({
        method: 'GET',
        url: routeUrl(paymentRoutes.adminList, {}, { method: 'cheque' }),
        token: admin.token,
      })
    ).json();
    expect(cheques.results.map((o: { id: number }) => o.id)).toContain(order.id);
    const csv = await t.call({
      method: 'GET',
      url: routeUrl(paymentRoutes.adminExport, {}, { q: learner.user.email }),
      token: admin.token,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(String(order.id));
    expect(csv.body).toContain((order.total_paise / 100).toFixed(2));
    expect(
      (await t.call({ method: 'GET', url: routeUrl(paymentRoutes.adminList), token: learner.token }))
        .statusCode,
    ).toBe(403);
  });
});
