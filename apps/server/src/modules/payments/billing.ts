import { type BillingSettings, paymentErrorCodes as codes, paymentMessages as m } from '@skillpath/contract';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors';
import { readBillingSettings } from '../billing';

/**
 * The institute's billing settings, which every sale needs (seller, state, rate, invoice series).
 * Until an admin has saved them nothing can be sold: an invoice without the seller's GSTIN is no invoice.
 */
export async function billingForSale(db: Executor): Promise<BillingSettings> {
  const settings = await readBillingSettings(db);
  if (!settings?.state_code || !settings.legal_name)
    throw new AppError(409, m.billingNotSet).withCode(codes.billingNotSet);
  return settings;
}
