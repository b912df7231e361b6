import { assessmentMessages as m } from '@skillpath/contract';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeExamServer, freshAttempts, makeSession, signIn } from './assessment-fixtures';
import { renderAssessment, startSection } from './assessment-test-kit';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The exam, starting Aptitude unless this tab resumes it by itself (a reload). */
async function openExam({ resumes = false } = {}) {
  signIn();
  const app = renderAssessment('/exam/1');
  if (!resumes) await startSection(app.user, 'Aptitude');
  await screen.findByText('Aptitude question 1?');
  return app;
}

const timer = () => screen.getByRole('timer');
const userClick = async (el: HTMLElement) => act(() => fireEvent.click(el));

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('exam: Time Left', { timeout: 30_000 }, () => {
  it('counts down to the server deadline and, at zero, submits the section and says so', async () => {
    const server = fakeExamServer({ seconds: 65 });
    await openExam();
    expect(screen.getByText('Time Left')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('01:05');

    act(() => vi.advanceTimersByTime(60_000));
    expect(timer()).toHaveTextContent('00:05');
    expect(server.submitted).toEqual([]);

    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(server.submitted).toEqual([101]));
    // The expiry is told where the person is, and nothing moves them into the next section.
    const notice = await screen.findByRole('status', { name: /Aptitude is closed/ });
    expect(notice).toHaveTextContent(m.timeOver);
    expect(server.starts).toEqual(['aptitude']);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await userClick(within(notice).getByRole('button', { name: 'Continue to Domain Questions' }));
    expect(await screen.findByRole('button', { name: 'Start Domain Questions' })).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude']);
  });

  it('shows what the server has left for a section started elsewhere, on the server’s clock', async () => {
    // Issue #22: started on another device 41 s ago, not answered; the server's clock runs 5 minutes
    // behind this browser's. The full length (25:00) or this clock's view would both be wrong.
    const skew = -300_000;
    const session = makeSession('aptitude', {
      seconds: 1500,
      startedAt: new Date(Date.now() + skew - 41_000),
    });
    const server = fakeExamServer({
      start: () => ({ ...session, server_now: new Date(Date.now() + skew).toISOString() }),
      attempts: () => ({
        ...freshAttempts,
        sections: freshAttempts.sections.map((s) =>
          s.section === 'aptitude' ? { ...s, status: 'open', attempts_used: 1, open_session_id: 101 } : s,
        ),
      }),
    });
    await openExam({ resumes: true });
    expect(server.starts).toEqual(['aptitude']);
    expect(timer()).toHaveTextContent(/^24:1[89]$/);
  });

  it('keeps the clock over a reload: the open section resumes where its time stood', async () => {
    const server = fakeExamServer({ seconds: 120 });
    await openExam();
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer()).toHaveTextContent('01:30');

    cleanup();
    await openExam({ resumes: true });
    expect(server.starts).toEqual(['aptitude', 'aptitude']);
    expect(timer()).toHaveTextContent('01:30');
  });

  it('after a reload past the deadline, the section is not started again: it is submitted', async () => {
    const server = fakeExamServer({ seconds: 60 });
    await openExam();
    cleanup();
    act(() => vi.advanceTimersByTime(61_000));

    signIn();
    renderAssessment('/exam/1');
    // The exam opens at the next section, waiting for the person's start; the toast tells of the close.
    expect(await screen.findByRole('button', { name: 'Start Domain Questions' })).toBeInTheDocument();
    expect(await screen.findByText(m.timeOver)).toBeInTheDocument();
    await waitFor(() => expect(server.submitted).toEqual([101]));
    expect(server.starts).toEqual(['aptitude']);
  });
});
