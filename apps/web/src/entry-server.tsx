/**
 * Server rendering of the public pages (DESIGN §1), built by `vite build --ssr` into dist-server/ and
 * loaded by the API server at run time (apps/server/src/modules/seo). The server hands in how to read
 * its API in-process; nothing here imports the server.
 */

import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type Params,
  StaticRouterProvider,
} from 'react-router';
import type { LazyPage } from './app/lazy-page';
import { Providers } from './app/providers';
import { renderToHtml } from './app/render-html';
import { routes } from './app/router';
import { serverPageOf } from './app/server-page';
import { type ServerPageData, serverPages } from './app/server-pages';
import { serializeQueries } from './app/ssr-data';
import { ApiRequestError, answerApiInProcess, type InProcessAnswer } from './lib/api';

export { PAGE_SCRIPTS_ID, SSR_DATA_ID } from './app/ssr-data-id';

export interface RenderedPage {
  /** 404 for the not-found page, and when the page's own data names nothing (an unknown course id). */
  status: 200 | 404;
  /** The markup of #root. */
  html: string;
  /** The page's queries as JSON safe inside a <script type="application/json"> element. */
  data: string;
  /** Manifest keys (module paths) of the page's code, for modulepreload links. */
  chunks: string[];
}

const handler = createStaticHandler(routes);

// biome-ignore lint/suspicious/noExplicitAny: the page's own props do not matter here
type PageMatch = { params: Params; page: LazyPage<any>; server: ServerPageData } | null;

// Matching ranks every route of the app; a cached page is looked up on every request, so its path's
// match is remembered (bounded: any path can be asked for).
const matched = new Map<string, PageMatch>();
const MAX_MATCHED = 1000;

/** The server-rendered page at `pathname`, if it is one. */
function matchPage(pathname: string): PageMatch {
  let found = matched.get(pathname);
  if (found === undefined) {
    const match = matchRoutes(routes, pathname)?.at(-1);
    const page = match && serverPageOf(match.route);
    const server = match?.route.path ? serverPages[match.route.path] : undefined;
    found = match && page && server ? { params: match.params, page, server } : null;
    if (matched.size >= MAX_MATCHED) matched.clear();
    matched.set(pathname, found);
  }
  return found;
}

/**
 * What the rendered HTML of `url` depends on, for caching it: the path, and the query string only
 * for pages that read it (so `?utm_source=…` on a shared link is still the cached page).
 */
export function cacheKey(url: string): string {
  const location = new URL(url, 'http://localhost');
  return matchPage(location.pathname)?.server.readsSearch
    ? `${location.pathname}${location.search}`
    : location.pathname;
}

/**
 * The HTML and data of a public page, or null when `url` is not a server-rendered page (the browser
 * renders it). `readApi(path)` answers a GET of the API in-process, as an anonymous visitor.
 */
export async function render(
  url: string,
  readApi: (path: string) => Promise<InProcessAnswer>,
): Promise<RenderedPage | null> {
  answerApiInProcess(readApi);
  const location = new URL(url, 'http://localhost');
  const match = matchPage(location.pathname);
  if (!match) return null;
  const { params, page, server } = match;

  // A render reads each query once; retries and refetches are the browser's business.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const queries = server.data?.(params, location.searchParams) ?? [];
  await Promise.all([page.preload(), ...queries.map((query) => queryClient.prefetchQuery(query))]);

  const context = await handler.query(new Request(location.href));
  // A redirect or a thrown response: left to the browser's router.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );

  const missing = queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.error instanceof ApiRequestError && state.error.status === 404);
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return {
    status: missing || server.notFound ? 404 : 200,
    html,
    data: serializeQueries(state),
    chunks: [server.chunk],
  };
}
