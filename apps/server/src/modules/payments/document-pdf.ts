import { amountInWords, formatRupees, gstStateName, institute, SAC_TRAINING } from '@skillpath/contract';
import type { PDFPage } from 'pdf-lib';
import type { InvoiceSeller } from '../../db/schema/payments';
import type { PdfText } from '../../lib/pdf-text';

type LineFont = Parameters<PdfText['line']>[1];

/** What a tax invoice or a credit note prints; amounts in paise. */
export interface TaxDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  /** A credit note names the invoice it corrects, and why. */
  invoiceNumber?: string;
  reason?: string;
  seller: InvoiceSeller;
  buyer: { name: string; email: string; address: string; gstin: string | null; stateCode: string };
  placeOfSupply: string;
  item: string;
  gstRatePercent: number;
  amounts: {
    listed?: number;
    discount?: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  };
}

/** A4 portrait, in points. */
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 48;

const state = (code: string) => `${gstStateName(code) ?? 'Unknown'} (${code})`;
const istDate = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

/**
 * A GST tax invoice or credit note as a PDF: seller and buyer with their GSTINs and states, place of
 * supply, the line with its SAC, the tax split, and the total in figures and in words. Names and
 * addresses in any script print as written (lib/pdf-text: shaped Noto runs).
 */
export async function renderTaxDocumentPdf(d: TaxDocument): Promise<Buffer> {
  const [{ PDFDocument, rgb, StandardFonts }, { createPdfText }] = await Promise.all([
    import('pdf-lib'),
    import('../../lib/pdf-text'),
  ]);
  const INK = rgb(0.13, 0.15, 0.22);
  const MUTED = rgb(0.38, 0.41, 0.48);
  const RULE = rgb(0.8, 0.82, 0.86);
  const doc = await PDFDocument.create();
  const title = d.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  doc.setTitle(`${title} ${d.number}`);
  doc.setAuthor(d.seller.legal_name);
  doc.setCreator(institute.name);
  doc.setProducer(institute.name);
  doc.setCreationDate(d.issuedAt);
  doc.setModificationDate(d.issuedAt);
  const page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const text = createPdfText(doc);
  const fonts = {
    regular: { standard: regular, weight: 'regular' },
    bold: { standard: bold, weight: 'bold' },
  } satisfies Record<string, LineFont>;
  const at = async (
    line: string,
    x: number,
    y: number,
    opts: { font?: LineFont; size?: number; color?: typeof INK; right?: boolean } = {},
  ) => {
    const { font = fonts.regular, size = 10, color = INK, right = false } = opts;
    const shaped = await text.line(line, font);
    shaped.draw(page, { x: right ? x - shaped.widthAtSize(size) : x, y, size, color });
  };
  /** Lines of a block, wrapped at commas and line breaks where it is long. */
  const block = async (lines: string[], x: number, top: number) => {
    let y = top;
    for (const line of lines.flatMap((l) => l.split(/\n/))) {
      await at(line, x, y);
      y -= 14;
    }
    return y;
  };
  const rule = (y: number) =>
    page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 0.75, color: RULE });

  let y = HEIGHT - MARGIN - 6;
  await at(title, MARGIN, y, { font: fonts.bold, size: 20 });
  await at(d.number, WIDTH - MARGIN, y, { font: fonts.bold, size: 13, right: true });
  y -= 18;
  await at(`Date: ${istDate(d.issuedAt)}`, WIDTH - MARGIN, y, { right: true, color: MUTED });
  if (d.invoiceNumber) await at(`Against invoice ${d.invoiceNumber}`, MARGIN, y, { color: MUTED });
  y -= 22;
  rule(y);
  y -= 20;

  const col = WIDTH / 2 + 10;
  await at('Seller', MARGIN, y, { font: fonts.bold, color: MUTED });
  await at('Bill to', col, y, { font: fonts.bold, color: MUTED });
  y -= 16;
  const sellerEnd = await block(
    [
      d.seller.legal_name,
      d.seller.address,
      `GSTIN: ${d.seller.gstin}`,
      `State: ${state(d.seller.state_code)}`,
    ],
    MARGIN,
    y,
  );
  const buyerEnd = await block(
    [
      d.buyer.name,
      ...(d.buyer.address ? [d.buyer.address] : []),
      d.buyer.email,
      ...(d.buyer.gstin ? [`GSTIN: ${d.buyer.gstin}`] : []),
      `State: ${state(d.buyer.stateCode)}`,
    ],
    col,
    y,
  );
  y = Math.min(sellerEnd, buyerEnd) - 8;
  await at(`Place of supply: ${state(d.placeOfSupply)}`, MARGIN, y);
  y -= 22;
  rule(y);
  y -= 18;

  const right = WIDTH - MARGIN;
  await at('Description', MARGIN, y, { font: fonts.bold });
  await at('SAC', 330, y, { font: fonts.bold });
  await at('Amount', right, y, { font: fonts.bold, right: true });
  y -= 18;
  await at(d.item, MARGIN, y);
  await at(SAC_TRAINING, 330, y);
  await at(formatRupees(d.amounts.listed ?? d.amounts.total), right, y, { right: true });
  y -= 22;
  rule(y);
  y -= 18;

  const half = d.gstRatePercent / 2;
  const rows: [string, number][] = [
    ...(d.amounts.discount ? ([['Discount', -d.amounts.discount]] as [string, number][]) : []),
    ['Taxable value', d.amounts.taxable],
    ...(d.amounts.igst > 0 || d.amounts.cgst + d.amounts.sgst === 0
      ? ([[`IGST @ ${d.gstRatePercent}%`, d.amounts.igst]] as [string, number][])
      : ([
          [`CGST @ ${half}%`, d.amounts.cgst],
          [`SGST @ ${half}%`, d.amounts.sgst],
        ] as [string, number][])),
  ];
  for (const [label, paise] of rows) {
    await at(label, 330, y);
    await at(paise < 0 ? `− ${formatRupees(-paise)}` : formatRupees(paise), right, y, { right: true });
    y -= 16;
  }
  y -= 4;
  rule(y);
  y -= 18;
  await at(d.kind === 'invoice' ? 'Total' : 'Total credited', 330, y, { font: fonts.bold, size: 12 });
  await at(formatRupees(d.amounts.total), right, y, { font: fonts.bold, size: 12, right: true });
  y -= 22;
  await at(`In words: ${amountInWords(d.amounts.total)}`, MARGIN, y, { font: fonts.bold, size: 10 });
  y -= 16;
  if (d.reason) {
    await at(`Reason: ${d.reason}`, MARGIN, y);
    y -= 16;
  }
  await at('Tax is not payable on reverse charge.', MARGIN, y, { color: MUTED, size: 9 });
  await at('This is a computer-generated document and needs no signature.', MARGIN, MARGIN, {
    color: MUTED,
    size: 8,
  });

  await text.embedFonts();
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
