import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { serverPageOf } from './app/server-page';
import { hydrateQueries, SSR_DATA_ID } from './app/ssr-data';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
);

// A public page arrives rendered, with the data it was rendered from (apps/server, modules/seo).
const data = document.getElementById(SSR_DATA_ID);
if (data) {
  hydrateQueries(queryClient, data.textContent ?? '');
  // The page's code is in hand before hydrating (the HTML preloads it), so hydration draws the same
  // tree as the server did instead of waiting on a lazy component.
  const page = matchRoutes(routes, window.location)
    ?.map(({ route }) => serverPageOf(route))
    .find(Boolean);
  // A failed download is retried when the page renders, and shown as the route's error if it fails again.
  void Promise.resolve(page?.page.preload())
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
