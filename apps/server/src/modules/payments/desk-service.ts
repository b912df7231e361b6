import {
  paymentErrorCodes as codes,
  paymentMessages as m,
  type Order,
  type recordPaymentSchema,
  type refundRequestSchema,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { enqueueMail } from '../jobs/queue';
import { billingForSale } from './billing';
import { takeCreditNoteNumber } from './document-serials';
import { withdraw } from './fulfilment';
import { refundMail } from './mail';
import * as q from './queries';
import type { RazorpayGateway } from './razorpay-gateway';
import { toOrder } from './serializers';
import { settle } from './settle';

export interface DeskDeps {
  db: Db;
  razorpay: RazorpayGateway | undefined;
  publicUrl: string;
}

/** An order as the API shows it, read again with its payments and credit notes. */
export async function orderView(db: Executor, row: q.OrderRow): Promise<Order> {
  const docs = await q.documentsOf(db, [row.id]);
  return toOrder(row, docs.payments, docs.creditNotes);
}

/**
 * A refund's tax, split as the invoice was: the taxable part in proportion (rounded once), the tax
 * the rest, CGST the lower half within the state. The parts add up to the amount by construction.
 */
function refundSplit(order: q.OrderRow, amountPaise: number) {
  const taxable = Math.round((amountPaise * order.taxablePaise) / order.totalPaise);
  const tax = amountPaise - taxable;
  const intra = order.igstPaise === 0 && order.cgstPaise + order.sgstPaise > 0;
  const cgst = intra ? Math.floor(tax / 2) : 0;
  return {
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: intra ? tax - cgst : 0,
    igstPaise: intra || tax === 0 ? 0 : tax,
  };
}

/** What an admin does at the desk: record money received, cancel an unpaid order, refund. */
export function createDeskService(deps: DeskDeps) {
  const { db } = deps;
  const missing = () => NotFound(m.orderNotFound).withCode(codes.orderNotFound);

  return {
    /** Money received at the desk (cash, UPI, transfer, cheque) for the whole of an unpaid order. */
    async recordPayment(adminId: number, orderId: number, input: z.output<typeof recordPaymentSchema>) {
      const billing = await billingForSale(db);
      const order = await q.findOrder(db, orderId);
      if (!order) throw missing();
      const paid = await db.transaction(async (tx) => {
        const result = await settle(tx, { billing }, orderId, {
          provider: 'manual',
          method: input.method,
          amountPaise: input.amount_paise,
          reference: input.reference ? `${input.method}:${input.reference}` : null,
          recordedBy: adminId,
          receivedOn: input.paid_on ?? new Date().toISOString().slice(0, 10),
        });
        // Refusals roll the recording back: the desk corrects the entry instead.
        switch (result.outcome) {
          case 'paid':
            return result.order;
          case 'duplicate':
            throw Conflict(m.alreadyPaid).withCode(codes.alreadyPaid);
          case 'amount_mismatch':
            throw Invalid(m.amountMismatch, { amount_paise: [m.amountMismatch] }).withCode(
              codes.amountMismatch,
            );
          case 'sold_out':
            throw Conflict(m.soldOut).withCode(codes.soldOut);
          case 'not_payable':
            throw result.order.status === 'paid'
              ? Conflict(m.alreadyPaid).withCode(codes.alreadyPaid)
              : Conflict(m.notPayable).withCode(codes.notPayable);
        }
      });
      return orderView(db, paid);
    },

    /** An unpaid order is closed; its seat hold goes with it. */
    async cancel(orderId: number, ownerId?: number) {
      const cancelled = await db.transaction(async (tx) => {
        const order = await q.findOrder(tx, orderId, true);
        if (!order) throw missing();
        if (ownerId !== undefined && order.userId !== ownerId) throw Forbidden(m.notYours);
        if (order.status !== 'awaiting_payment' && order.status !== 'expired')
          throw Conflict(m.notCancellable).withCode(codes.notCancellable);
        return q.updateOrder(tx, orderId, { status: 'cancelled', closedAt: new Date() });
      });
      return orderView(db, cancelled);
    },

    /**
     * Refunds part or all of a paid order with a credit note: through Razorpay when it was paid there
     * (asked before anything is written: a refused refund writes nothing), recorded as given back at
     * the desk otherwise. A full refund takes the learner's place back.
     */
    async refund(adminId: number, orderId: number, input: z.output<typeof refundRequestSchema>) {
      const order = await q.findOrder(db, orderId);
      if (!order) throw missing();
      if (order.status !== 'paid' && order.status !== 'partially_refunded')
        throw Conflict(m.notRefundable).withCode(codes.notRefundable);
      if (input.amount_paise > order.totalPaise - order.refundedPaise)
        throw Invalid(m.refundTooLarge, { amount_paise: [m.refundTooLarge] }).withCode(codes.refundTooLarge);

      const { payments } = await q.documentsOf(db, [orderId]);
      const online = payments.find((p) => p.provider === 'razorpay' && p.reference);
      let providerRefundId: string | null = null;
      if (online && deps.razorpay) {
        const refund = await deps.razorpay.refund(online.reference!, input.amount_paise, {
          order_id: String(orderId),
        });
        providerRefundId = refund.id;
      }

      const updated = await db.transaction(async (tx) => {
        const locked = (await q.findOrder(tx, orderId, true))!;
        const left = locked.totalPaise - locked.refundedPaise;
        if (input.amount_paise > left)
          throw Invalid(m.refundTooLarge, { amount_paise: [m.refundTooLarge] }).withCode(
            codes.refundTooLarge,
          );
        const number = await takeCreditNoteNumber(tx, new Date());
        await q.insertCreditNote(tx, {
          number,
          orderId,
          amountPaise: input.amount_paise,
          ...refundSplit(locked, input.amount_paise),
          reason: input.reason,
          provider: online && deps.razorpay ? 'razorpay' : 'manual',
          providerRefundId,
          createdBy: adminId,
        });
        const refunded = locked.refundedPaise + input.amount_paise;
        const full = refunded === locked.totalPaise;
        const row = await q.updateOrder(tx, orderId, {
          refundedPaise: refunded,
          status: full ? 'refunded' : 'partially_refunded',
        });
        if (full && row.userId !== null) await withdraw(tx, { ...row, userId: row.userId });
        await enqueueMail(tx, {
          to: row.buyerEmail,
          ...refundMail(
            row.billingName,
            { itemTitle: row.itemTitle, amountPaise: input.amount_paise, creditNote: number },
            `${deps.publicUrl}/userdash/${row.userId ?? ''}`,
          ),
        });
        return row;
      });
      return orderView(db, updated);
    },
  };
}
