import { creditNoteNumber, financialYearLabel, invoiceNumber } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentCounters } from '../../db/schema/payments';

/**
 * The next serial of a series, taken in the caller's transaction: the upsert locks the counter row
 * until that transaction ends, so concurrent payments queue for it and get consecutive numbers, and a
 * rolled-back payment returns its number with the rest of its work (no gaps, no duplicates).
 */
async function nextSerial(
  tx: Executor,
  kind: 'invoice' | 'credit_note',
  prefix: string,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, prefix, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.prefix, documentCounters.financialYear],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  return row!.serial;
}

/** The invoice number of a payment made at `at` (the financial year of that instant, in IST). */
export async function takeInvoiceNumber(tx: Executor, prefix: string, at: Date): Promise<string> {
  const year = financialYearLabel(at);
  return invoiceNumber(prefix, year, await nextSerial(tx, 'invoice', prefix, year));
}

export async function takeCreditNoteNumber(tx: Executor, at: Date): Promise<string> {
  const year = financialYearLabel(at);
  return creditNoteNumber(year, await nextSerial(tx, 'credit_note', 'CN', year));
}
