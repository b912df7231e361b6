import { describe, expect, it } from 'vitest';
import { billingMessages as m } from '../../src/billing/constants';
import { GST_STATES, gstStateName, isGstStateCode } from '../../src/billing/gst-states';
import { GSTIN_PATTERN, gstinCheckChar, gstinStateCode, isGstin } from '../../src/billing/gstin';
import { gstinSchema } from '../../src/billing/schemas';

/** GSTINs published by their holders (a Maharashtra firm, a Karnataka company). */
const published = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'];

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GST states', () => {
  it('lists every state and union territory code once, from 01 Jammu and Kashmir to 97', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(37);
    expect(gstStateName('01')).toBe('Jammu and Kashmir');
    expect(gstStateName('36')).toBe('Telangana');
    expect(gstStateName('37')).toBe('Andhra Pradesh');
    expect(gstStateName('38')).toBe('Ladakh');
    expect(gstStateName('97')).toBe('Other Territory');
  });

  it('knows no retired or made-up code', () => {
    for (const code of ['00', '25', '28', '39', '96', '99', '7', 'TS']) {
      expect(isGstStateCode(code)).toBe(false);
      expect(gstStateName(code)).toBeUndefined();
    }
  });
});

describe('GSTIN', () => {
  it('accepts published GSTINs', () => {
    for (const gstin of published) {
      expect(isGstin(gstin)).toBe(true);
      expect(gstinCheckChar(gstin.slice(0, 14))).toBe(gstin[14]);
    }
    expect(gstinStateCode('29AAGCB7383J1Z4')).toBe('29');
  });

  it('refuses every single changed character that keeps the format (the check character catches it)', () => {
    for (const gstin of published) {
      for (let i = 0; i < 15; i++) {
        for (const ch of BASE36) {
          if (ch === gstin[i]) continue;
          const changed = gstin.slice(0, i) + ch + gstin.slice(i + 1);
          if (GSTIN_PATTERN.test(changed) && isGstStateCode(changed.slice(0, 2)))
            expect(isGstin(changed), changed).toBe(false);
        }
      }
    }
  });

  it('refuses two neighbours swapped', () => {
    expect(isGstin('27AAPFU0939F1ZV'.replace('0939', '0993'))).toBe(false);
    expect(isGstin('29AAGCB7383J1Z4'.replace('7383', '7338'))).toBe(false);
  });

  it('refuses a wrong shape, a lower-case one and an unknown state', () => {
    for (const bad of [
      '',
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVX',
      '27AAPFU0939F1YV',
      '27AAPF00939F1ZV',
      '27aapfu0939f1zv',
      '27AAPFU0939F0ZV',
    ])
      expect(isGstin(bad), bad).toBe(false);
    // A right check character on a state code GST does not use.
    const unknownState = `99AAPFU0939F1Z`;
    expect(isGstin(unknownState + gstinCheckChar(unknownState))).toBe(false);
  });

  it('schema: upper-cases and trims, and says which part is wrong', () => {
    expect(gstinSchema.parse(' 29aagcb7383j1z4 ')).toBe('29AAGCB7383J1Z4');
    const message = (value: string) => gstinSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(message('29AAGCB7383J1Z')).toEqual([m.gstinFormat]);
    expect(message('29AAGCB7383J1Z5')).toEqual([m.gstinCheck]);
    const unknownState = `99AAGCB7383J1Z`;
    expect(message(unknownState + gstinCheckChar(unknownState))).toEqual([m.gstinState]);
  });
});
