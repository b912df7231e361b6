import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A greyscale picture, one byte a pixel, 0 black. */
export interface Grey {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Pixels per PDF point: 2 = 144 dpi. */
const SCALE = 2;

/**
 * Draws each page of a PDF as poppler (pdftoppm, a real viewer's renderer) does, in grey. Poppler
 * draws what the file says, glyph by glyph: a shaping mistake in the file shows in the picture.
 */
export function renderPages(pdf: Uint8Array): Grey[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-raster-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(72 * SCALE), '-gray', 'in.pdf', 'page'], { cwd: dir });
    const pages = execFileSync('ls', [dir])
      .toString()
      .split('\n')
      .filter((f) => f.endsWith('.pgm'));
    return pages.sort().map((f) => readPgm(readFileSync(path.join(dir, f))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text poppler extracts from a PDF (what a search or a copy gets). */
export function extractText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
}

function readPgm(file: Buffer): Grey {
  // P5 <width> <height> <maxval>, then the pixels.
  const header = file
    .subarray(0, 64)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('pdftoppm wrote no 8-bit PGM');
  const [all, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: file.subarray(all!.length) };
}

/** Ink: a pixel darker than the middle grey. */
const inked = (v: number) => v < 128;

/** A rectangle of a page in PDF points, from its bottom-left corner. */
export interface Area {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** The inked part of an area of a page, cut to its ink, as a mask. */
export function inkIn(page: Grey, area: Area): Grey {
  const x0 = Math.max(0, Math.round(area.left * SCALE));
  const x1 = Math.min(page.width, Math.round(area.right * SCALE));
  const y0 = Math.max(0, Math.round(page.height - area.top * SCALE));
  const y1 = Math.min(page.height, Math.round(page.height - area.bottom * SCALE));
  let [minX, minY, maxX, maxY] = [page.width, page.height, -1, -1];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if (inked(page.pixels[y * page.width + x]!)) {
        [minX, maxX, minY, maxY] = [
          Math.min(minX, x),
          Math.max(maxX, x),
          Math.min(minY, y),
          Math.max(maxY, y),
        ];
      }
  if (maxX < 0) return { width: 0, height: 0, pixels: new Uint8Array() };
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = inked(page.pixels[(minY + y) * page.width + minX + x]!) ? 1 : 0;
  return { width, height, pixels };
}

/**
 * How far two ink masks differ: the share of inked pixels (of either) with no ink within a pixel of
 * them in the other, the masks laid one on the other by their top-left corners. Two renderings of the
 * same glyphs differ only by anti-aliasing at their edges (near 0); another glyph, order or mark
 * placement leaves whole strokes unmatched.
 */
export function inkDifference(a: Grey, b: Grey): number {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const at = (m: Grey, x: number, y: number) =>
    x >= 0 && y >= 0 && x < m.width && y < m.height ? m.pixels[y * m.width + x]! : 0;
  const near = (m: Grey, x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (at(m, x + dx, y + dy)) return true;
    return false;
  };
  let inked = 0;
  let unmatched = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [p, q] = [at(a, x, y), at(b, x, y)];
      if (!p && !q) continue;
      inked++;
      if ((p && !near(b, x, y)) || (q && !near(a, x, y))) unmatched++;
    }
  return inked === 0 ? 1 : unmatched / inked;
}
