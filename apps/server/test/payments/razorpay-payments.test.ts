import { paymentRoutes, razorpayWebhookRoutes, routeUrl } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { type RazorpayStandIn, startRazorpayStandIn } from '../helpers/razorpay-stand-in';
import { registerLearner, signInAdmin } from '../helpers/users';
import { checkout, priceItem, refund } from './fixtures';

let t: TestApp;
let standIn: RazorpayStandIn;
const webhookUrl = routeUrl(razorpayWebhookRoutes.webhook);

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await createTestApp(standIn.env, { seed: true });
  await priceItem(t, 'course', 4, 20_000);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** Sends the stand-in's webhooks to the app, as Razorpay would post them. */
const toApp = async (request: { headers: Record<string, string>; body: string }) =>
  (await t.call({ method: 'POST', url: webhookUrl, headers: request.headers, payload: request.body }))
    .statusCode;

async function razorpayOrder() {
  const learner = await registerLearner(t);
  const res = await checkout(t, learner.token, { item_type: 'course', item_id: 4 });
  expect(res.statusCode).toBe(201);
  return {
    learner,
    ...(res.json() as { order: { id: number; total_paise: number }; payment: { razorpay_order_id: string } }),
  };
}

const verify = (token: string, answer: object) =>
  t.call({ method: 'POST', url: routeUrl(paymentRoutes.razorpayVerify), token, payload: answer });
const orderOf = async (token: string, id: number) =>
  (await t.call({ method: 'GET', url: routeUrl(paymentRoutes.order, { id }), token })).json();

describe('Razorpay Checkout: the server creates the order and trusts the browser only when Razorpay agrees', () => {
  it('creates a Razorpay order for the exact total, with our order id as its receipt', async () => {
    const { order, payment } = await razorpayOrder();
    expect(payment).toMatchObject({
      provider: 'razorpay',
      key_id: standIn.keyId,
      amount: order.total_paise,
      currency: 'INR',
    });
    expect(standIn.ledger.order(payment.razorpay_order_id)).toMatchObject({
      amount: order.total_paise,
      receipt: String(order.id),
    });
  });

  it('marks the order paid on a verified callback: invoice, enrollment, one payment', async () => {
    const { learner, order, payment } = await razorpayOrder();
    const { answer } = standIn.pay(payment.razorpay_order_id);
    const res = await verify(learner.token, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      payments: [expect.objectContaining({ provider: 'razorpay' })],
    });
    expect(res.json().invoice_number).toMatch(/^SP\//);
    // The same callback again changes nothing.
    expect((await verify(learner.token, answer)).json().payments).toHaveLength(1);
    expect((await orderOf(learner.token, order.id)).status).toBe('paid');
  });

  it('refuses a forged signature and a payment Razorpay does not show as captured', async () => {
    const { learner, payment } = await razorpayOrder();
    const { answer } = standIn.pay(payment.razorpay_order_id);
    const forged = await verify(learner.token, { ...answer, razorpay_signature: '0'.repeat(64) });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'bad_signature']);

    const other = await razorpayOrder();
    const authorized = standIn.pay(other.payment.razorpay_order_id, { outcome: 'authorized' });
    const notCaptured = await verify(other.learner.token, authorized.answer);
    expect([notCaptured.statusCode, notCaptured.json().code]).toEqual([400, 'bad_signature']);
    expect((await orderOf(other.learner.token, other.order.id)).status).toBe('awaiting_payment');
  });
});

describe('Razorpay webhooks are verified, stored once per event and idempotent', () => {
  it('pays the order once when the same events arrive five times, in any order', async () => {
    const { learner, order, payment } = await razorpayOrder();
    standIn.pay(payment.razorpay_order_id);
    const mine = standIn.events.filter((e) => e.body.includes(payment.razorpay_order_id));
    const deliveries = await standIn.deliverWebhooks(mine, { times: 5, order: 'shuffled', target: toApp });
    expect(deliveries).toHaveLength(mine.length * 5);
    expect(new Set(deliveries.map((d) => d.status))).toEqual(new Set([200]));
    const paid = await orderOf(learner.token, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.payments).toHaveLength(1);
  });

  it('refuses a forged signature without storing anything', async () => {
    const { learner, order, payment } = await razorpayOrder();
    standIn.pay(payment.razorpay_order_id);
    const mine = standIn.events.filter((e) => e.body.includes(payment.razorpay_order_id));
    const deliveries = await standIn.deliverWebhooks(mine, { signature: 'f'.repeat(64), target: toApp });
    expect(new Set(deliveries.map((d) => d.status))).toEqual(new Set([400]));
    expect((await orderOf(learner.token, order.id)).status).toBe('awaiting_payment');
  });

  it('never marks paid an amount that differs from the total, and flags the order for an admin', async () => {
    const { learner, order, payment } = await razorpayOrder();
    standIn.ledger.order(payment.razorpay_order_id).amount -= 100;
    standIn.pay(payment.razorpay_order_id, { amount: order.total_paise - 100 });
    const mine = standIn.events.filter((e) => e.body.includes(payment.razorpay_order_id));
    await standIn.deliverWebhooks(mine, { target: toApp });
    const after = await orderOf(learner.token, order.id);
    expect(after.status).toBe('awaiting_payment');
    expect(after.invoice_number).toBeNull();
    const admin = await signInAdmin(t);
    const page = (
      await t.call({
        method: 'GET',
        url: routeUrl(paymentRoutes.adminList, {}, { q: learner.user.email }),
        token: admin.token,
      })
    ).json();
    expect(page.results[0]).toMatchObject({ id: order.id, status: 'awaiting_payment' });
    expect(page.results[0].flag).toMatch(/differs|arrived for a total/);
  });
});

describe('reconciliation and refunds through Razorpay', () => {
  it('settles an order whose payment was captured but whose callback and webhook never came', async () => {
    const { learner, order, payment } = await razorpayOrder();
    standIn.pay(payment.razorpay_order_id);
    const admin = await signInAdmin(t);
    const reconcile = () =>
      t.call({ method: 'POST', url: routeUrl(razorpayWebhookRoutes.reconcile), token: admin.token });
    // Orders younger than a minute are left to their callback; this one is made older.
    await t.app.db.execute(
      (await import('drizzle-orm'))
        .sql`update orders set created_at = now() - interval '5 minutes' where id = ${order.id}`,
    );
    const res = await reconcile();
    expect(res.statusCode).toBe(200);
    expect(res.json().settled).toBeGreaterThanOrEqual(1);
    expect((await orderOf(learner.token, order.id)).status).toBe('paid');
    expect((await reconcile()).json().settled).toBe(0);
  });

  it('refunds part of a Razorpay payment through Razorpay, with a credit note', async () => {
    const { learner, order, payment } = await razorpayOrder();
    const { answer, payment: captured } = standIn.pay(payment.razorpay_order_id);
    await verify(learner.token, answer);
    const admin = await signInAdmin(t);
    const res = await refund(t, admin.token, order.id, { amount_paise: 500_00, reason: 'Scholarship' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'partially_refunded', refunded_paise: 500_00 });
    expect([...standIn.ledger.refunds.values()].filter((r) => r.payment_id === captured.id)).toEqual([
      expect.objectContaining({ amount: 500_00 }),
    ]);
  });
});
