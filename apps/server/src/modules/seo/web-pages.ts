import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageMeta, withPageMeta, withRenderedPage } from './html';
import { PageCache } from './page-cache';
import { notFoundMeta } from './page-meta';
import { type ApiAnswer, loadRenderer, type PageRenderer } from './renderer';
import { sendCachedPage, sendHtml } from './send-html';

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface WebPages {
  /** The route handler of a public page: index.html with `meta`'s tags, carrying the page rendered here. */
  page(meta: (request: FastifyRequest) => Promise<PageMeta> | PageMeta): PageHandler;
  /**
   * Any other address asked for as a page: the app, for the routes it draws itself (sign-in, the
   * dashboards, the exam), and the site's not-found page with status 404 for the rest.
   */
  other: PageHandler;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

/**
 * The web app's pages, served from its build in `root`; undefined when there is no build (the API
 * runs alone). Which addresses the app has a page for is asked of the app's own route table, through
 * its server build (entry-server.tsx matches the address): the router is the one place that says what
 * the app shows where, its catch-all route being the not-found page, so a second list of the app's
 * paths kept here (or in the contract) could only drift from it. Without the server build every
 * address gets the app, whose router then shows its not-found page in the browser.
 */
export function createWebPages(app: FastifyInstance, root: string): WebPages | undefined {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  // The build does not change under a running server: read the shell once.
  const shell = readFileSync(indexFile, 'utf8');
  const publicUrl = app.config.publicUrl;

  // The pages are rendered here from the web app's own components when its server build is there
  // (apps/web: `vite build --ssr`); without it the browser renders them. Loading it (React and every
  // page's components) is left out of the start: it begins once the server listens, or with the
  // first page asked for before that.
  let loading: Promise<PageRenderer | undefined> | undefined;
  const getRenderer = () => {
    loading ??= loadRenderer(root, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, 'the server renderer failed to load: the browser renders the pages');
      return undefined;
    });
    return loading;
  };
  app.addHook('onListen', async () => {
    setImmediate(() => void getRenderer());
  });
  const rendered = new PageCache(app.responseCache);
  // The renderer reads the API in-process, as an anonymous visitor: the same answers (and the same
  // cached catalogue reads) a browser would get, without a request over the network.
  const readApi = async (url: string): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      // Logged as the renderer's reads, not as a visitor's requests.
      remoteAddress: 'server-render',
    });
    let body: unknown;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body };
  };

  /** The page rendered on the server, or null for the shell (not a server page, or rendering failed). */
  const renderPage = async (request: FastifyRequest, renderer: PageRenderer | undefined) => {
    if (!renderer) return null;
    try {
      return await renderer.render(request.url, readApi);
    } catch (error) {
      // The browser can still render the page from the shell: a 200 with the shell, never a 500.
      request.log.error({ err: error }, 'server rendering failed: the browser renders the page');
      return null;
    }
  };

  const readMeta = async (
    request: FastifyRequest,
    meta: (request: FastifyRequest) => Promise<PageMeta> | PageMeta,
  ) => {
    try {
      return await meta(request);
    } catch (error) {
      // The app can still show the page (or its own error); a crawler just sees the generic tags.
      request.log.warn({ err: error }, 'page metadata unavailable');
      return undefined;
    }
  };

  return {
    page: (meta) => async (request, reply) => {
      const renderer = await getRenderer();
      const key = renderer?.cacheKey(request.url) ?? request.url;
      const cached = rendered.get(key);
      if (cached) return sendCachedPage(request, reply, cached);
      const generation = rendered.generation;
      const [found, page] = await Promise.all([readMeta(request, meta), renderPage(request, renderer)]);
      const shellWithMeta = found ? withPageMeta(shell, found, publicUrl) : shell;
      const metaStatus = found?.status ?? 200;
      if (!page || !renderer) return sendHtml(request, reply, shellWithMeta, metaStatus);
      const html = withRenderedPage(shellWithMeta, page, renderer.assetTags(page.chunks), renderer.dataId);
      const status = page.status === 404 || metaStatus === 404 ? 404 : 200;
      // Only found pages are kept: any address can ask for a missing one.
      if (status === 200) return sendCachedPage(request, reply, rendered.set(key, generation, html));
      return sendHtml(request, reply, html, status);
    },

    other: async (request, reply) => {
      const renderer = await getRenderer();
      const page = await renderPage(request, renderer);
      // One of the app's own routes, drawn by the browser from the shell.
      if (!page || !renderer) return sendHtml(request, reply, shell, 200);
      const withMeta =
        page.status === 404 ? withPageMeta(shell, notFoundMeta(pathOf(request)), publicUrl) : shell;
      const html = withRenderedPage(withMeta, page, renderer.assetTags(page.chunks), renderer.dataId);
      return sendHtml(request, reply, html, page.status);
    },
  };
}
