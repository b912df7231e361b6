import { describe, expect, it } from 'vitest';
import { billingMessages as m } from '../../src/billing/constants';
import { billingSettingsInputSchema } from '../../src/billing/schemas';

const valid = {
  legal_name: 'Skillpath Training Institute',
  address: '3rd Floor, Cyber Towers, HITEC City, Hyderabad, Telangana 500081',
  gstin: '36ABKCS4821Q1ZN',
  state_code: '36',
  gst_rate_percent: 18,
  prices_include_gst: true,
  invoice_prefix: 'SP',
  upi_vpa: 'skillpath@upi',
  bank_details: 'HDFC Bank, A/c 50200012345678, IFSC HDFC0001234',
};

/** The messages of a refused input, by field. */
function refusal(input: Record<string, unknown>) {
  const result = billingSettingsInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('billingSettingsInputSchema', () => {
  it('takes valid settings, upper-casing the GSTIN and prefix', () => {
    expect(
      billingSettingsInputSchema.parse({ ...valid, gstin: '36abkcs4821q1zn', invoice_prefix: 'sp' }),
    ).toEqual(valid);
    expect(billingSettingsInputSchema.parse({ ...valid, upi_vpa: '', bank_details: '' })).toMatchObject({
      upi_vpa: '',
      bank_details: '',
    });
  });

  it("refuses a state other than the GSTIN's, naming the GSTIN's state", () => {
    expect(refusal({ ...valid, state_code: '29' })).toEqual({
      state_code: m.gstinStateMismatch('Telangana'),
    });
  });

  it('refuses each bad field with its message', () => {
    expect(refusal({ ...valid, gstin: '36ABKCS4821Q1ZM' })).toEqual({ gstin: m.gstinCheck });
    expect(refusal({ ...valid, state_code: '25' })).toEqual({ state_code: m.stateInvalid });
    expect(refusal({ ...valid, gst_rate_percent: 17 })).toEqual({ gst_rate_percent: m.rateInvalid });
    expect(refusal({ ...valid, invoice_prefix: 'SKILL' })).toEqual({ invoice_prefix: m.prefixInvalid });
    expect(refusal({ ...valid, invoice_prefix: 'cn' })).toEqual({ invoice_prefix: m.prefixInvalid });
    expect(refusal({ ...valid, upi_vpa: 'skillpath' })).toEqual({ upi_vpa: m.vpaInvalid });
    expect(refusal({ ...valid, legal_name: '  ' })).toEqual({ legal_name: m.legalNameRequired });
    expect(refusal({ ...valid, address: '' })).toEqual({ address: m.addressRequired });
  });
});
