import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, renderWhenReady } from './render-html';

function Card({ title }: { title: string }) {
  return (
    <article>
      <h2>{title}</h2>
      <p>Fee: {0}</p>
    </article>
  );
}

function Broken(): never {
  throw new Error('part exploded');
}

describe('the markup of a server-rendered page', () => {
  it('is made in one pass when nothing is left to load, as the stream would make it', async () => {
    const page = (
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Card title="Data Science" />
        </Suspense>
      </main>
    );
    const html = renderToHtml(page);
    expect(typeof html).toBe('string');
    expect(html).toContain('<h2>Data Science</h2>');
    expect(html).not.toContain('loading');
    expect(html).toBe(await renderWhenReady(page));
  });

  it('waits for a part still loading, never sends its fallback', async () => {
    let arrive: (module: { default: typeof Card }) => void = () => {};
    const Late = lazy(() => new Promise<{ default: typeof Card }>((resolve) => (arrive = resolve)));
    const rendering = renderToHtml(
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Late title="Machine Learning" />
        </Suspense>
      </main>,
    );
    expect(rendering).toBeInstanceOf(Promise);
    arrive({ default: Card });
    const html = await rendering;
    expect(html).toContain('<h2>Machine Learning</h2>');
    expect(html).not.toContain('loading');
    expect(html).not.toContain('<!--$!-->');
  });

  it('fails when a part throws inside a Suspense boundary (the browser then renders the page)', async () => {
    await expect(
      Promise.resolve().then(() =>
        renderToHtml(
          <main>
            <Suspense fallback={<p>loading</p>}>
              <Broken />
            </Suspense>
          </main>,
        ),
      ),
    ).rejects.toThrow('part exploded');
  });

  it('fails when a part throws outside any boundary', () => {
    expect(() =>
      renderToHtml(
        <main>
          <Broken />
        </main>,
      ),
    ).toThrow('part exploded');
  });
});
