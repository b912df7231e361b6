import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { routes } from './router';
import { serverPageOf } from './server-page';

/**
 * The browser's router over the app's routes. `hydrating`: the page was rendered by the server, so the
 * router starts from it as it is (hydration data, of which our routes have none: their data comes with
 * the page). Without it, the router's first render scrolls to the top: a visitor who had scrolled the
 * server's page while its code loaded was thrown back up, and the tap they were making landed on
 * whatever was there instead.
 */
export const createRouter = (hydrating = false) =>
  createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);

/** The whole app as the browser renders or hydrates it. */
export function clientApp(queryClient: QueryClient, router: ReturnType<typeof createRouter>) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * Loads the code of the server-rendered page at this address, so hydration draws the same tree as the
 * server did instead of waiting on a lazy component. A failed download is retried when the page
 * renders, and shown as the route's error if it fails again.
 */
export async function preloadPage(location: Location) {
  const page = matchRoutes(routes, location)
    ?.map(({ route }) => serverPageOf(route))
    .find(Boolean);
  await Promise.resolve(page?.preload()).catch(() => undefined);
}
