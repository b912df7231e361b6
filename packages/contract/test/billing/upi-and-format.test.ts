import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/billing/format';
import { isVpa, upiPaymentUri } from '../../src/billing/upi';

describe('upiPaymentUri', () => {
  it('carries the payee, the exact amount in rupees with two decimals, INR and the note', () => {
    expect(
      upiPaymentUri({
        vpa: 'skillpath@upi',
        payee_name: 'Skillpath Training Institute',
        amount_paise: 4_500_050,
        note: 'Order 123',
      }),
    ).toBe(
      'upi://pay?pa=skillpath@upi&pn=Skillpath%20Training%20Institute&am=45000.50&cu=INR&tn=Order%20123',
    );
    expect(upiPaymentUri({ vpa: 'a.b-c_d@okhdfcbank', payee_name: 'X', amount_paise: 5, note: '' })).toBe(
      'upi://pay?pa=a.b-c_d@okhdfcbank&pn=X&am=0.05&cu=INR&tn=',
    );
  });

  it('percent-encodes what would break the link: &, =, #, + and letters beyond ASCII', () => {
    const uri = upiPaymentUri({
      vpa: 'skillpath@upi',
      payee_name: 'R&D = Research + Design #1 ज्ञान',
      amount_paise: 100,
      note: 'a&am=1',
    });
    const query = uri
      .slice('upi://pay?'.length)
      .split('&')
      .map((pair) => pair.split('=').map(decodeURIComponent));
    expect(query).toEqual([
      ['pa', 'skillpath@upi'],
      ['pn', 'R&D = Research + Design #1 ज्ञान'],
      ['am', '1.00'],
      ['cu', 'INR'],
      ['tn', 'a&am=1'],
    ]);
    expect(uri).not.toMatch(/[ +#]/);
  });

  it('refuses a malformed UPI ID or an amount below one paisa', () => {
    const ok = { vpa: 'skillpath@upi', payee_name: 'X', amount_paise: 100, note: '' };
    expect(() => upiPaymentUri({ ...ok, vpa: 'skillpath' })).toThrow(RangeError);
    expect(() => upiPaymentUri({ ...ok, amount_paise: 0 })).toThrow(RangeError);
    expect(() => upiPaymentUri({ ...ok, amount_paise: 1.5 })).toThrow(RangeError);
  });

  it('knows a UPI ID when it sees one', () => {
    for (const good of ['skillpath@upi', 'name.surname@okhdfcbank', '9876543210@ybl', 'a_b-c@paytm'])
      expect(isVpa(good), good).toBe(true);
    for (const bad of ['', 'skillpath', '@upi', 'skill path@upi', 'a@', 'a@b', 'a@@upi', 'a@up-i', 'a@1pi'])
      expect(isVpa(bad), bad).toBe(false);
  });
});

describe('formatRupees', () => {
  it('shows paise as rupees with Indian digit grouping, always with two decimals', () => {
    expect(formatRupees(4_500_000)).toBe('₹45,000.00');
    expect(formatRupees(11_800_000)).toBe('₹1,18,000.00');
    expect(formatRupees(1_00_00_000_00)).toBe('₹1,00,00,000.00');
    expect(formatRupees(4_550)).toBe('₹45.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(0)).toBe('₹0.00');
  });
});
