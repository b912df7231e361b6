/**
 * Invoice and credit-note numbers. GST invoicing rules allow at most 16 characters (letters, digits,
 * '-' and '/'), unique within a financial year: `{prefix}/{YY-YY}/{serial}` with a six-digit serial
 * takes 13 characters besides the prefix, which leaves it three.
 */
export const DOCUMENT_NUMBER_MAX = 16;

/** An invoice prefix: one to three capital letters or digits. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

/** The series of credit notes, which an invoice prefix may not take. */
export const CREDIT_NOTE_PREFIX = 'CN';

/** The highest serial of a series in one financial year (six digits). */
export const SERIAL_MAX = 999_999;

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The financial year of an instant, April to March in Asia/Kolkata: '26-27' from 1 April 2026 00:00
 * IST (31 March 2026 18:30 UTC) to the end of 31 March 2027.
 */
export function financialYearLabel(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export const isInvoicePrefix = (prefix: string): boolean =>
  INVOICE_PREFIX_PATTERN.test(prefix) && prefix !== CREDIT_NOTE_PREFIX;

function documentNumber(prefix: string, financialYear: string, serial: number): string {
  if (!/^\d{2}-\d{2}$/.test(financialYear))
    throw new RangeError(`A financial year is written YY-YY, not ${financialYear}.`);
  if (!Number.isInteger(serial) || serial < 1 || serial > SERIAL_MAX)
    throw new RangeError(`A serial runs from 1 to ${SERIAL_MAX}, not ${serial}.`);
  return `${prefix}/${financialYear}/${String(serial).padStart(6, '0')}`;
}

/** 'SP', '26-27', 1 → 'SP/26-27/000001'. */
export function invoiceNumber(prefix: string, financialYear: string, serial: number): string {
  if (!isInvoicePrefix(prefix)) throw new RangeError(`Not an invoice prefix: ${prefix}.`);
  return documentNumber(prefix, financialYear, serial);
}

/** '26-27', 1 → 'CN/26-27/000001'. */
export const creditNoteNumber = (financialYear: string, serial: number): string =>
  documentNumber(CREDIT_NOTE_PREFIX, financialYear, serial);
