import { institute } from '@skillpath/contract';
import { formatPaise } from './money-text';

/** The learner's receipt: what was paid, the invoice number and where to download it. */
export function paidMail(
  name: string,
  order: { itemTitle: string; totalPaise: number; invoiceNumber: string },
  ordersUrl: string,
) {
  return {
    subject: `Payment received: ${order.itemTitle} (invoice ${order.invoiceNumber})`,
    text:
      `Hello ${name},\n\nWe received ${formatPaise(order.totalPaise)} for ${order.itemTitle}. ` +
      `Your invoice is ${order.invoiceNumber}; download it from your payments: ${ordersUrl}\n\n${institute.name}\n`,
  };
}

/** The learner's notice of a refund and its credit note. */
export function refundMail(
  name: string,
  refund: { itemTitle: string; amountPaise: number; creditNote: string },
  ordersUrl: string,
) {
  return {
    subject: `Refund of ${formatPaise(refund.amountPaise)}: ${refund.itemTitle}`,
    text:
      `Hello ${name},\n\nWe refunded ${formatPaise(refund.amountPaise)} for ${refund.itemTitle} ` +
      `(credit note ${refund.creditNote}). Details are in your payments: ${ordersUrl}\n\n${institute.name}\n`,
  };
}
