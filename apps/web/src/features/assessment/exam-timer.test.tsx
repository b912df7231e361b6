import { assessmentMessages as m } from '@skillpath/contract';
import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeExamServer, signIn } from './assessment-fixtures';
import { renderAssessment } from './assessment-test-kit';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openExam() {
  signIn();
  const app = renderAssessment('/exam/1');
  await screen.findByText('Aptitude question 1?');
  return app;
}

const timer = () => screen.getByRole('timer');

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('exam: Time Left', { timeout: 30_000 }, () => {
  it('counts down to the server deadline and, at zero, submits the section and moves on', async () => {
    const server = fakeExamServer({ seconds: 65 });
    await openExam();
    expect(screen.getByText('Time Left')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('01:05');

    act(() => vi.advanceTimersByTime(60_000));
    expect(timer()).toHaveTextContent('00:05');
    expect(server.submitted).toEqual([]);

    act(() => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(server.submitted).toEqual([101]));
    expect(await screen.findByText('Domain Questions question 1?')).toBeInTheDocument();
    // The toast's container loads with the first toast.
    expect(await screen.findByText(m.timeOver)).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude', 'domain']);
    // The domain section has its own clock.
    expect(timer()).toHaveTextContent('01:05');
  });

  it('keeps the clock over a reload: the open section resumes where its time stood', async () => {
    const server = fakeExamServer({ seconds: 120 });
    await openExam();
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer()).toHaveTextContent('01:30');

    cleanup();
    await openExam();
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
    expect(await screen.findByText('Domain Questions question 1?')).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude', 'domain']);
    await waitFor(() => expect(server.submitted).toEqual([101]));
  });
});
