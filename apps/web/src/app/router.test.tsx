import { catalogueRoutes } from '@skillpath/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { batches, courses } from '../features/home/home-fixtures';
import { mockRoute } from '../test/api-mock';
import { renderApp } from '../test/render';

/** What /home reads: the courses and the upcoming batches. */
function serveCatalogue() {
  mockRoute(catalogueRoutes.courses, courses);
  mockRoute(catalogueRoutes.batches, batches);
}

describe('route table', () => {
  it('sends the empty path to /home', async () => {
    serveCatalogue();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /your path to/i });
    expect(router.state.location.pathname).toBe('/home');
  });

  it.each([
    ['/tabledata', 'Sample users'],
    ['/hire-hero', 'Hire the Best Industry-Ready Talent'],
    ['/findyourmatch', 'Find your match'],
  ])('shows the real page at %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('has the header, navigation, main and footer landmarks', async () => {
    serveCatalogue();
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });
});
