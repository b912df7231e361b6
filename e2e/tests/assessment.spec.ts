import { type Browser, expect, type Page, test } from '@playwright/test';
import { assessmentMessages, type CombinedResult, examRoutes, routeUrl } from '@skillpath/contract';
import { signUpLearner, useToken } from '../support/api';
import { seriousViolations } from '../support/axe';
import { fillAssessmentForm, finishSection, startSection, submitTest } from '../support/exam';
import { registerThroughForm } from '../support/forms';
import { newPerson } from '../support/people';

// The demo bank the e2e server seeds: Python is domain 1, with 10 aptitude and 10 domain questions,
// 25 minutes per section.
const python = { id: 1, name: 'Python', questions: 10 };
async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await registerThroughForm(page, person);
  await expect(page).toHaveURL(/\/registerprofile$/);
}

const palette = (page: Page) => page.getByRole('navigation', { name: 'Question palette' });
const cell = (page: Page, n: number) =>
  palette(page).getByRole('button', { name: new RegExp(`^Question ${n},`) });
const option = (page: Page, key: string) => page.getByRole('radio', { name: new RegExp(`^${key}\\.`) });

test('a learner takes the Python assessment: form, both sections, summary and review', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('exam');
  await register(page, person);
  // Signed out, the choice of a domain leads through sign-in and back to the form.
  await page.evaluate(() => localStorage.clear());

  await page.goto('/domain-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Start Your Expertise Quest' })).toBeVisible();
  await page.getByRole('button', { name: `Start Challenge: ${python.name}` }).click();
  await expect(page).toHaveURL(/\/signin\?returnUrl=/);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/domain-selection$/);

  const dialog = await fillAssessmentForm(page);
  await expect(dialog).toContainText('Python challenge');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(assessmentMessages.requestSubmitted)).toBeVisible();
  await expect(page).toHaveURL(/\/exam\/1$/);
  await expect(dialog).toBeHidden();

  // Aptitude: answer through the palette, mark question 3, clear question 5.
  await expect(page.getByRole('heading', { level: 1, name: 'Exam: Python' })).toBeVisible();
  await startSection(page, 'Aptitude');
  await expect(page.getByRole('timer')).toHaveText(/^2[45]:\d\d$/);
  await expect(palette(page).getByRole('button')).toHaveCount(python.questions);
  for (let n = 1; n <= python.questions; n++) {
    await cell(page, n).click();
    await expect(page.getByRole('heading', { name: `Question ${n} of ${python.questions}` })).toBeVisible();
    await option(page, 'A').check();
    await expect(cell(page, n)).toHaveAttribute('data-state', 'answered');
  }
  await cell(page, 3).click();
  await page.getByRole('button', { name: 'Mark for Review' }).click();
  await expect(cell(page, 3)).toHaveAttribute('data-state', 'marked');
  await cell(page, 5).click();
  await page.getByRole('button', { name: 'Clear Response' }).click();
  await expect(cell(page, 5)).toHaveAttribute('data-state', 'visited');
  await expect(option(page, 'A')).not.toBeChecked();
  await expect(page.getByText('All answers saved')).toBeVisible();

  // On to the domain section from the last question; then by keyboard: B, → (Save & Next).
  await cell(page, python.questions).click();
  await finishSection(page, 'Aptitude');
  await expect(page.getByRole('button', { name: 'Domain Questions', exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await startSection(page, 'Domain Questions');
  await expect(palette(page).getByRole('button')).toHaveCount(python.questions);
  await expect(page.getByRole('heading', { name: `Question 1 of ${python.questions}` })).toBeVisible();
  for (let n = 1; n <= python.questions; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of ${python.questions}` })).toBeVisible();
    await page.keyboard.press('b');
    await expect(cell(page, n)).toHaveAttribute('data-state', 'answered');
    await page.keyboard.press('ArrowRight');
  }
  // → at the last question is Save & Finish: the section's end says so; on to the Summary.
  const end = page.getByRole('dialog', { name: 'End of Domain Questions' });
  await end.getByRole('button', { name: 'Go to Summary' }).click();

  // Summary: submit both sections, see the table, then the review.
  await expect(page.getByRole('heading', { name: 'Exam Summary' })).toBeVisible();
  await expect(page.getByText('Aptitude: 9 of 10 answered, 1 marked for review')).toBeVisible();
  await submitTest(page);
  await expect(page.getByText(assessmentMessages.submitted)).toBeVisible();
  const table = page.getByRole('table', { name: 'Results of this exam' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText(`Aptitude`);
  await expect(table.getByRole('row').nth(1)).toContainText(String(python.questions));
  await expect(table.getByRole('row').nth(2)).toContainText('Domain Questions');

  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByRole('tab', { name: 'Aptitude' })).toHaveAttribute('aria-selected', 'true');
  const questions = review.getByRole('listitem').filter({ hasText: /^Question \d+/ });
  await expect(questions).toHaveCount(python.questions);
  // Question 5 was cleared; the other nine were answered A (question 3 marked but answered).
  await expect(review.getByText('Not answered')).toHaveCount(1);
  await expect(review.getByText('Your answer: none')).toHaveCount(1);
  await expect(review.getByText('Your answer', { exact: true })).toHaveCount(python.questions - 1);
  await expect(review.getByText(/^Your answer: [A-D] — (right|wrong)$/)).toHaveCount(python.questions - 1);
  await review.getByRole('tab', { name: 'Domain Questions' }).click();
  await expect(review.getByText('Your answer', { exact: true })).toHaveCount(python.questions);

  // The learner's own results hold both sections; another learner's hold none of them.
  const mine = await page.evaluate(async () => {
    const token = localStorage.getItem('authToken');
    const id = localStorage.getItem('userId');
    const response = await fetch(`/v1/api/get-combined-results/${id}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as CombinedResult[];
  });
  const myIds = mine.filter((r) => r.domain_id === python.id).map((r) => r.session_id);
  expect(myIds).toHaveLength(2);

  const other = await signUpLearner(page.request, 'exam-other');
  const theirs = await page.request.get(routeUrl(examRoutes.combinedResults, { id: other.id }), {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(theirs.status()).toBe(200);
  const theirIds = ((await theirs.json()) as CombinedResult[]).map((r) => r.session_id);
  expect(theirIds.filter((id) => myIds.includes(id))).toEqual([]);
  // Nor may they read the first learner's review.
  const peek = await page.request.get(routeUrl(examRoutes.review, { id: myIds[0]! }), {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(peek.status()).toBe(403);
});

test('an unknown domain says "Invalid domain ID."', async ({ page, request }) => {
  const learner = await signUpLearner(request, 'exam-invalid');
  await useToken(page, learner.token);
  await page.goto('/exam/abc');
  await expect(page.getByText(assessmentMessages.invalidDomain)).toBeVisible();
  await page.goto('/exam/9999');
  await expect(page.getByText(assessmentMessages.invalidDomain)).toBeVisible();
});

async function screens(browser: Browser, name: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const learner = await signUpLearner(page.request, `exam-${name}`);
  await useToken(page, learner.token);
  const shot = (file: string) =>
    page.screenshot({ path: test.info().outputPath(`${file}-${name}.png`), fullPage: true });

  await page.goto('/domain-selection');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Let the staggered entrance finish before judging colours.
  await page.waitForTimeout(1000);
  expect(await seriousViolations(page)).toEqual([]);
  await shot('domain-selection');

  await page.getByRole('button', { name: `Start Challenge: ${python.name}` }).click();
  await fillAssessmentForm(page);
  await page.waitForTimeout(300);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`assessment-form-${name}.png`) });
  await page.getByRole('dialog', { name: 'Assessment Form' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/exam\/1$/);

  // A section starts only when confirmed, told its length.
  await expect(page.getByRole('button', { name: 'Start Aptitude' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('exam-start');
  await page.getByRole('button', { name: 'Start Aptitude' }).click();
  const startDialog = page.getByRole('dialog', { name: 'Start Aptitude?' });
  await expect(startDialog).toContainText('25 minutes');
  await page.waitForTimeout(300);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`exam-start-confirmation-${name}.png`) });
  await startDialog.getByRole('button', { name: 'Start now' }).click();

  await expect(page.getByRole('heading', { name: `Question 1 of ${python.questions}` })).toBeVisible();
  await option(page, 'B').check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Mark for Review' }).click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('All answers saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot('exam-question');

  await page.getByRole('button', { name: 'Summary' }).click();
  await expect(page.getByRole('heading', { name: 'Exam Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const submitDialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(submitDialog.getByRole('region', { name: 'Aptitude' })).toContainText('Unanswered:');
  await page.waitForTimeout(300);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`exam-submit-confirmation-${name}.png`) });
  await submitDialog.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByText(assessmentMessages.submitted)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review' }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`exam-summary-${name}.png`) });
  await shot('exam-review');
  await context.close();
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the assessment screens pass axe at ${name} width`, async ({ browser }) => {
    test.setTimeout(90_000);
    await screens(browser, name, viewport);
  });
}
