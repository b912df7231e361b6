import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  DOCUMENT_NUMBER_MAX,
  financialYearLabel,
  INVOICE_PREFIX_PATTERN,
  invoiceNumber,
  isInvoicePrefix,
  SERIAL_MAX,
} from '../../src/billing/document-numbers';

describe('financialYearLabel', () => {
  it('starts the year on 1 April at midnight in India (18:30 UTC the day before)', () => {
    expect(financialYearLabel(new Date('2026-03-31T18:29:59.999Z'))).toBe('25-26');
    expect(financialYearLabel(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
  });

  it('runs April to March', () => {
    expect(financialYearLabel(new Date('2026-04-15T10:00:00Z'))).toBe('26-27');
    expect(financialYearLabel(new Date('2026-12-31T20:00:00Z'))).toBe('26-27'); // 1 January in India
    expect(financialYearLabel(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYearLabel(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYearLabel(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
    expect(financialYearLabel(new Date('2100-01-01T00:00:00Z'))).toBe('99-00');
  });
});

describe('invoice and credit-note numbers', () => {
  it('are {series}/{YY-YY}/{six-digit serial}', () => {
    expect(invoiceNumber('SP', '26-27', 1)).toBe('SP/26-27/000001');
    expect(creditNoteNumber('26-27', 42)).toBe('CN/26-27/000042');
  });

  it('never pass 16 characters, the limit of GST invoicing rules', () => {
    expect(invoiceNumber('ABC', '26-27', SERIAL_MAX)).toHaveLength(DOCUMENT_NUMBER_MAX);
    expect(() => invoiceNumber('SP', '26-27', SERIAL_MAX + 1)).toThrow(RangeError);
  });

  it("take an invoice prefix of 1 to 3 capital letters or digits, never the credit notes' CN", () => {
    for (const good of ['SP', 'A', 'SP1', '123']) expect(isInvoicePrefix(good), good).toBe(true);
    for (const bad of ['', 'sp', 'SPXX', 'S/P', 'S-P', 'S P', 'CN'])
      expect(isInvoicePrefix(bad), bad).toBe(false);
    expect(INVOICE_PREFIX_PATTERN.test('CN')).toBe(true);
    expect(() => invoiceNumber('CN', '26-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('SPXX', '26-27', 1)).toThrow(RangeError);
  });

  it('refuse a serial that is not a whole number from 1, and a malformed year', () => {
    for (const serial of [0, -1, 1.5]) expect(() => creditNoteNumber('26-27', serial)).toThrow(RangeError);
    expect(() => invoiceNumber('SP', '2026-27', 1)).toThrow(RangeError);
  });
});
