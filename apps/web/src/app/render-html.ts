/**
 * The markup of a server-rendered page (entry-server.tsx), on the server only: React's Node renderers.
 */

import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** How long a render may take before the visitor is better served by the client-rendered page. */
const RENDER_TIMEOUT_MS = 5000;

/** Renders to a string once everything (lazy parts included) is ready; any render error rejects. */
export function renderWhenReady(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      reject(error);
      stream.abort();
    };
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The page is sent whole, never in pieces: a large Suspense boundary would otherwise be sent
      // apart and revealed by an inline script, which the CSP (rightly) refuses to run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError: fail,
      // An error inside a Suspense boundary would be retried by the browser: the visitor is better
      // served by the client-rendered page than by a half-rendered one.
      onError: fail,
    });
    const timer = setTimeout(
      () => fail(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
}

/** React's mark of a Suspense boundary left to the browser: something in it threw or was still loading. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup. Its code and data are loaded before it is rendered, so the page renders in one
 * synchronous pass (renderToString, about a fifth cheaper than the same render through a stream: no
 * bytes encoded and decoded again) to the very same HTML. A part that still suspends or throws comes
 * out of that pass as a boundary left to the browser: such a page is rendered again by the stream,
 * which waits for it or fails, as before.
 */
export function renderToHtml(element: ReactNode): string | Promise<string> {
  const html = renderToString(element);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderWhenReady(element) : html;
}
