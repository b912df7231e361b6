/** Greedy word wrap to lines of at most `width` characters (a word longer than that stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Covers already drawn in this process, by index and title: the same pair always gives the same
 * picture, and a process that seeds many databases (the test suite seeds some forty, each drawing about
 * twenty covers at ~35 ms of CPU apiece) draws each once. The demo's covers are under 1 MB in all.
 */
const drawn = new Map<string, Promise<Buffer>>();

/**
 * A cover picture for demo content, drawn from a gradient, a few shapes and the title so the demo
 * works offline with no image files in the repository. WebP, 800×450.
 */
export function renderCover(title: string, index: number): Promise<Buffer> {
  const key = `${index}\n${title}`;
  let cover = drawn.get(key);
  if (!cover) {
    cover = drawCover(title, index);
    drawn.set(key, cover);
    cover.catch(() => drawn.delete(key)); // a failed drawing is tried again next time
  }
  return cover;
}

async function drawCover(title: string, index: number): Promise<Buffer> {
  const hue = (index * 47 + 200) % 360;
  const lines = wrap(title, 24).slice(0, 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="48" y="${330 + i * 56 - (lines.length - 1) * 56}" font-size="48">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},75%,28%)"/>
  </linearGradient></defs>
  <rect width="800" height="450" fill="url(#g)"/>
  <circle cx="680" cy="90" r="150" fill="#fff" opacity="0.08"/>
  <circle cx="740" cy="360" r="90" fill="#fff" opacity="0.1"/>
  <rect x="48" y="60" width="120" height="8" rx="4" fill="#fff" opacity="0.7"/>
  <g font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-weight="700" fill="#fff">${text}</g>
</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
