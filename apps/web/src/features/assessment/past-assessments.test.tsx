import { type CombinedResult, examRoutes, assessmentMessages as m } from '@skillpath/contract';
import { QueryClient } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { apiError, mockRoute } from '../../test/api-mock';
import { otherResult, signIn } from './assessment-fixtures';
import { PastAssessments } from './past-assessments';

configure({ asyncUtilTimeout: 5000 });

/** The list of learner 7, whose results are `reply` (a list or a failure). */
function renderList(reply: CombinedResult[] | ReturnType<typeof apiError>) {
  signIn();
  const calls = mockRoute(examRoutes.combinedResults, ({ params }) =>
    params.id === '7' ? reply : apiError(404, 'Not found.'),
  );
  const router = createMemoryRouter([{ path: '*', element: <PastAssessments userId="7" /> }]);
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return calls;
}

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('past assessments', { timeout: 30_000 }, () => {
  it('lists each submitted section with domain, section, score, date and a link to its review', async () => {
    const python = {
      ...otherResult,
      domain_id: 1,
      domain_name: 'Python',
      session_id: 101,
      correct_answers: 7,
      score_percent: 70,
      submitted_at: '2026-02-01T10:00:00.000Z',
      attempt_number: 2,
      counted: false,
    };
    renderList([python, otherResult]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // The attempt's number, and "Counts" on the one the domain's policy counts.
    expect(rows[0]).toHaveTextContent('PythonAptitude27/10 (70%)1 Feb 2026');
    expect(rows[1]).toHaveTextContent('JavaAptitude1Counts9/10 (90%)');
    expect(within(rows[0]!).getByRole('link', { name: 'Review Python Aptitude' })).toHaveAttribute(
      'href',
      '/exam/1?review=101',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Review Java Aptitude' })).toHaveAttribute(
      'href',
      '/exam/2?review=55',
    );
  });

  it('says when there are none and offers the domain list', async () => {
    renderList([]);
    expect(await screen.findByText(m.noResults)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a domain' })).toHaveAttribute(
      'href',
      '/domain-selection',
    );
  });

  it('says when they cannot be loaded, with Retry', async () => {
    renderList(apiError(500, 'Internal server error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.resultsFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
