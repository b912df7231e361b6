import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Family, fontFile, type Weight } from './families';

/** One glyph as HarfBuzz placed it, in font units; `cluster` is the UTF-16 index of its first character. */
export interface PlacedGlyph {
  id: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A font file ready to shape text with, and what a PDF needs of it. */
export interface ShapingFont {
  /** PostScript-style name, e.g. NotoSansTelugu-Bold. */
  name: string;
  bytes: Uint8Array;
  unitsPerEm: number;
  has(codePoint: number): boolean;
  /** The glyph the font's cmap gives a character, before shaping. */
  nominal(codePoint: number): number | undefined;
  /** The glyph's advance in its hmtx entry (what a PDF viewer moves by without being told otherwise). */
  advance(glyph: number): number;
  table(tag: string): Uint8Array | undefined;
  shape(text: string): PlacedGlyph[];
}

const loaded = new Map<string, Promise<ShapingFont>>();

/**
 * HarfBuzz (compiled to WebAssembly) shapes: it forms conjuncts, reorders vowel signs and places marks
 * by the font's GSUB/GPOS tables, as browsers and phones do. Each file is read once per process.
 */
export function shapingFont(family: Family, weight: Weight): Promise<ShapingFont> {
  const file = fontFile(family, weight);
  let font = loaded.get(file);
  if (!font) {
    font = load(file, `${family.stem}-${weight === 'bold' ? 'Bold' : 'Regular'}`);
    loaded.set(file, font);
    font.catch(() => loaded.delete(file));
  }
  return font;
}

async function load(file: string, name: string): Promise<ShapingFont> {
  const [hb, bytes] = await Promise.all([
    import('harfbuzzjs'),
    readFile(createRequire(import.meta.url).resolve(file)),
  ]);
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  const unicodes = new Set(face.collectUnicodes());
  return {
    name,
    bytes,
    unitsPerEm: face.upem,
    has: (codePoint) => unicodes.has(codePoint),
    nominal: (codePoint) => font.nominalGlyph(codePoint),
    advance: (glyph) => font.glyphHAdvance(glyph),
    table: (tag) => face.referenceTable(tag),
    shape(text) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfosAndPositions().map((g) => ({
        id: g.codepoint,
        cluster: g.cluster,
        xAdvance: g.xAdvance ?? 0,
        xOffset: g.xOffset ?? 0,
        yOffset: g.yOffset ?? 0,
      }));
    },
  };
}
