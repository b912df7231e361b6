import { examErrorCodes, assessmentMessages as m } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-mock';
import { fakeExamServer, signIn } from './assessment-fixtures';
import { finishSection, renderAssessment, startSection } from './assessment-test-kit';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => sessionStorage.clear());

async function openExam(server = fakeExamServer()) {
  signIn();
  const app = renderAssessment('/exam/1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Exam: Python' })).toBeInTheDocument();
  await startSection(app.user, 'Aptitude');
  await screen.findByText('Aptitude question 1?');
  return { ...app, server };
}

const palette = () => within(screen.getByRole('navigation', { name: 'Question palette' }));
const cell = (n: number) => palette().getByRole('button', { name: new RegExp(`^Question ${n},`) });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const option = (key: string) => screen.getByRole('radio', { name: new RegExp(`^${key}\\.`) });

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('exam: a question, its options and the palette', { timeout: 30_000 }, () => {
  it('starts the aptitude section when confirmed and shows the first question with options A to D', async () => {
    const { server } = await openExam();
    expect(server.starts).toEqual(['aptitude']);
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((r) => r.closest('label, .mantine-Radio-root')?.textContent),
    ).toEqual(['A. Option A1', 'B. Option B1', 'C. Option C1', 'D. Option D1']);
    expect(screen.getByRole('timer')).toHaveTextContent(/^2[45]:\d\d$/);
    expect(button('Aptitude')).toHaveAttribute('aria-current', 'step');
  });

  it('colours the palette: red not visited, green answered, grey visited, violet marked; rings the current', async () => {
    const { user, server } = await openExam();
    expect(
      palette()
        .getAllByRole('button')
        .map((b) => b.dataset.state),
    ).toEqual(['not-visited', 'not-visited', 'not-visited']);
    expect(cell(1)).toHaveAttribute('aria-current', 'true');
    expect(cell(1)).toHaveAccessibleName('Question 1, Not visited');

    await user.click(option('B'));
    expect(cell(1)).toHaveAttribute('data-state', 'answered');
    expect(cell(1)).toHaveAccessibleName('Question 1, Answered');
    await waitFor(() =>
      expect(server.answers).toEqual([
        { test_session_id: 101, test_question_id: 1001, selected_option: 'B', status: 'answered' },
      ]),
    );

    await user.click(button('Save & Next'));
    expect(cell(2)).toHaveAttribute('aria-current', 'true');
    await user.click(button('Save & Next'));
    expect(cell(2)).toHaveAttribute('data-state', 'visited');
    expect(cell(2)).toHaveAccessibleName('Question 2, Visited, not answered');

    await user.click(button('Mark for Review'));
    expect(cell(3)).toHaveAttribute('data-state', 'marked');
    expect(cell(3).querySelector('svg')).not.toBeNull();
    expect(button('Mark for Review')).toHaveAttribute('aria-pressed', 'true');
  });

  it('Mark for Review sends "marked" and keeps the choice; Clear Response sends an empty "not answered"', async () => {
    const { user, server } = await openExam();
    await user.click(option('C'));
    await user.click(button('Mark for Review'));
    await user.click(button('Clear Response'));
    await waitFor(() => expect(server.answers).toHaveLength(3));
    expect(server.answers).toEqual([
      { test_session_id: 101, test_question_id: 1001, selected_option: 'C', status: 'answered' },
      { test_session_id: 101, test_question_id: 1001, selected_option: 'C', status: 'marked' },
      { test_session_id: 101, test_question_id: 1001, selected_option: '', status: 'not answered' },
    ]);
    expect(option('C')).not.toBeChecked();
    expect(cell(1)).toHaveAttribute('data-state', 'visited');
  });

  it('a marked question keeps its mark through a choice and Save & Next, until Mark for Review again', async () => {
    const { user, server } = await openExam();
    await user.click(button('Mark for Review'));
    await user.click(option('A'));
    await user.click(button('Save & Next'));
    await user.click(cell(1));
    expect(cell(1)).toHaveAttribute('data-state', 'marked');
    await user.click(button('Mark for Review'));
    expect(cell(1)).toHaveAttribute('data-state', 'answered');
    await waitFor(() => expect(server.answers).toHaveLength(3));
    expect(server.answers.map((a) => [a.selected_option, a.status])).toEqual([
      ['', 'marked'],
      ['A', 'marked'],
      ['A', 'answered'],
    ]);
  });

  it('jumps to a question from the palette', async () => {
    const { user } = await openExam();
    await user.click(cell(3));
    expect(screen.getByText('Aptitude question 3?')).toBeInTheDocument();
    expect(cell(3)).toHaveAttribute('aria-current', 'true');
  });

  it('Previous is disabled at the first question of the first section; Save & Finish goes on to Summary', async () => {
    const { user, server } = await openExam(fakeExamServer({ count: { aptitude: 2, domain: 2 } }));
    expect(button('Previous')).toBeDisabled();
    await user.click(button('Save & Next'));
    expect(screen.getByText('Aptitude question 2?')).toBeInTheDocument();
    expect(button('Previous')).toBeEnabled();
    await user.click(button('Previous'));
    expect(screen.getByText('Aptitude question 1?')).toBeInTheDocument();
    await user.click(button('Save & Next'));
    // The last question says so: its button finishes, and the section stays open unless submitted.
    expect(screen.queryByRole('button', { name: 'Save & Next' })).not.toBeInTheDocument();
    await finishSection(user, 'Aptitude');

    // On to the domain section, started only when the person confirms.
    expect(await screen.findByRole('button', { name: 'Start Domain Questions' })).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude']);
    await startSection(user, 'Domain Questions');
    expect(await screen.findByText('Domain Questions question 1?')).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude', 'domain']);
    expect(button('Domain Questions')).toHaveAttribute('aria-current', 'step');
    expect(button('Previous')).toBeEnabled();
    await user.click(button('Previous'));
    expect(await screen.findByText('Aptitude question 2?')).toBeInTheDocument();
    await finishSection(user, 'Aptitude');
    await screen.findByText('Domain Questions question 1?');
    await user.click(button('Save & Next'));
    await finishSection(user, 'Domain Questions');
    expect(await screen.findByRole('heading', { name: 'Exam Summary' })).toBeInTheDocument();
    expect(button('Summary')).toHaveAttribute('aria-current', 'step');
    // Each question left by Save & Next was marked visited on the server.
    await waitFor(() =>
      expect(server.answers.map((a) => a.test_question_id)).toEqual([1001, 1002, 2001, 2002]),
    );
    expect(server.answers.every((a) => a.status === 'not answered')).toBe(true);
  });

  it('Save & Finish at the last question says so and submits the section when asked, and only it', async () => {
    const { user, server } = await openExam(fakeExamServer({ count: { aptitude: 2, domain: 2 } }));
    await user.click(option('A'));
    await user.click(button('Save & Next'));
    await user.click(button('Save & Finish'));
    const dialog = within(await screen.findByRole('dialog', { name: 'End of Aptitude' }));
    expect(dialog.getByText('That was the last question of Aptitude.')).toBeInTheDocument();
    expect(dialog.getByText(/its clock keeps running until you submit it/)).toBeInTheDocument();
    expect(dialog.getByText('Aptitude: 1 of 2 answered')).toBeInTheDocument();
    // Back to the unanswered question from the list, then the end again, and Submit Aptitude.
    await user.click(dialog.getByRole('button', { name: 'Aptitude question 2' }));
    expect(screen.getByText('Aptitude question 2?')).toBeInTheDocument();
    await user.click(option('B'));
    await user.click(button('Save & Finish'));
    const again = within(await screen.findByRole('dialog', { name: 'End of Aptitude' }));
    await user.click(again.getByRole('button', { name: 'Submit Aptitude' }));
    expect(await screen.findByRole('status', { name: /Aptitude is closed/ })).toBeInTheDocument();
    expect(server.submitted).toEqual([101]);
    expect(server.starts).toEqual(['aptitude']);
    await user.click(button('Continue to Domain Questions'));
    expect(await screen.findByRole('button', { name: 'Start Domain Questions' })).toBeInTheDocument();
  });

  it('the section buttons switch sections', async () => {
    const { user, server } = await openExam();
    await user.click(button('Domain Questions'));
    // Opening the tab does not start its clock: the person is asked first, told its length.
    expect(await screen.findByText(/10 questions, 25 minutes/)).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude']);
    await startSection(user, 'Domain Questions');
    expect(await screen.findByText('Domain Questions question 1?')).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude', 'domain']);
    await user.click(button('Aptitude'));
    expect(await screen.findByText('Aptitude question 1?')).toBeInTheDocument();
  });

  it('answers by keyboard: A–D choose, → Save & Next, ← Previous', async () => {
    const { user, server } = await openExam();
    expect(screen.getByText(/Keys:/)).toBeInTheDocument();
    await user.keyboard('d');
    expect(option('D')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Aptitude question 2?')).toBeInTheDocument();
    await user.keyboard('B');
    expect(option('B')).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Aptitude question 1?')).toBeInTheDocument();
    expect(option('D')).toBeChecked();
    await waitFor(() => expect(server.answers.map((a) => a.selected_option)).toEqual(['D', 'B']));
  });

  it('a failed save puts the question back and says so; a failed clear says so too', async () => {
    let fail = false;
    const server = fakeExamServer({
      answer: () => (fail ? apiError(500, 'Internal server error') : undefined),
    });
    const { user } = await openExam(server);
    await user.click(option('A'));
    await waitFor(() => expect(screen.getByText('All answers saved')).toBeInTheDocument());

    fail = true;
    await user.click(option('B'));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.saveFailed);
    expect(option('A')).toBeChecked();
    expect(cell(1)).toHaveAttribute('data-state', 'answered');

    await user.click(button('Clear Response'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.clearFailed));
    expect(option('A')).toBeChecked();
  });

  it('an answer refused because the section is over closes it, says so and offers the results; nothing else starts', async () => {
    const server = fakeExamServer({
      answer: () => apiError(409, m.alreadySubmitted, examErrorCodes.alreadySubmitted),
    });
    const { user } = await openExam(server);
    await user.click(option('A'));
    const notice = await screen.findByRole('status', { name: /Aptitude is closed/ });
    expect(notice).toHaveTextContent(m.alreadySubmitted);
    expect(server.submitted).toEqual([101]);
    expect(button(/^Aptitude/)).toHaveAccessibleName('Aptitude (closed)');
    // A stale tab's key press must not open the next section with a fresh clock.
    await user.keyboard('b');
    expect(server.starts).toEqual(['aptitude']);
    await user.click(within(notice).getByRole('button', { name: 'See results' }));
    expect(await screen.findByRole('heading', { name: 'Exam Summary' })).toBeInTheDocument();
    expect(server.starts).toEqual(['aptitude']);
  });

  it('an answer refused for another reason keeps the section open and says the save failed', async () => {
    const server = fakeExamServer({
      answer: () => apiError(409, m.saveFailed, examErrorCodes.answerNotSaved),
    });
    const { user } = await openExam(server);
    await user.click(option('A'));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.queryByRole('status', { name: /Aptitude is closed/ })).not.toBeInTheDocument();
    expect(server.submitted).toEqual([]);
    expect(option('A')).not.toBeChecked();
  });

  it('shows the options in the order the attempt stored, and answers by the option’s own key', async () => {
    const { user, server } = await openExam(fakeExamServer({ optionOrder: ['C', 'A', 'D', 'B'] }));
    expect(
      screen.getAllByRole('radio').map((r) => r.closest('label, .mantine-Radio-root')?.textContent),
    ).toEqual(['A. Option C1', 'B. Option A1', 'C. Option D1', 'D. Option B1']);
    // The key A means the first option on screen, which is the bank's C.
    await user.keyboard('a');
    await waitFor(() => expect(server.answers.map((a) => a.selected_option)).toEqual(['C']));
    await user.click(screen.getByRole('radio', { name: /Option B1/ }));
    await waitFor(() => expect(server.answers.map((a) => a.selected_option)).toEqual(['C', 'B']));
  });
});
