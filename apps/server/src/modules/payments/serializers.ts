import type { Order } from '@skillpath/contract';
import type { CreditNoteRow, OrderRow, PaymentRow } from './queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An order as the API shows it, with its payments and credit notes. */
export function toOrder(row: OrderRow, payments: PaymentRow[], notes: CreditNoteRow[]): Order {
  return {
    id: row.id,
    user_id: row.userId ?? 0,
    status: row.status,
    item_type: row.itemType,
    item_id: row.itemId,
    item_title: row.itemTitle,
    subtotal_paise: row.subtotalPaise,
    discount_paise: row.discountPaise,
    taxable_paise: row.taxablePaise,
    cgst_paise: row.cgstPaise,
    sgst_paise: row.sgstPaise,
    igst_paise: row.igstPaise,
    total_paise: row.totalPaise,
    refunded_paise: row.refundedPaise,
    gst_rate_percent: row.gstRatePercent,
    place_of_supply: row.placeOfSupply,
    billing: {
      name: row.billingName,
      state_code: row.billingStateCode,
      gstin: row.billingGstin,
      address: row.billingAddress,
    },
    invoice_number: row.invoiceNumber,
    credit_notes: notes
      .filter((n) => n.orderId === row.id)
      .map((n) => ({
        number: n.number,
        amount_paise: n.amountPaise,
        reason: n.reason,
        created_at: n.createdAt.toISOString(),
      })),
    payments: payments
      .filter((p) => p.orderId === row.id)
      .map((p) => ({
        provider: p.provider,
        method: p.method,
        amount_paise: p.amountPaise,
        reference: p.reference,
        created_at: p.createdAt.toISOString(),
      })),
    hold_expires_at: row.status === 'awaiting_payment' ? iso(row.holdExpiresAt) : null,
    paid_at: iso(row.paidAt),
    flag: row.flag,
    created_at: row.createdAt.toISOString(),
  };
}
