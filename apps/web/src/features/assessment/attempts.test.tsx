import {
  type Attempts,
  attemptRefusalCodes,
  assessmentMessages as m,
  testBankRoutes,
} from '@skillpath/contract';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, bareError, mockRoute } from '../../test/api-mock';
import { domains, fakeExamServer, freshAttempts, signIn } from './assessment-fixtures';
import { renderAssessment, startSection } from './assessment-test-kit';
import { formatDateTime } from './format';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => sessionStorage.clear());

const NEXT = '2026-02-02T10:00:00.000Z';
/** One attempt at the aptitude section used, the next a day away; the domain section untouched. */
const waiting: Attempts = {
  ...freshAttempts,
  sections: freshAttempts.sections.map((s) =>
    s.section === 'aptitude'
      ? { ...s, status: 'waiting', attempts_used: 1, attempts_left: 2, next_attempt_at: NEXT }
      : s,
  ),
};

// The attempt policy on the learner's side (issue 21): which attempt this is, and a clear refusal.
describe('attempts at an exam', { timeout: 30_000 }, () => {
  it('shows which attempt of how many is running', async () => {
    fakeExamServer();
    signIn();
    const { user } = renderAssessment('/exam/1');
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    expect(screen.getByText(m.attemptOf(1, 3))).toBeInTheDocument();
  });

  it('a refused start says how many attempts were used and when the next opens, with nothing to press', async () => {
    fakeExamServer({
      start: (section) =>
        section === 'aptitude'
          ? apiError(
              409,
              `${m.attemptsUsed(1, 3)} ${m.nextAttemptOpens(NEXT)}`,
              attemptRefusalCodes.notOpenYet,
            )
          : undefined,
      attempts: () => waiting,
    });
    signIn();
    renderAssessment('/exam/1');
    const notice = await screen.findByText(
      `${m.attemptsUsed(1, 3)} ${m.nextAttemptOpens(formatDateTime(NEXT))}`,
    );
    expect(notice).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Aptitude' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('falls back to the server’s words when the attempt state does not explain a refusal', async () => {
    const detail = m.attemptsUsed(3, 3);
    fakeExamServer({ start: () => apiError(409, detail, attemptRefusalCodes.exhausted) });
    signIn();
    const { user } = renderAssessment('/exam/1');
    await startSection(user, 'Aptitude');
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers no start while the attempt state cannot be read, and says so with Retry', async () => {
    const server = fakeExamServer({ attempts: () => bareError(500) });
    signIn();
    renderAssessment('/exam/1');
    expect(await screen.findByText('Failed to load your attempts at this exam.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Aptitude' })).not.toBeInTheDocument();
    expect(server.starts).toEqual([]);
  });

  it('the instructions say what the review will show: by default, not the correct options', async () => {
    fakeExamServer();
    signIn();
    renderAssessment('/exam/1');
    expect(await screen.findByText(m.reviewRuleHidden)).toBeInTheDocument();
  });

  it('the instructions say the correct options are shown where the domain shows them', async () => {
    fakeExamServer();
    mockRoute(
      testBankRoutes.domains,
      domains.map((d) => ({ ...d, show_correct_answers: true })),
    );
    signIn();
    renderAssessment('/exam/1');
    expect(await screen.findByText(m.reviewRuleShown)).toBeInTheDocument();
    expect(screen.queryByText(m.reviewRuleHidden)).not.toBeInTheDocument();
  });

  it('the review says right or wrong and, by default, names no correct option', async () => {
    const server = fakeExamServer({
      count: { aptitude: 2 },
      review: (sessionId) => ({
        session_id: sessionId,
        section: 'aptitude',
        domain_name: 'Python',
        score_percent: 50,
        correct_answers: 1,
        total_questions: 2,
        questions: [1, 2].map((n) => ({
          position: n,
          question: `Aptitude question ${n}?`,
          options: { A: 'a', B: 'b', C: 'c', D: 'd' },
          option_order: ['A', 'B', 'C', 'D'],
          selected_option: n === 1 ? ('A' as const) : ('B' as const),
          is_correct: n === 1,
        })),
        correct_options_shown: false,
        show_correct_answers: false,
        attempts_left: 2,
      }),
    });
    signIn();
    const { router, user } = renderAssessment('/exam/1');
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    server.sessions.get('aptitude')!.submitted_at = '2026-02-01T10:00:00.000Z';
    await router.navigate('/exam/1?review=101');
    expect(await screen.findByText(m.keyHidden)).toBeInTheDocument();
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('Wrong')).toBeInTheDocument();
    expect(screen.getByText('Your answer: A — right')).toBeInTheDocument();
    expect(screen.getByText('Your answer: B — wrong')).toBeInTheDocument();
    expect(screen.queryByText(/Correct answer/)).not.toBeInTheDocument();
  });
});
