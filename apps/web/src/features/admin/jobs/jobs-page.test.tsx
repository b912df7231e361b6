import { type Job, jobRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { choose, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const failed: Job = {
  id: 41,
  kind: 'mail',
  summary: 'Reset your Skillpath password → asha@example.com',
  status: 'failed',
  attempts: 30,
  last_error: '451 Mailbox temporarily unavailable',
  run_at: '2030-01-15T10:00:00.000Z',
  created_at: '2030-01-14T10:00:00.000Z',
  finished_at: '2030-01-15T10:00:00.000Z',
};
const counts = { queued: 2, running: 0, failed: 1, done: 9 };

describe('jobs', screenTestTimeout, () => {
  it('shows a failed job with its last error, filters by status and retries it', async () => {
    let retried = false;
    const asked = mockRoute(jobRoutes.list, () => ({
      count: 1,
      results: [retried ? { ...failed, status: 'queued' } : failed],
      counts,
    }));
    const retries = mockRoute(jobRoutes.retry, () => {
      retried = true;
      return { ...failed, status: 'queued' };
    });
    const { user } = await openAdmin('/admindash/jobs', 'Jobs');
    const table = within(await screen.findByRole('region', { name: 'Jobs' }));
    expect(table.getByText(failed.summary)).toBeInTheDocument();
    expect(table.getByText('451 Mailbox temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText(/2 queued, 0 running, 1 failed, 9 done/)).toBeInTheDocument();

    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() =>
      expect(asked.map((call) => call.query.toString())).toContain('status=failed&limit=20&offset=0'),
    );

    await user.click(table.getByRole('button', { name: `Retry job 41: ${failed.summary}` }));
    await waitFor(() => expect(retried).toBe(true));
    expect(retries.map((call) => call.params)).toEqual([{ id: '41' }]);
    await waitFor(() =>
      expect(table.queryByRole('button', { name: /Retry job 41/ })).not.toBeInTheDocument(),
    );
  });

  it('says so when there are no jobs', async () => {
    mockRoute(jobRoutes.list, { count: 0, results: [], counts });
    await openAdmin('/admindash/jobs', 'Jobs');
    expect(await screen.findByText('No jobs with this status.')).toBeInTheDocument();
  });
});
