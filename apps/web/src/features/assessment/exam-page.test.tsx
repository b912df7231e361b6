import { examErrorCodes, assessmentMessages as m } from '@skillpath/contract';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-mock';
import { fakeExamServer, signIn } from './assessment-fixtures';
import { renderAssessment, startSection, submitTest } from './assessment-test-kit';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => sessionStorage.clear());

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('exam page', { timeout: 30_000 }, () => {
  it('sends a visitor to sign in and back to this exam', async () => {
    fakeExamServer();
    const { router } = renderAssessment('/exam/1');
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/exam/1');
  });

  it.each(['abc', '0', '1.5'])('says "Invalid domain ID." for /exam/%s', async (id) => {
    const server = fakeExamServer();
    signIn();
    renderAssessment(`/exam/${id}`);
    expect(await screen.findByText(m.invalidDomain)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a domain' })).toHaveAttribute(
      'href',
      '/domain-selection',
    );
    expect(server.starts).toEqual([]);
  });

  it('says "Invalid domain ID." when the server knows no such domain', async () => {
    fakeExamServer({ start: () => apiError(404, m.invalidDomain, examErrorCodes.domainNotFound) });
    signIn();
    renderAssessment('/exam/77');
    expect(await screen.findByText(m.invalidDomain)).toBeInTheDocument();
  });

  it('says it is loading questions, then shows them', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeExamServer({ start: () => gate.then(() => undefined) });
    signIn();
    const { user } = renderAssessment('/exam/1');
    await startSection(user, 'Aptitude');
    expect(await screen.findByText(m.loadingQuestions)).toBeInTheDocument();
    release();
    expect(await screen.findByText('Aptitude question 1?')).toBeInTheDocument();
  });

  it('a failed start says so and tries again on Retry (no made-up questions)', async () => {
    let fail = true;
    fakeExamServer({
      start: () => (fail ? apiError(500, 'Internal server error') : undefined),
    });
    signIn();
    const { user } = renderAssessment('/exam/1');
    await startSection(user, 'Aptitude');
    expect(await screen.findByText(m.startFailed('Aptitude'))).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Aptitude question 1?')).toBeInTheDocument();
  });

  it('says when a section has no questions', async () => {
    fakeExamServer({
      start: (section) =>
        section === 'domain' ? apiError(404, m.noQuestions('Domain'), examErrorCodes.noQuestions) : undefined,
    });
    signIn();
    const { user } = renderAssessment('/exam/1');
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await user.click(screen.getByRole('button', { name: 'Domain Questions' }));
    await startSection(user, 'Domain Questions');
    expect(await screen.findByText('No Domain questions available.')).toBeInTheDocument();
  });

  it('?review= shows the review of a submitted section', async () => {
    const server = fakeExamServer({ count: { aptitude: 2 } });
    signIn();
    const first = renderAssessment('/exam/1');
    await startSection(first.user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await first.user.click(screen.getByRole('button', { name: 'Summary' }));
    await submitTest(first.user);
    await screen.findByText(m.submitted);
    expect(server.submitted).toEqual([101]);

    await first.router.navigate('/exam/1?review=101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam review' })).toBeInTheDocument();
    expect(await screen.findByText('Score: 0 of 2 (0%)')).toBeInTheDocument();
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/userdash');
  });

  it('?review= of a section not yet submitted says when the review opens', async () => {
    fakeExamServer();
    signIn();
    const { router, user } = renderAssessment('/exam/1');
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await router.navigate('/exam/1?review=101');
    expect(await screen.findByText(m.reviewNotReady)).toBeInTheDocument();
  });
});
