import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';

/** Renders the whole app at `path`, as a person arriving at that URL would see it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user };
}

/** Renders one component inside the app's providers (theme, queries, toasts); returns a user-event. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Tests with fake timers let them advance with real time too, so user-event's own pauses still end.
  const user = userEvent.setup({ delay: null });
  render(
    <Providers queryClient={queryClient} env="test">
      {ui}
    </Providers>,
  );
  return user;
}
