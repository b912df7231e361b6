import {
  beginText,
  type Color,
  endMarkedContent,
  endText,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { CidFont } from './cid-font';
import type { Weight } from './families';
import { splitRuns } from './runs';
import type { PlacedGlyph, ShapingFont } from './shaper';

type Part =
  | { text: string; font: PDFFont }
  | { text: string; font: CidFont; glyphs: PlacedGlyph[]; texts: string[] };

interface DrawOptions {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  color: Color;
}

/** A line cut into runs by script and shaped, ready to measure and draw. */
interface TextLine {
  widthAtSize(size: number): number;
  draw(page: PDFPage, options: DrawOptions): void;
}

/** Text in any script for one PDF document: lines to draw, then the fonts to embed before saving. */
export interface PdfText {
  /** `standard` draws the WinAnsi runs (keeping the document's look); `weight` picks the Noto weight. */
  line(text: string, font: { standard: PDFFont; weight: Weight }): Promise<TextLine>;
  /** Embeds the Noto fonts used, each with only its drawn glyphs: call once, before `doc.save()`. */
  embedFonts(): Promise<void>;
}

export function createPdfText(doc: PDFDocument): PdfText {
  const cidFonts = new Map<ShapingFont, CidFont>();
  const resourceNames = new WeakMap<PDFPage, Map<CidFont, PDFName>>();
  const resourceName = (page: PDFPage, font: CidFont) => {
    const names = cached(resourceNames, page, () => new Map<CidFont, PDFName>());
    return cached(names, font, () => page.node.newFontDictionary(font.font.name, font.ref));
  };

  return {
    async line(text, { standard, weight }) {
      const parts: Part[] = (await splitRuns(text, standard, weight)).map(({ text, font }) => {
        if (!('shape' in font)) return { text, font };
        const glyphs = font.shape(text);
        const cid = cached(cidFonts, font, () => new CidFont(doc, font));
        return { text, font: cid, glyphs, texts: glyphTexts(text, glyphs, font) };
      });
      const widthAtSize = (size: number) =>
        parts.reduce(
          (sum, part) =>
            sum +
            ('glyphs' in part
              ? (part.glyphs.reduce((w, g) => w + g.xAdvance, 0) * size) / part.font.font.unitsPerEm
              : part.font.widthOfTextAtSize(part.text, size)),
          0,
        );
      return {
        widthAtSize,
        draw(page, { x, y, size, color }) {
          const shaped = parts.some((part) => 'glyphs' in part);
          // What a copy, a search or a screen reader gets: the text as typed, not the glyphs in
          // visual order (a vowel sign drawn before its consonant).
          if (shaped)
            page.pushOperators(
              PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
                PDFName.of('Span'),
                // An inline property list: pdf-lib's operator type leaves out dictionaries, its writer does not.
                doc.context.obj({ ActualText: PDFHexString.fromText(text.normalize('NFC')) }) as never,
              ]),
            );
          let pen = x;
          for (const part of parts) {
            if ('glyphs' in part) {
              const scale = size / part.font.font.unitsPerEm;
              const ops = [
                beginText(),
                setFillingColor(color),
                setFontAndSize(resourceName(page, part.font), size),
              ];
              part.glyphs.forEach((g, i) => {
                ops.push(setTextMatrix(1, 0, 0, 1, pen + g.xOffset * scale, y + g.yOffset * scale));
                ops.push(showText(part.font.use(g.id, part.texts[i]!)));
                pen += g.xAdvance * scale;
              });
              page.pushOperators(...ops, endText());
            } else {
              page.drawText(part.text, { x: pen, y, size, font: part.font, color });
              pen += part.font.widthOfTextAtSize(part.text, size);
            }
          }
          if (shaped) page.pushOperators(endMarkedContent());
        },
      };
    },
    async embedFonts() {
      await Promise.all([...cidFonts.values()].map((font) => font.embed()));
    },
  };
}

function cached<K extends object, V>(map: Map<K, V> | WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * The characters each glyph stands for, for the ToUnicode map: a glyph the font's cmap gives a
 * character of its cluster stands for that character; the cluster's other characters go to its first
 * glyph that is no such glyph (a conjunct, a reordered form).
 */
function glyphTexts(text: string, glyphs: PlacedGlyph[], font: ShapingFont): string[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const clusterText = (cluster: number) =>
    text.slice(cluster, starts.find((s) => s > cluster) ?? text.length);
  const texts = glyphs.map(() => '');
  for (const cluster of starts) {
    const members = glyphs.flatMap((g, i) => (g.cluster === cluster ? [i] : []));
    let rest = '';
    for (const c of clusterText(cluster)) {
      const own = members.find((i) => texts[i] === '' && glyphs[i]!.id === font.nominal(c.codePointAt(0)!));
      if (own === undefined) rest += c;
      else texts[own] = c;
    }
    const holder = members.find((i) => texts[i] === '') ?? members[0]!;
    texts[holder] += rest;
  }
  return texts;
}
