import { DEFAULT_GST_RATE_PERCENT, DEFAULT_INVOICE_PREFIX } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The institute's billing settings: one row (id 1), absent until an admin first saves them. Amounts
 * elsewhere are paise (docs/decisions/money-in-paise.md); here only the rate, a whole percent.
 */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer().primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    address: text().notNull(),
    gstin: text().notNull(),
    stateCode: text('state_code').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull().default(DEFAULT_GST_RATE_PERCENT),
    pricesIncludeGst: boolean('prices_include_gst').notNull().default(true),
    invoicePrefix: text('invoice_prefix').notNull().default(DEFAULT_INVOICE_PREFIX),
    upiVpa: text('upi_vpa').notNull().default(''),
    bankDetails: text('bank_details').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('billing_settings_single_row', sql`${t.id} = 1`)],
);
