import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { serverPageOf } from './server-page';
import { serverPages } from './server-pages';

const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

describe('server-rendered pages', () => {
  it('the routes marked in the router and the pages the server knows how to render are the same', () => {
    const marked = allRoutes(routes)
      .filter((route) => serverPageOf(route))
      .map((route) => route.path);
    expect(marked.sort()).toEqual(Object.keys(serverPages).sort());
  });
});
