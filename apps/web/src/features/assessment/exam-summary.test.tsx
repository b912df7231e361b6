import { certificateRoutes, assessmentMessages as m, routeUrl } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-mock';
import { fakeExamServer, signIn } from './assessment-fixtures';
import { finishSection, renderAssessment, startSection, submitTest } from './assessment-test-kit';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => sessionStorage.clear());

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const option = (key: string) => screen.getByRole('radio', { name: new RegExp(`^${key}\\.`) });

/** Answers both sections: aptitude 1 right (A) and 1 wrong (C); domain 1 right (A), 1 left empty. */
async function takeExam(user: UserEvent) {
  await startSection(user, 'Aptitude');
  await screen.findByText('Aptitude question 1?');
  await user.click(option('A'));
  await user.click(button('Save & Next'));
  await user.click(option('C'));
  await finishSection(user, 'Aptitude');
  await startSection(user, 'Domain Questions');
  await screen.findByText('Domain Questions question 1?');
  await user.click(option('A'));
  await user.click(button('Save & Next'));
  await finishSection(user, 'Domain Questions');
  await screen.findByRole('heading', { name: 'Exam Summary' });
}

function openExam() {
  signIn();
  return renderAssessment('/exam/1');
}

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('exam summary', { timeout: 30_000 }, () => {
  it('Submit Test submits each started section, reloads this exam’s results and says so', async () => {
    const server = fakeExamServer({ count: { aptitude: 2, domain: 2 } });
    const { user } = openExam();
    await takeExam(user);
    // Nothing submitted yet: the Summary says where each section stands, not "No results available."
    // (and the Java result of another exam is not shown); the running section's clock stays in view.
    expect(screen.getByText('Aptitude: 2 of 2 answered')).toBeInTheDocument();
    expect(screen.getByText('Domain Questions: 1 of 2 answered')).toBeInTheDocument();
    expect(screen.queryByText(m.noResults)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await submitTest(user);
    expect(await screen.findByText(m.submitted)).toBeInTheDocument();
    expect(server.submitted.sort()).toEqual([101, 102]);

    const table = screen.getByRole('table', { name: 'Results of this exam' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Category', 'Score', 'Total Questions'],
      ['Aptitude', '1 (50%)', '2'],
      ['Domain Questions', '1 (50%)', '2'],
    ]);
    expect(button('Take the exam again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Test' })).not.toBeInTheDocument();
  });

  it('Submit Test asks first, listing unanswered and marked questions with links back to them', async () => {
    const server = fakeExamServer({ count: { aptitude: 2, domain: 3 } });
    const { user } = openExam();
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await user.click(option('A'));
    await user.click(button('Mark for Review'));
    await user.click(button('Domain Questions'));
    await startSection(user, 'Domain Questions');
    await screen.findByText('Domain Questions question 1?');
    await user.click(option('B'));
    await user.click(button('Summary'));

    await user.click(await screen.findByRole('button', { name: 'Submit Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    const aptitude = within(dialog).getByRole('region', { name: 'Aptitude' });
    expect(aptitude).toHaveTextContent('Aptitude: 1 of 2 answered, 1 marked for review');
    expect(aptitude).toHaveTextContent(/Unanswered:\s*2/);
    expect(aptitude).toHaveTextContent(/Marked for review:\s*1/);
    const domain = within(dialog).getByRole('region', { name: 'Domain Questions' });
    expect(domain).toHaveTextContent('Domain Questions: 1 of 3 answered');
    // Nothing is submitted by opening the confirmation.
    expect(server.submitted).toEqual([]);

    await user.click(within(domain).getByRole('button', { name: 'Domain Questions question 3' }));
    expect(await screen.findByText('Domain Questions question 3?')).toBeInTheDocument();
    expect(button('Domain Questions')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.submitted).toEqual([]);

    await user.click(button('Summary'));
    await user.click(await screen.findByRole('button', { name: 'Submit Test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep working' }));
    expect(server.submitted).toEqual([]);
    await submitTest(user);
    expect(await screen.findByText(m.submitted)).toBeInTheDocument();
    expect(server.submitted.sort()).toEqual([101, 102]);
  });

  it('then reviews each section: the correct option in green, a wrong choice in red', async () => {
    fakeExamServer({ count: { aptitude: 2, domain: 2 } });
    const { user } = openExam();
    await takeExam(user);
    await submitTest(user);
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByRole('tab', { name: 'Aptitude' })).toHaveAttribute('aria-selected', 'true');
    const items = await within(review).findAllByRole('listitem');
    const [first, second] = items.filter((item) => item.textContent?.startsWith('Question'));

    expect(first).toHaveTextContent('Correct');
    const right = within(first!).getByText('Your answer').closest('[data-correct]');
    expect(right).toHaveTextContent('A. Option A1');

    expect(second).toHaveTextContent('Wrong');
    expect(within(second!).getByText('Your answer').closest('[data-wrong]')).toHaveTextContent(
      'C. Option C2',
    );
    expect(within(second!).getByText('Correct answer').closest('[data-correct]')).toHaveTextContent(
      'B. Option B2',
    );

    await user.click(within(review).getByRole('tab', { name: 'Domain Questions' }));
    expect(await within(review).findByText('Not answered')).toBeInTheDocument();
  });

  it('says when the results earned a certificate, with its page and its PDF', async () => {
    fakeExamServer({
      count: { aptitude: 1, domain: 1 },
      certificate: { code: 'ABCD2345EFGH', title: 'Python skill assessment' },
    });
    const { user } = openExam();
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await finishSection(user, 'Aptitude');
    await startSection(user, 'Domain Questions');
    await screen.findByText('Domain Questions question 1?');
    await finishSection(user, 'Domain Questions');
    expect(screen.queryByText('Certificate earned')).not.toBeInTheDocument();
    await submitTest(user);
    const earned = within(
      (await screen.findByText('Certificate earned')).closest('[role="status"]') as HTMLElement,
    );
    expect(earned.getByText(/Python skill assessment/)).toBeInTheDocument();
    expect(earned.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/certificates/ABCD2345EFGH',
    );
    expect(earned.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining(routeUrl(certificateRoutes.pdf, { code: 'ABCD2345EFGH' })),
    );
  });

  it('says which section failed to submit', async () => {
    const server = fakeExamServer({
      count: { aptitude: 1, domain: 1 },
      submit: (id) => (id === 102 ? apiError(500, 'Internal server error') : undefined),
    });
    const { user } = openExam();
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await finishSection(user, 'Aptitude');
    await startSection(user, 'Domain Questions');
    await screen.findByText('Domain Questions question 1?');
    await finishSection(user, 'Domain Questions');
    await submitTest(user);
    expect(await screen.findByText(m.submitFailed(102))).toBeInTheDocument();
    expect(screen.queryByText(m.submitted)).not.toBeInTheDocument();
    expect(server.submitted.sort()).toEqual([101, 102]);
    // The section that went through is in the table; Submit Test stays for the other.
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Aptitude'));
    expect(button('Submit Test')).toBeInTheDocument();
  });

  it('results that fail to load: the message, then zero results per category', async () => {
    fakeExamServer({
      count: { aptitude: 1, domain: 1 },
      results: () => apiError(500, 'Internal server error'),
    });
    const { user } = openExam();
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await user.click(button('Summary'));
    expect(await screen.findByText(m.resultsFailed)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Aptitude', '0 (0%)', '0'],
    ]);
    expect(button('Retry')).toBeInTheDocument();
  });

  it('submits only the sections that were started', async () => {
    const server = fakeExamServer();
    const { user } = openExam();
    await startSection(user, 'Aptitude');
    await screen.findByText('Aptitude question 1?');
    await user.click(button('Summary'));
    await submitTest(user);
    expect(await screen.findByText(m.submitted)).toBeInTheDocument();
    expect(server.submitted).toEqual([101]);
    expect(server.starts).toEqual(['aptitude']);
  });
});
