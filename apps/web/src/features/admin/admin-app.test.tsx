import { authMessages, catalogueRoutes, overviewRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';
import { openAdmin, preloadAdminArea, screenTestTimeout } from './admin-test-kit';

preloadAdminArea();

/** The home page, where a visitor who may not see the admin area lands, lists the courses and batches. */
function mockHomePage() {
  mockRoute(catalogueRoutes.courses, []);
  mockRoute(catalogueRoutes.batches, []);
}

describe('admin area', screenTestTimeout, () => {
  it('sends a visitor who is not signed in to /home', async () => {
    mockHomePage();
    const { router } = renderApp('/admindash/training');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The first test of the file also waits for the home page's code.
    expect(
      await screen.findByText(authMessages.adminOnlySignedOut, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in learner to /home', async () => {
    mockHomePage();
    startSession(learnerToken());
    const { router, user } = renderApp('/admindash');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    // Told why, on the page they land on, until they close the notice.
    const notice = await screen.findByText(authMessages.adminOnlyLearner);
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(notice).not.toBeInTheDocument();
  });

  it('shows the Overview for the empty child path, with the sidebar of every screen', async () => {
    mockRoute(overviewRoutes.overview, apiError(503, 'Later.'));
    const { router } = await openAdmin('/admindash', 'Overview', 15_000);
    expect(router.state.location.pathname).toBe('/admindash/overview');

    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Training', '/admindash/training'],
      ['Internships', '/admindash/internship'],
      ['Batches', '/admindash/batches'],
      ['Placements', '/admindash/placement'],
      ['Workshops', '/admindash/workshop'],
      ['Online tests', '/admindash/onlinetestadmin'],
      ['Enquiries', '/admindash/enquiries'],
      ['Demo bookings', '/admindash/demo-bookings'],
      ['Employer leads', '/admindash/employer-leads'],
      ['Assessment requests', '/admindash/assessment-requests'],
      ['Learners', '/admindash/learners'],
      ['Audit log', '/admindash/audit-log'],
      ['Billing settings', '/admindash/billing-settings'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
