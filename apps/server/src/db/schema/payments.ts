import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The institute's details printed on an invoice. */
export interface InvoiceSeller {
  legal_name: string;
  address: string;
  gstin: string;
  state_code: string;
}

/**
 * One purchase of one item (docs/decisions/money-in-paise.md: every amount in paise). The buyer's
 * name, e-mail and billing details are copied in, so an invoice reads the same after the account is
 * deleted (an institute keeps its tax records for years; the order outlives the account).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerEmail: text('buyer_email').notNull(),
    itemType: text('item_type', { enum: ['course', 'internship', 'workshop', 'program'] }).notNull(),
    itemId: integer('item_id').notNull(),
    itemTitle: text('item_title').notNull(),
    status: text({
      enum: ['awaiting_payment', 'paid', 'cancelled', 'expired', 'refunded', 'partially_refunded'],
    })
      .notNull()
      .default('awaiting_payment'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    billingName: text('billing_name').notNull(),
    billingStateCode: text('billing_state_code').notNull(),
    billingGstin: text('billing_gstin'),
    billingAddress: text('billing_address').notNull().default(''),
    /** While awaiting payment, the item's seat (when it has a capacity) is held until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    razorpayOrderId: text('razorpay_order_id'),
    invoiceNumber: text('invoice_number'),
    /** The seller as the invoice names it, copied when it is issued: later settings do not rewrite it. */
    seller: jsonb().$type<InvoiceSeller>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why an admin should look at it: a payment whose amount differed from the total, say. */
    flag: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_razorpay_order_key').on(t.razorpayOrderId),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_item_status_idx').on(t.itemType, t.itemId, t.status),
    index('orders_created_idx').on(t.createdAt),
    // The amounts always add up: the rule of docs/decisions/money-in-paise.md, kept by the database too.
    check(
      'orders_total_adds_up',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check('orders_refund_within_total', sql`${t.refundedPaise} between 0 and ${t.totalPaise}`),
  ],
);

/** Money received against an order: through Razorpay (its payment id) or at the desk. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text({ enum: ['razorpay', 'manual'] }).notNull(),
    method: text().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reference: text(),
    /** The provider's own record of the payment, as it came. */
    raw: jsonb(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    receivedOn: text('received_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A provider's payment id is recorded once, whichever of callback, webhook or reconciliation comes first.
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.reference),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** A refund, with the credit note that documents it. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    reason: text().notNull(),
    provider: text({ enum: ['razorpay', 'manual'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_notes_number_key').on(t.number), index('credit_notes_order_idx').on(t.orderId)],
);

/**
 * The last serial issued per kind of document, prefix and financial year. Taking the next one is an
 * UPDATE of this row inside the transaction that pays or refunds, so numbers are consecutive: a
 * rolled-back payment gives its number back with the rest of its work.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text({ enum: ['invoice', 'credit_note'] }).notNull(),
    prefix: text().notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.prefix, t.financialYear] })],
);

/** Every webhook delivery that passed its signature check, as it came, once per event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    eventId: text('event_id').notNull(),
    event: text().notNull(),
    raw: text().notNull(),
    outcome: text(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/** A discount code: a percent or a fixed amount off, within dates and limits, for all items or some. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerLearner: integer('max_uses_per_learner'),
    /** Null for every kind of item; with `itemId` null, every item of the kind. */
    itemType: text('item_type', { enum: ['course', 'internship', 'workshop', 'program'] }),
    itemId: integer('item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_one_kind_of_discount', sql`(${t.percentOff} is null) <> (${t.amountOffPaise} is null)`),
  ],
);

/**
 * A coupon taken by an order. It counts against the coupon's limits while its order is paid (a refund
 * does not give it back) or waiting within its hold, like a seat.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);
