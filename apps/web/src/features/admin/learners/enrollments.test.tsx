import { enrollmentRoutes, learnerRoutes } from '@skillpath/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import { openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const enrollment = {
  id: 4,
  user_id: 3,
  name: 'Asha Rao',
  email: 'asha@example.com',
  course_id: 2,
  course_title: 'AWS Cloud',
  selected_at: '2025-03-05T09:00:00Z',
};

describe('enrollments and active learners', screenTestTimeout, () => {
  it('lists the enrollments of the days in the address, each learner a link, and clears the days', async () => {
    const asked = mockRoute(enrollmentRoutes.list, { count: 1, results: [enrollment] });
    const { user, router } = await openAdmin(
      '/admindash/enrollments?from=2025-03-01&to=2025-03-30',
      'Enrollments',
    );
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/admindash/learners/3',
    );
    expect(screen.getByRole('cell', { name: 'AWS Cloud' })).toBeInTheDocument();
    expect(asked.map((call) => call.query.toString())).toContain(
      'from=2025-03-01&to=2025-03-30&limit=20&offset=0',
    );
    expect(screen.getByLabelText('Enrolled from')).toHaveValue('2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Clear the dates' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when no enrollment matches, and offers a retry when the list fails', async () => {
    let fail = true;
    mockRoute(enrollmentRoutes.list, () =>
      fail ? apiError(500, 'Database down.') : { count: 0, results: [] },
    );
    const { user } = await openAdmin('/admindash/enrollments', 'Enrollments');
    expect(await screen.findByText(/Failed to load enrollments/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('No enrollments match.')).toBeInTheDocument();
  });

  it('narrows the learners to those active within the days in the address, shown and clearable', async () => {
    const asked = mockRoute(learnerRoutes.list, { count: 0, results: [] });
    const { user, router } = await openAdmin(
      '/admindash/learners?role=learner&active_from=2025-03-01&active_to=2025-03-30',
      'Learners',
    );
    await waitFor(() =>
      expect(asked.map((call) => call.query.toString())).toContain(
        'role=learner&active_from=2025-03-01&active_to=2025-03-30&limit=20&offset=0',
      ),
    );
    expect(screen.getByLabelText('Active from')).toHaveValue('2025-03-01');
    expect(screen.getByLabelText('Active until')).toHaveValue('2025-03-30');
    await user.click(screen.getByRole('button', { name: 'Clear the dates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=learner'));
  });
});
