import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { choose, mockAdminApi, on, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const failed = {
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
    const fetchMock = mockAdminApi(
      on('GET', '/v1/api/admin/jobs/', () =>
        jsonResponse(200, {
          count: 1,
          results: [retried ? { ...failed, status: 'queued' } : failed],
          counts,
        }),
      ),
      on('POST', '/v1/api/admin/jobs/41/retry/', () => {
        retried = true;
        return jsonResponse(200, { ...failed, status: 'queued' });
      }),
    );
    const { user } = await openAdmin('/admindash/jobs', 'Jobs');
    const table = within(await screen.findByRole('region', { name: 'Jobs' }));
    expect(table.getByText(failed.summary)).toBeInTheDocument();
    expect(table.getByText('451 Mailbox temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText(/2 queued, 0 running, 1 failed, 9 done/)).toBeInTheDocument();

    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/v1/api/admin/jobs/?status=failed&limit=20&offset=0',
      ),
    );

    await user.click(table.getByRole('button', { name: `Retry job 41: ${failed.summary}` }));
    await waitFor(() => expect(retried).toBe(true));
    await waitFor(() =>
      expect(table.queryByRole('button', { name: /Retry job 41/ })).not.toBeInTheDocument(),
    );
  });

  it('says so when there are no jobs', async () => {
    mockAdminApi(
      on('GET', '/v1/api/admin/jobs/', () => jsonResponse(200, { count: 0, results: [], counts })),
    );
    await openAdmin('/admindash/jobs', 'Jobs');
    expect(await screen.findByText('No jobs with this status.')).toBeInTheDocument();
  });
});
