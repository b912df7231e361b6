import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepRawJsonBody } from '../../src/lib/raw-json-body';
import { createRazorpayClient } from '../../src/modules/payments/razorpay/client';
import { verifyWebhookSignature } from '../../src/modules/payments/razorpay/signatures';
import { readWebhookEvent } from '../../src/modules/payments/razorpay/webhook-events';
import { type RazorpayStandIn, startRazorpayStandIn } from '../helpers/razorpay-stand-in';

/** A webhook route as the payments module will have one: signature over the raw body, then the event. */
async function webhookReceiver(secret: string) {
  const received: { eventId: string; outcome: string; name: string }[] = [];
  const app = Fastify({ logger: false });
  await app.register(async (scope) => {
    keepRawJsonBody(scope);
    scope.post('/webhook', async (request, reply) => {
      const signature = request.headers['x-razorpay-signature'];
      if (
        !verifyWebhookSignature(
          request.rawBody!,
          typeof signature === 'string' ? signature : undefined,
          secret,
        )
      ) {
        return reply.code(400).send({ detail: 'bad signature' });
      }
      const read = readWebhookEvent(request.body);
      received.push({
        eventId: String(request.headers['x-razorpay-event-id']),
        outcome: read.outcome,
        name:
          read.outcome === 'handled'
            ? read.event.event
            : read.outcome === 'ignored'
              ? read.name
              : read.reason,
      });
      return { ok: true };
    });
  });
  await app.ready();
  return { app, received };
}

describe('Razorpay webhooks from the stand-in', () => {
  let standIn: RazorpayStandIn;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let client: ReturnType<typeof createRazorpayClient>;
  const target =
    (app: FastifyInstance) => async (request: { headers: Record<string, string>; body: string }) =>
      (await app.inject({ method: 'POST', url: '/webhook', headers: request.headers, payload: request.body }))
        .statusCode;

  beforeAll(async () => {
    receiver = await webhookReceiver('stand-in-webhook-secret');
    standIn = await startRazorpayStandIn({ webhookTarget: target(receiver.app) });
    client = createRazorpayClient({
      apiUrl: standIn.apiUrl,
      keys: { keyId: standIn.keyId, keySecret: standIn.keySecret },
    });
  });
  afterAll(async () => {
    await standIn.close();
    await receiver.app.close();
  });

  it('sends each event as it happens, signed over the bytes sent, and every handled event parses', async () => {
    const order = await client.createOrder({ amount: 20_000, receipt: 'order-1' });
    standIn.pay(order.id, { outcome: 'failed' });
    standIn.pay(order.id, { outcome: 'authorized' });
    const { payment } = standIn.pay(order.id);
    await client.refundPayment(payment.id, { amount: 5_000 });
    await standIn.settled();
    expect(receiver.received.map(({ outcome, name }) => `${outcome} ${name}`)).toEqual([
      'handled payment.failed',
      'ignored payment.authorized',
      'handled payment.captured',
      'handled order.paid',
      'handled refund.processed',
    ]);
    expect(new Set(receiver.received.map((r) => r.eventId)).size).toBe(5);

    const orderPaid = readWebhookEvent(JSON.parse(standIn.events.find((e) => e.name === 'order.paid')!.body));
    expect(orderPaid).toMatchObject({
      outcome: 'handled',
      event: {
        entity: 'event',
        event: 'order.paid',
        contains: ['payment', 'order'],
        payload: {
          payment: { entity: { id: payment.id, status: 'captured', amount: 20_000, order_id: order.id } },
          order: { entity: { id: order.id, status: 'paid', amount_paid: 20_000, amount_due: 0 } },
        },
      },
    });
    const refunded = readWebhookEvent(JSON.parse(standIn.events.at(-1)!.body));
    expect(refunded).toMatchObject({
      outcome: 'handled',
      event: {
        payload: { refund: { entity: { amount: 5_000, payment_id: payment.id, status: 'processed' } } },
      },
    });
  });

  it('delivers again on demand: duplicates keep their event id, reordered, and a forgery is refused', async () => {
    receiver.received.length = 0;
    const captured = standIn.events.filter((e) => e.name === 'payment.captured' || e.name === 'order.paid');
    const results = await standIn.deliverWebhooks(captured, { times: 3, order: 'reversed' });
    expect(results.map((r) => r.name)).toEqual([
      ...Array(3).fill('order.paid'),
      ...Array(3).fill('payment.captured'),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.eventId))).toEqual(new Set(captured.map((e) => e.id)));

    const chosen = await standIn.deliverWebhooks(captured.slice(0, 1), { eventId: 'evt_Chosen00000001' });
    expect(chosen).toEqual([{ id: 'evt_Chosen00000001', name: 'payment.captured', status: 200 }]);

    const forged = await standIn.deliverWebhooks(captured, { signature: 'f'.repeat(64) });
    expect(forged.map((r) => r.status)).toEqual([400, 400]);
  });

  it('reads a handled event of the wrong shape as malformed', () => {
    expect(readWebhookEvent({ event: 'payment.captured', entity: 'event', payload: {} })).toMatchObject({
      outcome: 'malformed',
    });
    expect(readWebhookEvent({ nothing: true })).toEqual({ outcome: 'malformed', reason: 'no event name' });
  });
});
