import { paymentErrorCodes as codes, paymentMessages as m } from '@skillpath/contract';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors';
import { renderTaxDocumentPdf, type TaxDocument } from './document-pdf';
import * as q from './queries';

/** `SP/26-27/000001` → `SP-26-27-000001.pdf`. */
const fileNameOf = (document: TaxDocument) => `${document.number.replaceAll('/', '-')}.pdf`;

/** The invoice of a paid order, or one of its credit notes, as the PDF prints it; undefined when unpaid. */
function taxDocumentOf(order: q.OrderRow, creditNote?: q.CreditNoteRow): TaxDocument | undefined {
  if (!order.seller || !order.paidAt || !order.invoiceNumber) return undefined;
  const common = {
    seller: order.seller,
    buyer: {
      name: order.billingName,
      email: order.buyerEmail,
      address: order.billingAddress,
      gstin: order.billingGstin,
      stateCode: order.billingStateCode,
    },
    placeOfSupply: order.placeOfSupply,
    item: order.itemTitle,
    gstRatePercent: order.gstRatePercent,
  };
  if (creditNote) {
    return {
      ...common,
      kind: 'credit_note',
      number: creditNote.number,
      issuedAt: creditNote.createdAt,
      invoiceNumber: order.invoiceNumber,
      reason: creditNote.reason,
      amounts: {
        taxable: creditNote.taxablePaise,
        cgst: creditNote.cgstPaise,
        sgst: creditNote.sgstPaise,
        igst: creditNote.igstPaise,
        total: creditNote.amountPaise,
      },
    };
  }
  return {
    ...common,
    kind: 'invoice',
    number: order.invoiceNumber,
    issuedAt: order.paidAt,
    amounts: {
      listed: order.subtotalPaise,
      discount: order.discountPaise,
      taxable: order.taxablePaise,
      cgst: order.cgstPaise,
      sgst: order.sgstPaise,
      igst: order.igstPaise,
      total: order.totalPaise,
    },
  };
}

/** A document's PDF and the name it downloads as. */
export async function documentPdf(order: q.OrderRow, creditNote?: q.CreditNoteRow) {
  const document = taxDocumentOf(order, creditNote);
  if (!document) return undefined;
  return { fileName: fileNameOf(document), body: await renderTaxDocumentPdf(document) };
}

/**
 * Invoices and credit notes as PDFs, for their buyer or an admin (another learner is refused). Drawn on demand from the order, whose seller details were copied when it was paid.
 */
export function createDocumentsService(db: Db) {
  return {
    async pdf(viewer: { id: number; role: string }, number: string, kind: TaxDocument['kind']) {
      const found = await q.findByDocumentNumber(db, number);
      const missing = () => NotFound(m.documentNotFound).withCode(codes.documentNotFound);
      if (!found) throw missing();
      if (viewer.role !== 'admin' && found.order.userId !== viewer.id) throw Forbidden(m.notYours);
      if ((kind === 'credit_note') !== (found.creditNote !== undefined)) throw missing();
      const file = await documentPdf(found.order, found.creditNote);
      if (!file) throw missing();
      return file;
    },
  };
}
