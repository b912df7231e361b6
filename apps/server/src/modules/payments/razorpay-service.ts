import {
  paymentErrorCodes as codes,
  paymentMessages as m,
  type razorpayVerifySchema,
} from '@skillpath/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Forbidden, Invalid, NotFound } from '../../errors';
import { billingForSale } from './billing';
import { orderView } from './desk-service';
import * as q from './queries';
import type { RazorpayPayment } from './razorpay/entities';
import { readWebhookEvent } from './razorpay/webhook-events';
import type { RazorpayGateway } from './razorpay-gateway';
import { settle } from './settle';

export interface RazorpayDeps {
  db: Db;
  razorpay: RazorpayGateway | undefined;
  publicUrl: string;
  log?: FastifyBaseLogger;
}

const badSignature = () => Invalid(m.badSignature).withCode(codes.badSignature);

/**
 * Razorpay's three ways of saying an order was paid — the browser's callback, the webhook, and the
 * reconciliation that asks — all end in the same `settle`, which records each payment id once.
 */
export function createRazorpayService(deps: RazorpayDeps) {
  const { db } = deps;

  async function settleCaptured(orderId: number, payment: RazorpayPayment) {
    const billing = await billingForSale(db);
    return db.transaction((tx) =>
      settle(tx, { billing }, orderId, {
        provider: 'razorpay',
        method: payment.method,
        amountPaise: payment.amount,
        reference: payment.id,
        raw: payment,
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
      if (
        !gateway.checkoutSignatureValid(
          input.razorpay_order_id,
          input.razorpay_payment_id,
          input.razorpay_signature,
        )
      )
        throw badSignature();
      const order = await q.findOrderByRazorpayId(db, input.razorpay_order_id);
      if (!order) throw NotFound(m.orderNotFound).withCode(codes.orderNotFound);
      if (order.userId !== userId) throw Forbidden(m.notYours);
      const payments = await gateway.paymentsOf(input.razorpay_order_id);
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
    async webhook(
      raw: { bytes: Buffer; body: unknown },
      signature: string | undefined,
      eventId: string | undefined,
    ) {
      const gateway = deps.razorpay;
      if (!gateway?.webhookSignatureValid(raw.bytes, signature)) throw badSignature();
      const read = readWebhookEvent(raw.body);
      const name =
        read.outcome === 'handled' ? read.event.event : read.outcome === 'ignored' ? read.name : '';
      const payment = read.outcome === 'handled' ? read.event.payload.payment.entity : undefined;
      // Razorpay names each event in a header; a delivery without one is known by what it says.
      const id = eventId || `${name}:${payment?.id ?? raw.bytes.length}`;
      const stored = await q.recordEvent(db, {
        provider: 'razorpay',
        eventId: id,
        event: name,
        raw: raw.bytes.toString('utf8'),
      });
      if (stored === undefined) return { outcome: 'duplicate' };

      let outcome: string = read.outcome === 'handled' ? 'noted' : read.outcome;
      if (read.outcome === 'handled' && payment && (name === 'payment.captured' || name === 'order.paid')) {
        const order = payment.order_id ? await q.findOrderByRazorpayId(db, payment.order_id) : undefined;
        outcome = order ? (await settleCaptured(order.id, payment)).outcome : 'unknown_order';
      }
      await q.setEventOutcome(db, stored, outcome);
      if (!['paid', 'duplicate', 'ignored', 'noted'].includes(outcome))
        deps.log?.warn(
          { eventId: id, event: name, outcome },
          'A Razorpay webhook needs an admin to look at it',
        );
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
