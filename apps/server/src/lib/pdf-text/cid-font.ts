import { createHash } from 'node:crypto';
import { type PDFDocument, PDFHexString, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import type { ShapingFont } from './shaper';
import { subsetFont } from './subset';

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase();
const utf16Hex = (text: string) =>
  [...text]
    .map((c) => {
      const cp = c.codePointAt(0)!;
      if (cp < 0x10000) return hex4(cp);
      const v = cp - 0x10000;
      return hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
    })
    .join('');

/**
 * A font drawn by glyph id (Type 0, Identity-H: two bytes per glyph, the id itself), embedded at the
 * end with only the glyphs used. Its ToUnicode map gives each glyph the characters it was shaped
 * from, so a copy or a search finds the name.
 */
export class CidFont {
  readonly ref: PDFRef;
  /** glyph id → the text it stands for (the first cluster it was drawn for). */
  private readonly used = new Map<number, string>([[0, '']]);

  constructor(
    private readonly doc: PDFDocument,
    readonly font: ShapingFont,
  ) {
    this.ref = doc.context.nextRef();
  }

  /** The glyph as the two bytes a content stream shows, noted for the subset and ToUnicode. */
  use(glyph: number, text: string): PDFHexString {
    if (!this.used.has(glyph)) this.used.set(glyph, text);
    return PDFHexString.of(hex4(glyph));
  }

  /** Writes the font's objects; called once, after the last text is drawn. */
  async embed(): Promise<void> {
    const { context } = this.doc;
    const glyphs = [...this.used.keys()].sort((a, b) => a - b);
    const bytes = await subsetFont(this.font.bytes, glyphs);
    // A subset's name starts with six capitals of its own (PDF 32000 9.6.4); from its glyphs, so the
    // same text gives the same bytes.
    const tag = [...createHash('sha256').update(glyphs.join(',')).digest().subarray(0, 6)]
      .map((b) => String.fromCharCode(65 + (b % 26)))
      .join('');
    const name = PDFName.of(`${tag}+${this.font.name}`);
    const toPdf = 1000 / this.font.unitsPerEm;
    const head = new DataView(this.font.table('head')!.slice().buffer);
    const hhea = new DataView(this.font.table('hhea')!.slice().buffer);
    const bbox = [36, 38, 40, 42].map((at) => Math.round(head.getInt16(at) * toPdf));
    const ascent = Math.round(hhea.getInt16(4) * toPdf);
    const descent = Math.round(hhea.getInt16(6) * toPdf);

    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 4, // symbolic: the glyphs are named by id, not by a standard encoding
      FontBBox: bbox,
      ItalicAngle: 0,
      Ascent: ascent,
      Descent: descent,
      CapHeight: ascent,
      StemV: 80,
      FontFile2: context.register(context.flateStream(bytes, { Length1: bytes.length })),
    });
    const widths = glyphs.flatMap((g) => [g, [Math.round(this.font.advance(g) * toPdf)]]);
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      W: widths,
      CIDToGIDMap: 'Identity',
    });
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(this.toUnicode())),
      }),
    );
  }

  private toUnicode(): string {
    const entries = [...this.used].filter(([, text]) => text !== '');
    const blocks: string[] = [];
    // At most 100 entries per bfchar block.
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(
        `${block.length} beginbfchar\n${block.map(([g, t]) => `<${hex4(g)}> <${utf16Hex(t)}>`).join('\n')}\nendbfchar`,
      );
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}
