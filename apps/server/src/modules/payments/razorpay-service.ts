import { paymentErrorCodes as codes, paymentMessages as m, type razorpayVerifySchema } from '@skillpath/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError, Invalid, NotFound } from '../../errors';
import { billingForSale } from './billing';
import { orderView } from './desk-service';
import * as q from './queries';
import type { ProviderPayment, RazorpayGateway } from './razorpay-gateway';
import { settle } from './settle';

export interface RazorpayDeps {
  db: Db;
  razorpay: RazorpayGateway | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The webhook events acted on; others are stored and acknowledged. */
interface WebhookEvent {
  event: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; method?: string; status?: string } };
    order?: { entity?: { id?: string } };
  };
}

const badSignature = () => Invalid(m.badSignature).withCode(codes.badSignature);

/**
 * Razorpay's three ways of saying an order was paid — the browser's callback, the webhook, and the
 * reconciliation that asks — all end in the same `settle`, which records each payment id once.
 */
export function createRazorpayService(deps: RazorpayDeps) {
  const { db } = deps;

  async function settleCaptured(orderId: number, payment: ProviderPayment) {
    const billing = await billingForSale(db);
    return db.transaction((tx) =>
      settle(tx, { invoicePrefix: billing.invoice_prefix, publicUrl: deps.publicUrl }, orderId, {
        provider: 'razorpay',
        method: payment.method,
        amountPaise: payment.amountPaise,
        reference: payment.id,
        raw: payment.raw,
      }),
    );
  }

  return {
    /**
     * The browser's word that Checkout succeeded, trusted only when its signature holds and Razorpay,
     * asked by the server, shows that payment captured on that order.
     */
    async verify(userId: number, input: z.output<typeof razorpayVerifySchema>) {
      const gateway = deps.razorpay;
      if (!gateway) throw badSignature();
      if (!gateway.checkoutSignatureValid(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature))
        throw badSignature();
      const order = await q.findOrderByRazorpayId(db, input.razorpay_order_id);
      if (!order) throw NotFound(m.orderNotFound).withCode(codes.orderNotFound);
      if (order.userId !== userId) throw NotFound(m.orderNotFound).withCode(codes.orderNotFound);
      let payments: ProviderPayment[];
      try {
        payments = await gateway.paymentsOf(input.razorpay_order_id);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(502, m.providerError).withCode(codes.providerError);
      }
      const payment = payments.find((p) => p.id === input.razorpay_payment_id && p.status === 'captured');
      if (!payment) throw badSignature();
      const result = await settleCaptured(order.id, payment);
      if (result.outcome === 'amount_mismatch')
        throw Invalid(m.amountMismatch).withCode(codes.amountMismatch);
      return orderView(db, result.order);
    },

    /**
     * A webhook: verified over the raw body, stored once per event id (a redelivery changes nothing),
     * then acted on. Returns what became of it, for the log.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined) {
      const gateway = deps.razorpay;
      if (!gateway || !signature || !gateway.webhookSignatureValid(rawBody, signature)) throw badSignature();
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        throw Invalid('The event is not JSON.');
      }
      const entity = event.payload?.payment?.entity;
      const id = eventId || `${event.event}:${entity?.id ?? event.payload?.order?.entity?.id ?? ''}`;
      const stored = await q.recordEvent(db, {
        provider: 'razorpay',
        eventId: id,
        event: String(event.event ?? ''),
        raw: rawBody.toString('utf8'),
      });
      if (stored === undefined) return { outcome: 'duplicate' };

      let outcome = 'ignored';
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && entity?.id && entity.order_id) {
        const order = await q.findOrderByRazorpayId(db, entity.order_id);
        if (!order) outcome = 'unknown_order';
        else {
          const result = await settleCaptured(order.id, {
            id: entity.id,
            amountPaise: Number(entity.amount ?? 0),
            method: entity.method ?? 'razorpay',
            status: entity.status ?? 'captured',
            raw: entity,
          });
          outcome = result.outcome;
        }
      } else if (event.event === 'payment.failed') outcome = 'payment_failed';
      else if (event.event === 'refund.processed') outcome = 'refund_processed';
      await q.setEventOutcome(db, stored, outcome);
      if (outcome !== 'paid' && outcome !== 'duplicate' && outcome !== 'ignored')
        deps.log.warn({ eventId: id, event: event.event, outcome }, 'Razorpay webhook needs a look');
      return { outcome };
    },

    /**
     * Settles the orders whose payment Razorpay captured but whose callback and webhook never came:
     * run every 10 minutes by the job queue (once per cluster) and on an admin's demand.
     */
    async reconcile(): Promise<{ checked: number; settled: number }> {
      const gateway = deps.razorpay;
      if (!gateway) return { checked: 0, settled: 0 };
      const waiting = await q.unsettledRazorpayOrders(db, new Date(Date.now() - 60_000));
      let settled = 0;
      for (const order of waiting) {
        const payments = await gateway.paymentsOf(order.razorpayOrderId!);
        const captured = payments.find((p) => p.status === 'captured');
        if (captured && (await settleCaptured(order.id, captured)).outcome === 'paid') settled += 1;
      }
      return { checked: waiting.length, settled };
    },
  };
}
