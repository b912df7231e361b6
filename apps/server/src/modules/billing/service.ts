import {
  type BillingSettings,
  type billingSettingsInputSchema,
  DEFAULT_GST_RATE_PERCENT,
  DEFAULT_INVOICE_PREFIX,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import type { AuditActor } from '../audit/record';
import { writeAudit } from '../audit/writer';
import * as q from './queries';

type Input = z.output<typeof billingSettingsInputSchema>;

const toSettings = (row: q.BillingSettingsRow): BillingSettings => ({
  legal_name: row.legalName,
  address: row.address,
  gstin: row.gstin,
  state_code: row.stateCode,
  gst_rate_percent: row.gstRatePercent,
  prices_include_gst: row.pricesIncludeGst,
  invoice_prefix: row.invoicePrefix,
  upi_vpa: row.upiVpa,
  bank_details: row.bankDetails,
  updated_at: row.updatedAt.toISOString(),
});

/** What the form starts from before the first save: empty details, the default rate, basis and prefix. */
const UNSET: BillingSettings = {
  legal_name: '',
  address: '',
  gstin: '',
  state_code: '',
  gst_rate_percent: DEFAULT_GST_RATE_PERCENT,
  prices_include_gst: true,
  invoice_prefix: DEFAULT_INVOICE_PREFIX,
  upi_vpa: '',
  bank_details: '',
  updated_at: null,
};

/**
 * The saved billing settings, for modules that price, invoice or show how to pay; null until an admin
 * has saved them (nothing can be sold before the institute's GSTIN and state are known).
 */
export async function readBillingSettings(db: Executor): Promise<BillingSettings | null> {
  const row = await q.findBillingSettings(db);
  return row ? toSettings(row) : null;
}

/** The fields whose value a save changed, for the audit log. */
const changedFields = (before: BillingSettings, after: BillingSettings) =>
  (Object.keys(after) as (keyof BillingSettings)[]).filter(
    (key) => key !== 'updated_at' && before[key] !== after[key],
  );

export function createBillingService(db: Db) {
  return {
    settings: async () => (await readBillingSettings(db)) ?? UNSET,

    /** Saves the settings and their audit row (which fields changed) in one transaction. */
    update: (input: Input, actor: AuditActor) =>
      db.transaction(async (tx) => {
        const before = await q.findBillingSettings(tx, { forUpdate: true });
        const saved = toSettings(
          await q.saveBillingSettings(tx, {
            legalName: input.legal_name,
            address: input.address,
            gstin: input.gstin,
            stateCode: input.state_code,
            gstRatePercent: input.gst_rate_percent,
            pricesIncludeGst: input.prices_include_gst,
            invoicePrefix: input.invoice_prefix,
            upiVpa: input.upi_vpa,
            bankDetails: input.bank_details,
          }),
        );
        await writeAudit(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: actor.action,
          kind: 'billing',
          entityId: null,
          status: 200,
          record: null,
          label: 'Billing settings',
          changed: changedFields(before ? toSettings(before) : UNSET, saved),
        });
        return saved;
      }),
  };
}
