import type { RouteObject } from 'react-router';
import type { LazyPage } from './lazy-page';

/**
 * A route's `handle` marking it as a public page rendered on the server (DESIGN §1): its page, whose
 * code is loaded before rendering and before hydrating. What the server needs besides is in
 * server-pages.ts, by the route's path.
 */
// biome-ignore lint/suspicious/noExplicitAny: the page's own props do not matter here
export const serverRendered = (page: LazyPage<any>) => ({ serverPage: page });

/** The page of a matched route, if it is rendered on the server. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export const serverPageOf = (route: RouteObject): LazyPage<any> | undefined =>
  // biome-ignore lint/suspicious/noExplicitAny: as above
  (route.handle as { serverPage?: LazyPage<any> } | undefined)?.serverPage;
