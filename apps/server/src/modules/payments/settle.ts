import type { BillingSettings } from '@skillpath/contract';
import type { Executor } from '../../db/database';
import { enqueue } from '../jobs/queue';
import { takeInvoiceNumber } from './document-serials';
import { fulfil } from './fulfilment';
import { findItem, seatFree } from './items';
import * as q from './queries';

export interface IncomingPayment {
  provider: 'razorpay' | 'manual';
  method: string;
  amountPaise: number;
  /** The provider's payment id, or the desk's receipt or cheque number. */
  reference: string | null;
  raw?: unknown;
  recordedBy?: number | null;
  receivedOn?: string | null;
}

/** What became of a payment: it paid the order, was seen before, or needs an admin (flagged). */
export type Settlement =
  | { outcome: 'paid'; order: q.OrderRow }
  | { outcome: 'duplicate'; order: q.OrderRow }
  | { outcome: 'amount_mismatch' | 'not_payable' | 'sold_out'; order: q.OrderRow };

export interface SettleDeps {
  billing: BillingSettings;
}

/**
 * Applies one payment to an order, in the caller's transaction: the payment, the invoice number, the
 * order's status and the learner's place commit together (or not at all). The item's row is locked
 * before the order's, the same order checkout takes them in, so the two never wait on each other.
 *
 * Money that cannot pay the order (a different amount, an order no longer payable, a seat gone) is
 * still recorded, and the order flagged for an admin to refund or settle by hand; a desk payment's
 * caller refuses those outcomes instead, which rolls its recording back.
 */
export async function settle(
  tx: Executor,
  deps: SettleDeps,
  orderId: number,
  payment: IncomingPayment,
): Promise<Settlement> {
  const unlocked = await q.findOrder(tx, orderId);
  if (!unlocked) throw new Error(`settle: no order ${orderId}`);
  const item = await findItem(tx, unlocked.itemType, unlocked.itemId, true);
  const order = (await q.findOrder(tx, orderId, true))!;

  const recorded = await q.insertPayment(tx, { orderId, ...payment });
  if (!recorded) return { outcome: 'duplicate', order };

  const flag = async (outcome: 'amount_mismatch' | 'not_payable' | 'sold_out', why: string) => ({
    outcome,
    order: await q.updateOrder(tx, orderId, { flag: why }),
  });
  if (order.status !== 'awaiting_payment' && order.status !== 'expired')
    return flag(
      'not_payable',
      `A payment of ${payment.amountPaise} paise arrived for an order that was ${order.status}.`,
    );
  if (payment.amountPaise !== order.totalPaise)
    return flag(
      'amount_mismatch',
      `A payment of ${payment.amountPaise} paise arrived for a total of ${order.totalPaise}.`,
    );
  if (!item || !(await seatFree(tx, item, orderId)))
    return flag('sold_out', 'The payment arrived after the hold ran out and every seat was taken.');

  const now = new Date();
  const { legal_name, address, gstin, state_code, invoice_prefix } = deps.billing;
  const invoiceNumber = await takeInvoiceNumber(tx, invoice_prefix, now);
  const paid = await q.updateOrder(tx, orderId, {
    status: 'paid',
    invoiceNumber,
    seller: { legal_name, address, gstin, state_code },
    paidAt: now,
    holdExpiresAt: null,
  });
  if (paid.userId !== null) {
    await fulfil(tx, {
      userId: paid.userId,
      itemType: paid.itemType,
      itemId: paid.itemId,
      itemTitle: paid.itemTitle,
    });
    // The mail carries the invoice as a PDF, drawn by the job when it sends (a payload stays small).
    await enqueue(tx, 'invoice-mail', { orderId });
  }
  return { outcome: 'paid', order: paid };
}
