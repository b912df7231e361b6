import { formatCertificateDate, institute, type PublicCertificate } from '@skillpath/contract';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;

/**
 * The standard fonts speak WinAnsi only: a character outside it (a name in Devanagari, an emoji) is
 * written as '?' rather than failing the whole certificate.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** One centred line, made smaller until it fits the page's width. */
function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color: Color) {
  const line = printable(font, text);
  let fit = size;
  while (fit > 8 && font.widthOfTextAtSize(line, fit) > WIDTH - 160) fit -= 1;
  page.drawText(line, { x: (WIDTH - font.widthOfTextAtSize(line, fit)) / 2, y, size: fit, font, color });
}

/**
 * The certificate as a PDF: holder, course or assessment with its score band, date, institute, code,
 * and a QR code of the verification link. The same certificate always gives the same bytes (dates
 * in the file are the issue date), so storing it twice stores one file.
 */
export async function renderCertificatePdf(c: PublicCertificate): Promise<Buffer> {
  // Loaded with the first certificate, not on every start of the server (about 0.2 s of a start).
  const [{ PDFDocument, rgb, StandardFonts }, { default: QRCode }] = await Promise.all([
    import('pdf-lib'),
    import('qrcode'),
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

  centred(page, bold, institute.name.toUpperCase(), HEIGHT - 92, 20, ACCENT);
  const heading = c.kind === 'course' ? 'Certificate of Completion' : 'Certificate of Achievement';
  centred(page, bold, heading, HEIGHT - 150, 34, INK);
  centred(page, italic, 'This certifies that', HEIGHT - 200, 14, MUTED);
  centred(page, bold, c.holder_name, HEIGHT - 248, 32, INK);
  const what = c.kind === 'course' ? 'has completed the course' : 'has passed the skill assessment';
  centred(page, italic, what, HEIGHT - 290, 14, MUTED);
  centred(page, bold, c.title, HEIGHT - 330, 22, ACCENT);
  if (c.score_band) centred(page, regular, `Score band: ${c.score_band}`, HEIGHT - 362, 14, INK);
  centred(page, regular, `Issued on ${formatCertificateDate(c.issued_at)}`, HEIGHT - 392, 13, MUTED);

  const qr = await QRCode.toBuffer(c.verify_url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 6,
  });
  const image = await doc.embedPng(qr);
  const side = 112;
  page.drawImage(image, { x: WIDTH - 60 - side, y: 60, width: side, height: side });

  const left = (text: string, y: number, font: PDFFont, size: number, color = INK) =>
    page.drawText(printable(font, text), { x: 64, y, size, font, color });
  left(`Certificate code: ${c.code}`, 132, bold, 12);
  left('Verify at:', 112, regular, 10, MUTED);
  left(c.verify_url, 98, regular, 10, ACCENT);
  left(`${institute.name} · ${institute.address}`, 70, regular, 8, MUTED);

  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
