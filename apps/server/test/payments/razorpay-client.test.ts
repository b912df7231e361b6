import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient } from '../../src/modules/payments/razorpay/client';
import { RazorpayError } from '../../src/modules/payments/razorpay/provider-error';
import { verifyCheckoutSignature } from '../../src/modules/payments/razorpay/signatures';
import { errorsPlugin } from '../../src/plugins/errors';
import { type RazorpayStandIn, startRazorpayStandIn } from '../helpers/razorpay-stand-in';

describe('Razorpay client against the stand-in', () => {
  let standIn: RazorpayStandIn;
  let client: ReturnType<typeof createRazorpayClient>;

  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    client = createRazorpayClient({
      apiUrl: standIn.apiUrl,
      keys: { keyId: standIn.keyId, keySecret: standIn.keySecret },
      timeoutMs: 1000,
    });
  });
  afterAll(() => standIn.close());

  const failure = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RazorpayError);
    return error as RazorpayError;
  };

  it('creates an order, sees it paid with a signature Checkout would give, and lists its payments', async () => {
    const order = await client.createOrder({
      amount: 118_000,
      receipt: 'order-42',
      notes: { order_id: '42' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 118_000,
      amount_paid: 0,
      amount_due: 118_000,
      currency: 'INR',
      receipt: 'order-42',
      status: 'created',
      attempts: 0,
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);

    const failed = standIn.pay(order.id, { outcome: 'failed' });
    const { answer } = standIn.pay(order.id);
    expect(failed.answer).toMatchObject({ error: { metadata: { order_id: order.id } } });
    if (!('razorpay_signature' in answer)) throw new Error('expected a paid answer');
    expect(
      verifyCheckoutSignature(
        {
          orderId: answer.razorpay_order_id,
          paymentId: answer.razorpay_payment_id,
          signature: answer.razorpay_signature,
        },
        standIn.keySecret,
      ),
    ).toBe(true);

    const payments = await client.fetchOrderPayments(order.id);
    expect(payments.map((p) => [p.id, p.status, p.captured, p.amount])).toEqual([
      [answer.razorpay_payment_id, 'captured', true, 118_000],
      [failed.payment.id, 'failed', false, 118_000],
    ]);
    expect(payments[0]).toMatchObject({
      entity: 'payment',
      order_id: order.id,
      currency: 'INR',
      amount_refunded: 0,
      refund_status: null,
    });
  });

  it('shows a payment of another amount as it was taken', async () => {
    const order = await client.createOrder({ amount: 50_000, receipt: 'order-43' });
    standIn.pay(order.id, { amount: 49_900 });
    const [payment] = await client.fetchOrderPayments(order.id);
    expect(payment).toMatchObject({ status: 'captured', amount: 49_900 });
    expect(standIn.ledger.order(order.id)).toMatchObject({ status: 'attempted', amount_due: 100 });
  });

  it('refunds part, then the rest, and refuses more than is left with Razorpay’s reason', async () => {
    const order = await client.createOrder({ amount: 100_000, receipt: 'order-44' });
    const { payment } = standIn.pay(order.id);
    const half = await client.refundPayment(payment.id, {
      amount: 50_000,
      receipt: 'CN/26-27/000001',
      notes: { reason: 'dropped out' },
    });
    expect(half).toMatchObject({
      entity: 'refund',
      amount: 50_000,
      payment_id: payment.id,
      receipt: 'CN/26-27/000001',
      status: 'processed',
    });
    expect(half.id).toMatch(/^rfnd_/);
    expect((await client.fetchOrderPayments(order.id))[0]).toMatchObject({
      amount_refunded: 50_000,
      refund_status: 'partial',
      status: 'captured',
    });

    const tooMuch = await failure(client.refundPayment(payment.id, { amount: 50_001 }));
    expect(tooMuch).toMatchObject({
      statusCode: 502,
      code: 'payment_provider_error',
      failure: 'refused',
      operation: 'refund payment',
    });
    expect(tooMuch.detail).toBe(
      'Razorpay refused the request: The refund amount provided is greater than amount captured',
    );
    expect(tooMuch.provider).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });

    await client.refundPayment(payment.id, { amount: 50_000 });
    expect((await client.fetchOrderPayments(order.id))[0]).toMatchObject({
      amount_refunded: 100_000,
      refund_status: 'full',
      status: 'refunded',
    });
  });

  it('reports an order Razorpay refuses (under 1 rupee) as refused', async () => {
    const error = await failure(client.createOrder({ amount: 99, receipt: 'order-45' }));
    expect(error.failure).toBe('refused');
    expect(error.detail).toContain('The amount must be atleast INR 1.00');
  });

  it('reports refused keys, a 5xx, no answer in time and no server as typed errors', async () => {
    const wrongKeys = createRazorpayClient({
      apiUrl: standIn.apiUrl,
      keys: { keyId: standIn.keyId, keySecret: 'wrong' },
    });
    const refused = await failure(wrongKeys.createOrder({ amount: 10_000, receipt: 'order-46' }));
    expect(refused).toMatchObject({
      statusCode: 502,
      code: 'payment_provider_error',
      failure: 'unauthorized',
      provider: { status: 401 },
    });
    expect(refused.detail).toContain("refused the institute's API keys");

    standIn.failNextCalls({ status: 503 }, 'hang');
    expect((await failure(client.fetchOrderPayments('order_x'))).failure).toBe('failed');
    const started = Date.now();
    expect((await failure(client.fetchOrderPayments('order_x'))).failure).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(5000);

    const nowhere = createRazorpayClient({
      apiUrl: 'http://127.0.0.1:9/v1',
      keys: { keyId: 'k', keySecret: 's' },
    });
    expect((await failure(nowhere.createOrder({ amount: 10_000, receipt: 'order-47' }))).failure).toBe(
      'unreachable',
    );
  });

  it('answers a RazorpayError as a 502 with code payment_provider_error, never a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.post('/checkout', async () => {
      await createRazorpayClient({
        apiUrl: standIn.apiUrl,
        keys: { keyId: standIn.keyId, keySecret: 'wrong' },
      }).createOrder({
        amount: 10_000,
        receipt: 'order-48',
      });
    });
    const response = await app.inject({ method: 'POST', url: '/checkout' });
    await app.close();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      detail:
        "Online payment is not set up correctly: Razorpay refused the institute's API keys. Please pay at the desk or try again later.",
      code: 'payment_provider_error',
    });
  });
});
