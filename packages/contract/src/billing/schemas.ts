import { z } from 'zod';
import { requiredText } from '../common/schemas';
import { GST_RATES_PERCENT, billingMessages as m } from './constants';
import { isInvoicePrefix } from './document-numbers';
import { gstStateName, isGstStateCode } from './gst-states';
import { GSTIN_PATTERN, gstinCheckChar, gstinStateCode } from './gstin';
import { isVpa } from './upi';

/** A GSTIN, upper-cased; each message says which part is wrong. */
export const gstinSchema = z
  .string({ error: m.gstinFormat })
  .trim()
  .toUpperCase()
  .regex(GSTIN_PATTERN, { error: m.gstinFormat, abort: true })
  .refine((v) => isGstStateCode(gstinStateCode(v)), { error: m.gstinState, abort: true })
  .refine((v) => gstinCheckChar(v.slice(0, 14)) === v[14], m.gstinCheck);

/** What an admin saves as the institute's billing settings. */
export const billingSettingsInputSchema = z
  .object({
    legal_name: requiredText(m.legalNameRequired).max(200),
    address: requiredText(m.addressRequired).max(500),
    gstin: gstinSchema,
    state_code: z.string({ error: m.stateInvalid }).refine(isGstStateCode, m.stateInvalid),
    gst_rate_percent: z
      .number({ error: m.rateInvalid })
      .refine((rate) => (GST_RATES_PERCENT as readonly number[]).includes(rate), m.rateInvalid),
    prices_include_gst: z.boolean(),
    invoice_prefix: z
      .string({ error: m.prefixInvalid })
      .trim()
      .toUpperCase()
      .refine(isInvoicePrefix, m.prefixInvalid),
    upi_vpa: z
      .string()
      .trim()
      .refine((v) => v === '' || isVpa(v), m.vpaInvalid)
      .default(''),
    bank_details: z.string().trim().max(1000, 'At most 1000 characters.').default(''),
  })
  // GST registration is per state: the GSTIN's state is the institute's state on every invoice.
  .superRefine((s, ctx) => {
    const registered = gstinStateCode(s.gstin);
    if (isGstStateCode(registered) && isGstStateCode(s.state_code) && registered !== s.state_code)
      ctx.addIssue({
        code: 'custom',
        path: ['state_code'],
        message: m.gstinStateMismatch(gstStateName(registered)!),
      });
  });

export type BillingSettingsInput = z.input<typeof billingSettingsInputSchema>;

/**
 * The billing settings as saved; before an admin first saves them, the text fields are empty, the
 * rate, price basis and prefix their defaults, and `updated_at` is null.
 */
export const billingSettingsSchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  gstin: z.string(),
  state_code: z.string(),
  gst_rate_percent: z.number().int(),
  prices_include_gst: z.boolean(),
  invoice_prefix: z.string(),
  upi_vpa: z.string(),
  bank_details: z.string(),
  updated_at: z.string().nullable(),
});

export type BillingSettings = z.infer<typeof billingSettingsSchema>;
