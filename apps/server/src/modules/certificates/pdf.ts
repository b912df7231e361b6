import { formatCertificateDate, institute, type PublicCertificate } from '@skillpath/contract';
import type { Color } from 'pdf-lib';
import type { PdfText } from '../../lib/pdf-text';

type LineFont = Parameters<PdfText['line']>[1];

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;

/**
 * The certificate as a PDF: holder, course or assessment with its score band, date, institute, code,
 * and a QR code of the verification link. The same certificate always gives the same bytes (dates
 * in the file are the issue date), so storing it twice stores one file.
 */
export async function renderCertificatePdf(c: PublicCertificate): Promise<Buffer> {
  // Loaded with the first certificate, not on every start of the server (about 0.2 s of a start).
  const [{ PDFDocument, rgb, StandardFonts }, { default: QRCode }, { createPdfText }] = await Promise.all([
    import('pdf-lib'),
    import('qrcode'),
    import('../../lib/pdf-text'),
  ]);
  const INK = rgb(0.13, 0.15, 0.22);
  const MUTED = rgb(0.38, 0.41, 0.48);
  const ACCENT = rgb(0.25, 0.3, 0.75);
  const doc = await PDFDocument.create();
  const stamp = new Date(c.issued_at);
  doc.setTitle(`${c.title}: certificate of ${c.holder_name}`);
  doc.setSubject(`Certificate ${c.code}`);
  doc.setKeywords([c.code, c.verify_url]);
  doc.setAuthor(institute.name);
  doc.setCreator(institute.name);
  doc.setProducer(institute.name);
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);

  const page = doc.addPage([WIDTH, HEIGHT]);
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  // Names and titles may be in any script: runs outside WinAnsi are drawn in Noto, shaped.
  const text = createPdfText(doc);
  const fonts = {
    regular: { standard: regular, weight: 'regular' },
    bold: { standard: bold, weight: 'bold' },
    italic: { standard: italic, weight: 'regular' },
  } satisfies Record<string, LineFont>;
  /** One centred line, made smaller until it fits the page's width. */
  const centred = async (line: string, y: number, font: LineFont, size: number, color: Color) => {
    const shaped = await text.line(line, font);
    let fit = size;
    while (fit > 8 && shaped.widthAtSize(fit) > WIDTH - 160) fit -= 1;
    shaped.draw(page, { x: (WIDTH - shaped.widthAtSize(fit)) / 2, y, size: fit, color });
  };

  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: MUTED,
    borderWidth: 0.75,
  });

  await centred(institute.name.toUpperCase(), HEIGHT - 92, fonts.bold, 20, ACCENT);
  const heading = c.kind === 'course' ? 'Certificate of Completion' : 'Certificate of Achievement';
  await centred(heading, HEIGHT - 150, fonts.bold, 34, INK);
  await centred('This certifies that', HEIGHT - 200, fonts.italic, 14, MUTED);
  await centred(c.holder_name, HEIGHT - 248, fonts.bold, 32, INK);
  const what = c.kind === 'course' ? 'has completed the course' : 'has passed the skill assessment';
  await centred(what, HEIGHT - 290, fonts.italic, 14, MUTED);
  await centred(c.title, HEIGHT - 330, fonts.bold, 22, ACCENT);
  if (c.score_band) await centred(`Score band: ${c.score_band}`, HEIGHT - 362, fonts.regular, 14, INK);
  await centred(`Issued on ${formatCertificateDate(c.issued_at)}`, HEIGHT - 392, fonts.regular, 13, MUTED);

  const qr = await QRCode.toBuffer(c.verify_url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
  });
  const image = await doc.embedPng(qr);
  const side = 112;
  page.drawImage(image, { x: WIDTH - 60 - side, y: 60, width: side, height: side });

  const left = async (line: string, y: number, font: LineFont, size: number, color = INK) =>
    (await text.line(line, font)).draw(page, { x: 64, y, size, color });
  await left(`Certificate code: ${c.code}`, 132, fonts.bold, 12);
  await left('Verify at:', 112, fonts.regular, 10, MUTED);
  await left(c.verify_url, 98, fonts.regular, 10, ACCENT);
  await left(`${institute.name} · ${institute.address}`, 70, fonts.regular, 8, MUTED);

  await text.embedFonts();
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
