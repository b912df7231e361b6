import { type Placement, placementRoutes, type Workshop, workshopRoutes } from '@skillpath/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import { openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const placement = {
  id: 5,
  placement_featuredjob_title: 'Data Analyst',
  placement_featuredjob_company: 'Acme',
};
const application = {
  id: 1,
  placement_id: 5,
  job_title: 'Data Analyst',
  company: 'Acme',
  applicant_id: 3,
  applicant_name: 'Asha Rao',
  applicant_email: 'asha@example.com',
  applicant_phone: '',
  best_progress: 62,
  resume_request_id: null,
  created_at: '2025-03-05T09:00:00Z',
};
const workshop = { id: 3, title: 'Resume clinic', date: '2025-04-02', already_enrolled: 18, capacity: 40 };
const registration = {
  id: 1,
  workshop_id: 3,
  workshop_title: 'Resume clinic',
  user_id: 3,
  name: 'Asha Rao',
  email: 'asha@example.com',
  created_at: '2025-03-05T09:00:00Z',
};

describe('job applications and workshop registrations', screenTestTimeout, () => {
  it('reads the placement and the days from the address, shows them, and clears the days', async () => {
    mockRoute(placementRoutes.list, [placement as unknown as Placement]);
    const asked = mockRoute(placementRoutes.applications, { count: 1, results: [application] });
    const { user, router } = await openAdmin(
      '/admindash/job-applications?placement_id=5&from=2025-03-01&to=2025-03-30',
      'Job applications',
    );
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/admindash/learners/3',
    );
    expect(asked.map((call) => call.query.toString())).toContain(
      'placement_id=5&from=2025-03-01&to=2025-03-30&limit=20&offset=0',
    );
    expect(screen.getByText('62%')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Placement' })).toHaveValue('Data Analyst, Acme'),
    );
    expect(screen.getByLabelText('Applied from')).toHaveValue('2025-03-01');

    await user.click(screen.getByRole('button', { name: 'Clear the dates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?placement_id=5'));
  });

  it('shows the seats of the chosen workshop: its registrations and those entered on its card', async () => {
    mockRoute(workshopRoutes.list, [workshop as unknown as Workshop]);
    mockRoute(workshopRoutes.registrations, {
      count: 2,
      results: [registration, { ...registration, id: 2, name: 'Ravi' }],
    });
    await openAdmin('/admindash/workshop-registrations?workshop_id=3', 'Workshop registrations');
    const seats =
      'Resume clinic (2 Apr 2025): 18 of 40 seats taken (2 registered on the site, 16 entered on the workshop card).';
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === seats),
    ).toBeInTheDocument();
    expect(screen.getByText('18 of 40 seats taken').tagName).toBe('STRONG');
    expect(screen.getByRole('cell', { name: 'Ravi' })).toBeInTheDocument();
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    let fail = true;
    mockRoute(workshopRoutes.list, []);
    mockRoute(workshopRoutes.registrations, () =>
      fail ? apiError(500, 'Database down.') : { count: 0, results: [] },
    );
    const { user } = await openAdmin('/admindash/workshop-registrations', 'Workshop registrations');
    expect(await screen.findByText(/Failed to load workshop registrations/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('No registrations match.')).toBeInTheDocument();
  });
});
