import type { TestResult } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentBody } from '../../../test/fetch';
import { mockAdminApi, on, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const attempt = (over: Partial<TestResult> = {}): TestResult => ({
  id: 31,
  user_id: 9,
  candidate_name: 'Asha Nair',
  candidate_email: 'asha@example.com',
  domain_id: 2,
  domain_name: 'Java',
  section: 'aptitude',
  attempt_number: 1,
  outcome: 'in_progress',
  started_at: '2030-01-15T10:00:00.000Z',
  deadline_at: '2030-01-15T10:25:00.000Z',
  submitted_at: null,
  time_taken_seconds: 605,
  correct_answers: null,
  total_questions: 10,
  score_percent: null,
  ...over,
});
const domains = on('GET', '/v1/api/domains/', () => jsonResponse(200, [{ id: 2, name: 'Java' }]));
const page = (results: TestResult[]) => jsonResponse(200, { count: results.length, results });

describe('test results report', screenTestTimeout, () => {
  it('shows a spinner while the attempts load', async () => {
    mockAdminApi(
      domains,
      on('GET', '/v1/api/test-sessions/', () => new Promise<Response>(() => {})),
    );
    await openAdmin('/admindash/test-results', 'Test results');
    expect(await screen.findByRole('status', { name: 'Loading test results' })).toBeInTheDocument();
  });

  it('says so when no attempt matches', async () => {
    mockAdminApi(
      domains,
      on('GET', '/v1/api/test-sessions/', () => page([])),
    );
    await openAdmin('/admindash/test-results', 'Test results');
    expect(await screen.findByText('No attempts match these filters.')).toBeInTheDocument();
  });

  it('shows the failure with Retry, which loads again', async () => {
    let calls = 0;
    mockAdminApi(
      domains,
      on('GET', '/v1/api/test-sessions/', () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { detail: 'Database down.' }) : page([attempt()]);
      }),
    );
    const { user } = await openAdmin('/admindash/test-results', 'Test results');
    expect(await screen.findByText('Failed to load test results: Database down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Test results' })).toBeInTheDocument();
  });

  it('lists attempts with outcome, score and time, and filters by domain and candidate', async () => {
    const fetchMock = mockAdminApi(
      domains,
      on('GET', '/v1/api/test-sessions/', () =>
        page([
          attempt({
            id: 30,
            outcome: 'expired',
            score_percent: 40,
            correct_answers: 4,
            time_taken_seconds: 1500,
          }),
        ]),
      ),
    );
    const { user } = await openAdmin('/admindash/test-results?domain_id=2', 'Test results');
    const table = within(await screen.findByRole('region', { name: 'Test results' }));
    expect(table.getByText('Expired')).toBeInTheDocument();
    expect(table.getByRole('cell', { name: '40% (4/10)' })).toBeInTheDocument();
    expect(table.getByRole('cell', { name: '25 min 00 s' })).toBeInTheDocument();
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls().some((u) => u.includes('/v1/api/test-sessions/?domain_id=2&'))).toBe(true);
    await user.click(table.getByRole('button', { name: 'Asha Nair' }));
    await waitFor(() => expect(urls().some((u) => u.includes('user_id=9'))).toBe(true));
    expect(await screen.findByRole('link', { name: 'Candidate: Asha Nair' })).toHaveAttribute(
      'href',
      '/admindash/learners/9',
    );
  });

  it('gives a running attempt extra time and shows a refusal from the server', async () => {
    let extended = 0;
    const fetchMock = mockAdminApi(
      domains,
      on('GET', '/v1/api/test-sessions/', () => page([attempt()])),
      on('POST', '/v1/api/test-sessions/31/extend/', () => {
        extended += 1;
        return extended === 1
          ? jsonResponse(409, { detail: 'Only an attempt in progress can get extra time.', code: 'x' })
          : jsonResponse(200, attempt({ deadline_at: '2030-01-15T10:40:00.000Z' }));
      }),
    );
    const { user } = await openAdmin('/admindash/test-results', 'Test results');
    const table = within(await screen.findByRole('region', { name: 'Test results' }));
    await user.click(table.getByRole('button', { name: 'Override attempt 1 of Asha Nair' }));
    expect(await screen.findByRole('menuitem', { name: 'Reopen attempt' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Give extra time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Give extra time' }));
    const minutes = dialog.getByRole('textbox', { name: 'Extra minutes' });
    await user.clear(minutes);
    await user.click(dialog.getByRole('button', { name: 'Extend deadline' }));
    expect(await dialog.findByText('Enter the number of minutes.')).toBeInTheDocument();
    await user.type(minutes, '15');
    await user.click(dialog.getByRole('button', { name: 'Extend deadline' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only an attempt in progress can get extra time.',
    );
    await user.click(dialog.getByRole('button', { name: 'Extend deadline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.findLastIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({ minutes: 15 });
  });
});
