import { paymentErrorCodes as codes, paymentMessages as m } from '@skillpath/contract';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors';
import { renderTaxDocumentPdf, type TaxDocument } from './document-pdf';
import * as q from './queries';

/**
 * Invoices and credit notes as PDFs, for their buyer or an admin (another learner's number reads as
 * missing). Drawn on demand from the order, whose seller details were copied when it was paid.
 */
export function createDocumentsService(db: Db) {
  async function find(viewer: { id: number; role: string }, number: string, kind: TaxDocument['kind']) {
    const found = await q.findByDocumentNumber(db, number);
    const missing = () => NotFound(m.documentNotFound).withCode(codes.documentNotFound);
    if (!found || (viewer.role !== 'admin' && found.order.userId !== viewer.id)) throw missing();
    if ((kind === 'credit_note') !== (found.creditNote !== undefined)) throw missing();
    return found;
  }

  return {
    async pdf(viewer: { id: number; role: string }, number: string, kind: TaxDocument['kind']) {
      const { order, creditNote } = await find(viewer, number, kind);
      if (!order.seller || !order.paidAt || !order.invoiceNumber)
        throw NotFound(m.documentNotFound).withCode(codes.documentNotFound);
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
      const document: TaxDocument = creditNote
        ? {
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
          }
        : {
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
      return {
        fileName: `${document.number.replaceAll('/', '-')}.pdf`,
        body: await renderTaxDocumentPdf(document),
      };
    },
  };
}
