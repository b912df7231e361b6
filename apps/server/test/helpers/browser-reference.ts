import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';

/**
 * Each line on a page of its own, printed to PDF by Chromium in the given font file: Chromium shapes
 * with its own HarfBuzz, the way a browser or a phone shows the name, so its PDF is the reference a
 * certificate's drawing is compared with.
 */
export function browserPdf(lines: { text: string; fontFile: string; sizePt: number; weight: number }[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'browser-reference-'));
  const resolve = createRequire(import.meta.url).resolve;
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  try {
    const html = [
      '<!doctype html><meta charset="utf-8"><style>',
      '@page { size: 842pt 160pt; margin: 0 } html, body { margin: 0 }',
      'div { padding: 40pt; white-space: nowrap; break-after: page; }',
      ...lines.map(
        (l, i) =>
          `@font-face { font-family: f${i}; src: url("${pathToFileURL(resolve(l.fontFile))}"); font-weight: ${l.weight}; }` +
          ` .l${i} { font: ${l.weight} ${l.sizePt}pt f${i}; }`,
      ),
      '</style>',
      ...lines.map((l, i) => `<div class="l${i}">${escapeHtml(l.text)}</div>`),
    ].join('\n');
    writeFileSync(path.join(dir, 'lines.html'), html);
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        `--user-data-dir=${path.join(dir, 'profile')}`,
        '--no-pdf-header-footer',
        `--print-to-pdf=${path.join(dir, 'lines.pdf')}`,
        pathToFileURL(path.join(dir, 'lines.html')).href,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    return readFileSync(path.join(dir, 'lines.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
