import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** hb_subset_flags_t: keep glyph ids (the page content names glyphs by id), drop hinting (PDF viewers
 * rasterise at any size) and glyphs the layout tables could reach (the text is shaped already). */
const RETAIN_GIDS = 0x2;
const NO_HINTING = 0x1;
const NO_LAYOUT_CLOSURE = 0x200;
/** hb_subset_sets_t: the tables to drop. */
const DROP_TABLE_TAG = 3;
/** Shaping is done before the PDF is written: a viewer reads only glyf, loca, hmtx, head, hhea, maxp… */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'morx', 'kern', 'DSIG'];
/** HB_MEMORY_MODE_WRITABLE: HarfBuzz may use the bytes in place. */
const MEMORY_MODE_WRITABLE = 2;

interface SubsetExports {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

// The server's TypeScript libraries leave out the WebAssembly API (a DOM type); what is used of it.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }>;
};

let instance: Promise<SubsetExports> | undefined;

/** HarfBuzz's subsetter (hb-subset), a standalone WebAssembly module shipped with harfbuzzjs. */
function subsetter(): Promise<SubsetExports> {
  instance ??= (async () => {
    const file = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const { instance } = await WebAssembly.instantiate(await readFile(file));
    return instance.exports as unknown as SubsetExports;
  })();
  return instance;
}

const tag = (s: string) =>
  ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;

/** The font with only the given glyphs' outlines; every glyph keeps its id. */
export async function subsetFont(font: Uint8Array, glyphs: Iterable<number>): Promise<Uint8Array> {
  const hb = await subsetter();
  const data = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer, data, font.byteLength).set(font);
  const blob = hb.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (!input) throw new Error('hb-subset: no memory for the input');
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const dropped = hb.hb_subset_input_set(input, DROP_TABLE_TAG);
    for (const table of DROPPED_TABLES) hb.hb_set_add(dropped, tag(table));
    hb.hb_subset_input_set_flags(input, RETAIN_GIDS | NO_HINTING | NO_LAYOUT_CLOSURE);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('hb-subset failed');
    const result = hb.hb_face_reference_blob(subset);
    const lengthPtr = hb.malloc(4);
    const bytesPtr = hb.hb_blob_get_data(result, lengthPtr);
    const length = new Uint32Array(hb.memory.buffer, lengthPtr, 1)[0]!;
    const bytes = new Uint8Array(hb.memory.buffer, bytesPtr, length).slice();
    hb.free(lengthPtr);
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    if (input) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.hb_blob_destroy(blob);
    hb.free(data);
  }
}
