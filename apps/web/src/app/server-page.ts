import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import type { LazyPage } from './lazy-page';

// biome-ignore lint/suspicious/noExplicitAny: options of queries of any data type (their functions take it)
type PageQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A public page rendered on the server (DESIGN §1): its code, named as Vite's manifest names the
 * module so the HTML can preload its chunk, and the queries it reads, fetched before rendering and
 * inlined into the HTML so the browser starts from them.
 */
export interface ServerPage {
  // biome-ignore lint/suspicious/noExplicitAny: the page's own props do not matter here
  page: LazyPage<any>;
  /** The page module's path from apps/web, e.g. 'src/features/home/home-page.tsx'. */
  chunk: string;
  /** The page draws from the query string (filters): each one is a page of its own for the cache. */
  readsSearch?: boolean;
  /** The page's queries for these route params and search: the same options its components use. */
  data?: (params: Params, search: URLSearchParams) => PageQuery[];
}

/** A route's `handle` marking it as server-rendered. */
export const serverRendered = (page: ServerPage) => ({ serverPage: page });

/** The server page of a matched route, if it is one. */
export const serverPageOf = (route: RouteObject): ServerPage | undefined =>
  (route.handle as { serverPage?: ServerPage } | undefined)?.serverPage;
