import type { PublicCertificate } from '@skillpath/contract';
import { type PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontFile, scriptFamilyOf } from '../../src/lib/pdf-text/families';
import { renderCertificatePdf } from '../../src/modules/certificates/pdf';
import { browserPdf } from '../helpers/browser-reference';
import { extractText, type Grey, inkDifference, inkIn, renderPages } from '../helpers/pdf-raster';

const names = [
  ['Devanagari', 'प्रिया शर्मा'],
  ['Telugu', 'రవి కుమార్'],
  ['Tamil', 'அருண் குமார்'],
  ['Kannada', 'ಅನಿಲ್ ಕುಮಾರ್'],
  ['Bengali', 'সৌরভ গাঙ্গুলী'],
] as const;

const certificate = (holder_name: string): PublicCertificate => ({
  code: 'ABCDEFGHJKMN',
  kind: 'course',
  title: 'Cloud Foundations',
  holder_name,
  score_band: null,
  issued_at: '2026-03-01T10:00:00.000Z',
  issuer: 'Skillpath',
  verify_url: 'http://skillpath.test/certificates/ABCDEFGHJKMN',
  pdf_url: 'http://skillpath.test/v1/api/certificates/ABCDEFGHJKMN/pdf/',
  status: 'valid',
  revoked_at: null,
  revoke_reason: null,
});

/** The holder's line on the A4 landscape page: between "This certifies that" and the line below. */
const NAME_AREA = { left: 60, right: 782, bottom: 595.28 - 266, top: 595.28 - 206 };
const NAME_SIZE_PT = 32;
/**
 * Two renderings of the same glyphs differ by well under 1% (anti-aliasing); a name drawn without
 * mark positioning differed by 4% (Bengali), one drawn without shaping by 13–63%.
 */
const SAME_DRAWING = 0.02;

describe('a certificate names its holder in an Indian script', () => {
  let reference: Grey[];
  beforeAll(() => {
    const lines = names.map(([, text]) => ({
      text,
      fontFile: fontFile(scriptFamilyOf(text.codePointAt(0)!)!, 'bold'),
      sizePt: NAME_SIZE_PT,
      weight: 700,
    }));
    reference = renderPages(browserPdf(lines));
  });

  it.each(names.map(([script, name], i) => [script, name, i] as const))(
    'draws a %s name as a browser shapes it, searchable as typed',
    async (_script, name, i) => {
      const pdf = await renderCertificatePdf(certificate(name));
      const [page] = renderPages(pdf);
      const drawn = inkIn(page!, NAME_AREA);
      const expected = inkIn(reference[i]!, { left: 0, right: 842, bottom: 0, top: 160 });
      expect(inkDifference(drawn, expected)).toBeLessThan(SAME_DRAWING);
      // The line carries the name as typed: a vowel sign is drawn before its consonant, but a copy or
      // a search gets the characters in their order.
      expect(extractText(pdf)).toContain(name);
      // Only the glyphs drawn are embedded: a whole Noto font is 180–630 KB.
      expect(pdf.length).toBeLessThan(20_000);
    },
  );

  it('draws a mixed name run by run, the Latin in the certificate’s own font', async () => {
    const name = 'Ravi రవి Kumar';
    const pdf = await renderCertificatePdf(certificate(name));
    expect(extractText(pdf)).toContain(name);
    const doc = await PDFDocument.load(pdf);
    const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font')) as PDFDict;
    const baseFonts = fonts
      .values()
      .map((ref) => (doc.context.lookup(ref) as PDFDict).get(PDFName.of('BaseFont'))!.toString());
    expect(baseFonts).toContain('/Helvetica-Bold');
    expect(baseFonts.filter((f) => f.includes('Noto'))).toEqual([
      expect.stringMatching(/^\/[A-Z]{6}\+NotoSansTelugu-Bold$/),
    ]);
  });

  it('gives the same bytes for the same certificate', async () => {
    const [first, second] = [
      await renderCertificatePdf(certificate(names[0][1])),
      await renderCertificatePdf(certificate(names[0][1])),
    ];
    expect(first.equals(second)).toBe(true);
  });
});
