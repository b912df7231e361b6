import { describe, expect, it } from 'vitest';
import { priorityImagePreload, withRenderedPage } from '../../src/modules/seo/html';

const shell = `<!doctype html>
<html>
  <head>
    <title>Skillpath</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("the page's largest picture is fetched from the head", () => {
  it('preloads the image the page marks fetchpriority="high", before the entry script', () => {
    const html = withRenderedPage(
      shell,
      {
        html: '<img src="/media/a.webp" loading="lazy"/><img class="x" src="/media/b.webp?v=1&amp;w=2" alt="" fetchpriority="high"/>',
        data: '[]',
      },
      '<link rel="modulepreload" crossorigin href="/assets/home.js">',
      'ssr-data',
    );
    const preload = '<link rel="preload" as="image" href="/media/b.webp?v=1&amp;w=2" fetchpriority="high">';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('carries the srcset and sizes, so the preload fetches the file the image will use', () => {
    expect(
      priorityImagePreload(
        '<img srcset="/m/a-400.webp 400w, /m/a-800.webp 800w" sizes="(max-width: 600px) 90vw, 400px" src="/m/a-800.webp" fetchpriority="high">',
      ),
    ).toBe(
      '<link rel="preload" as="image" href="/m/a-800.webp" imagesrcset="/m/a-400.webp 400w, /m/a-800.webp 800w" imagesizes="(max-width: 600px) 90vw, 400px" fetchpriority="high">',
    );
  });

  it('adds nothing when no picture is marked, or the marked one has nothing to fetch', () => {
    expect(priorityImagePreload('<img src="/media/a.webp" alt="">')).toBe('');
    expect(priorityImagePreload('<img alt="" fetchpriority="high">')).toBe('');
    expect(priorityImagePreload('<img src="data:image/svg+xml,%3csvg%3e" fetchpriority="high">')).toBe('');
    expect(withRenderedPage(shell, { html: '<p>text</p>', data: '[]' }, '', 'ssr-data')).not.toContain(
      'rel="preload"',
    );
  });
});
