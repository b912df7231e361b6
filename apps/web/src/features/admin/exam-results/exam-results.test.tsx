import { type TestResult, testBankRoutes, testOverrideCodes, testResultRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import { openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';
import { domain } from '../online-tests/bank-fixtures';

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
const page = (results: TestResult[]) => ({ count: results.length, results });
/** The domains of the filter, and the attempts as `answer` gives them; returns the report's calls. */
const mockReport = (answer: Parameters<typeof mockRoute<typeof testResultRoutes.list>>[1]) => {
  mockRoute(testBankRoutes.domains, [domain(2, { name: 'Java' })]);
  return mockRoute(testResultRoutes.list, answer);
};

describe('test results report', screenTestTimeout, () => {
  it('shows a spinner while the attempts load', async () => {
    mockReport(() => new Promise(() => {}));
    await openAdmin('/admindash/test-results', 'Test results');
    expect(await screen.findByRole('status', { name: 'Loading test results' })).toBeInTheDocument();
  });

  it('says so when no attempt matches', async () => {
    mockReport(page([]));
    await openAdmin('/admindash/test-results', 'Test results');
    expect(await screen.findByText('No attempts match these filters.')).toBeInTheDocument();
  });

  it('shows the failure with Retry, which loads again', async () => {
    let calls = 0;
    mockReport(() => {
      calls += 1;
      return calls === 1 ? apiError(500, 'Database down.') : page([attempt()]);
    });
    const { user } = await openAdmin('/admindash/test-results', 'Test results');
    expect(await screen.findByText('Failed to load test results: Database down.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Test results' })).toBeInTheDocument();
  });

  it('lists attempts with outcome, score and time, and filters by domain and candidate', async () => {
    const calls = mockReport(
      page([
        attempt({
          id: 30,
          outcome: 'expired',
          score_percent: 40,
          correct_answers: 4,
          time_taken_seconds: 1500,
        }),
      ]),
    );
    const { user } = await openAdmin('/admindash/test-results?domain_id=2', 'Test results');
    const table = within(await screen.findByRole('region', { name: 'Test results' }));
    expect(table.getByText('Expired')).toBeInTheDocument();
    expect(table.getByRole('cell', { name: '40% (4/10)' })).toBeInTheDocument();
    expect(table.getByRole('cell', { name: '25 min 00 s' })).toBeInTheDocument();
    expect(calls.some(({ query }) => query.get('domain_id') === '2')).toBe(true);
    await user.click(table.getByRole('button', { name: 'Asha Nair' }));
    await waitFor(() => expect(calls.some(({ query }) => query.get('user_id') === '9')).toBe(true));
    expect(await screen.findByRole('link', { name: 'Candidate: Asha Nair' })).toHaveAttribute(
      'href',
      '/admindash/learners/9',
    );
  });

  it('gives a running attempt extra time and shows a refusal from the server', async () => {
    mockReport(page([attempt()]));
    let tries = 0;
    const extended = mockRoute(testResultRoutes.extend, ({ params }) => {
      if (params.id !== '31') return apiError(404);
      tries += 1;
      return tries === 1
        ? apiError(409, 'Only an attempt in progress can get extra time.', testOverrideCodes.notRunning)
        : attempt({ deadline_at: '2030-01-15T10:40:00.000Z' });
    });
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
    expect(extended.map((call) => call.body)).toEqual([{ minutes: 15 }, { minutes: 15 }]);
  });
});
