import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { assessmentMessages as am, examConflictCodes, examRoutes, routeUrl } from '@skillpath/contract';
import { bearer, signUpLearner, useSessionOf } from '../support/api';
import {
  attemptsOf,
  examDomain,
  fillAssessmentForm,
  finishSection,
  startSection,
  submitTest,
} from '../support/exam';

// The exam as a candidate meets it (issue #22): the server's clock everywhere, explicit starts, no
// fresh clock from a stale tab, a submit that asks first, and a page that resumes where it was.

const seconds = async (page: Page) => {
  const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return m! * 60 + s!;
};
/** A domain of the journey's own, a new learner, and a page of theirs at `width` px. */
async function candidate(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  domainOptions: Parameters<typeof examDomain>[1] = {},
  width = 1280,
) {
  const domain = await examDomain(request, domainOptions);
  const learner = await signUpLearner(request, label);
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } });
  await useSessionOf(context, learner);
  const page = await context.newPage();
  return { domain, learner, context, page };
}

const palette = (page: Page) => page.getByRole('navigation', { name: 'Question palette' });
const cell = (page: Page, n: number) =>
  palette(page).getByRole('button', { name: new RegExp(`^Question ${n},`) });

test('a section started elsewhere shows the server’s time left, on a second tab and after a reload, and says when it closes', async ({
  browser,
  request,
}) => {
  test.slow();
  const domain = await examDomain(request, { minutes: 1 });
  const learner = await signUpLearner(request, 'exam-clock');
  // Started on another device, and not answered yet.
  const started = await request.post(routeUrl(examRoutes.start), {
    headers: bearer(learner),
    data: { domain_id: domain.id, section: 'aptitude', attempt_number: 1 },
  });
  expect(started.status()).toBe(200);
  const session = await started.json();
  const serverLeft = () => (Date.parse(session.deadline_at) - Date.now()) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 6_000));

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useSessionOf(context, learner);
  const page = await context.newPage();
  await page.goto(`/exam/${domain.id}`);
  // A slow first load (a busy machine) does not matter: what is checked is the time left.
  await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible({ timeout: 30_000 });
  // Not the full minute: what the server has left (a second either way for rounding and travel).
  expect(await seconds(page)).toBeLessThanOrEqual(Math.ceil(serverLeft()) + 1);
  expect(await seconds(page)).toBeLessThanOrEqual(55);

  const second = await context.newPage();
  await second.goto(`/exam/${domain.id}`);
  await expect(second.getByRole('heading', { name: /^Question 1 of / })).toBeVisible({ timeout: 30_000 });
  expect(Math.abs((await seconds(second)) - serverLeft())).toBeLessThanOrEqual(2);

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible({ timeout: 30_000 });
  expect(Math.abs((await seconds(page)) - serverLeft())).toBeLessThanOrEqual(2);

  // At the server's deadline the section closes here too, and says so; nothing else starts.
  const notice = page.getByRole('status').filter({ hasText: 'Aptitude is closed' });
  await expect(notice).toBeVisible({ timeout: Math.max(0, serverLeft()) * 1000 + 15_000 });
  await expect(notice).toContainText(am.timeOver);
  await expect(notice.getByRole('button', { name: 'See results' })).toBeVisible();
  const attempts = await attemptsOf(request, learner, domain.id);
  expect(attempts.domain!.attempts_used).toBe(0);
  await context.close();
});

test('a stale tab cannot start a section: the other tab’s submit closes it there, with the results offered', async ({
  browser,
  request,
}) => {
  test.slow();
  const domain = await examDomain(request);
  const learner = await signUpLearner(request, 'exam-stale');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useSessionOf(context, learner);
  const first = await context.newPage();
  await first.goto(`/exam/${domain.id}`);
  await startSection(first, 'Aptitude');
  await expect(first.getByRole('heading', { name: /^Question 1 of / })).toBeVisible();

  const stale = await context.newPage();
  await stale.goto(`/exam/${domain.id}`);
  // The running attempt is resumed in the second tab, with no second start to confirm.
  await expect(stale.getByRole('heading', { name: /^Question 1 of / })).toBeVisible({ timeout: 30_000 });

  await first.getByRole('button', { name: 'Summary' }).click();
  await submitTest(first);
  await expect(first.getByText(am.submitted)).toBeVisible();

  // A key press in the stale tab: the section says it is closed and offers the results.
  await stale.bringToFront();
  await stale.keyboard.press('b');
  const notice = stale.getByRole('status').filter({ hasText: 'Aptitude is closed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(am.alreadySubmitted);
  await stale.keyboard.press('c');
  await expect(stale.getByRole('button', { name: /^Start / })).toHaveCount(0);

  // No section opened behind the person's back, and the server refuses the stale start itself.
  const attempts = await attemptsOf(request, learner, domain.id);
  expect(attempts.aptitude).toMatchObject({ attempts_used: 1, open_session_id: null });
  expect(attempts.domain).toMatchObject({ attempts_used: 0, open_session_id: null });
  const again = await request.post(routeUrl(examRoutes.start), {
    headers: bearer(learner),
    data: { domain_id: domain.id, section: 'aptitude', attempt_number: 1 },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ detail: am.sectionClosed, code: examConflictCodes.sectionClosed });

  await notice.getByRole('button', { name: 'See results' }).click();
  await expect(stale.getByRole('heading', { name: 'Exam Summary' })).toBeVisible();
  await context.close();
});

test('sections start only when confirmed, told their length; the Domain tab alone starts nothing', async ({
  browser,
  request,
}) => {
  const { domain, learner, context, page } = await candidate(browser, request, 'exam-start', { minutes: 20 });
  await page.goto(`/exam/${domain.id}`);
  await expect(page.getByText('3 questions, 20 minutes.')).toBeVisible();
  await page.getByRole('button', { name: 'Domain Questions', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Start Domain Questions' })).toBeVisible();
  expect((await attemptsOf(request, learner, domain.id)).domain!.attempts_used).toBe(0);

  await page.getByRole('button', { name: 'Start Domain Questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Domain Questions?' });
  await expect(dialog).toContainText('You will have 20 minutes for this section.');
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(dialog).toBeHidden();
  expect((await attemptsOf(request, learner, domain.id)).domain!.attempts_used).toBe(0);

  await startSection(page, 'Domain Questions');
  await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible();
  expect(await seconds(page)).toBeGreaterThan(19 * 60);
  // The aptitude clock did not start with it.
  expect((await attemptsOf(request, learner, domain.id)).aptitude!.attempts_used).toBe(0);
  await context.close();
});

test('Submit Test asks first, listing unanswered and marked questions with links back to them', async ({
  browser,
  request,
}) => {
  const { domain, learner, context, page } = await candidate(browser, request, 'exam-submit', {
    questions: 4,
  });
  await page.goto(`/exam/${domain.id}`);
  await startSection(page, 'Aptitude');
  await page.getByRole('radio', { name: /Bravo/ }).check();
  await page.getByRole('button', { name: 'Mark for Review' }).click();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Summary' }).click();
  await expect(page.getByText('Aptitude: 1 of 4 answered, 1 marked for review')).toBeVisible();
  await expect(page.getByText('Domain Questions: not started')).toBeVisible();
  await expect(page.getByText(am.noResults)).toHaveCount(0);
  // The running section's clock stays in view on the Summary.
  await expect(page.getByRole('timer')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  const aptitude = dialog.getByRole('region', { name: 'Aptitude' });
  await expect(aptitude.getByRole('button', { name: /^Aptitude question \d$/ })).toHaveCount(4);
  await expect(aptitude).toContainText('Unanswered:');
  await expect(aptitude).toContainText('Marked for review:');
  await aptitude.getByRole('button', { name: 'Aptitude question 3' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Question 3 of 4' })).toBeVisible();
  expect((await attemptsOf(request, learner, domain.id)).aptitude!.open_session_id).not.toBeNull();

  await page.getByRole('button', { name: 'Summary' }).click();
  await submitTest(page);
  await expect(page.getByText(am.submitted)).toBeVisible();
  await context.close();
});

test('a reload resumes at the question the candidate was on, with the page at its top', async ({
  browser,
  request,
}) => {
  const { domain, context, page } = await candidate(browser, request, 'exam-resume', {
    questions: 5,
  });
  // The domain list is scrolled down to the journey's domain: the exam still opens at its top.
  await page.goto('/domain-selection');
  const start = page.getByRole('button', { name: `Start Challenge: ${domain.name}` });
  await start.scrollIntoViewIfNeeded();
  await start.click();
  const form = await fillAssessmentForm(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${domain.id}$`));
  await expect(page.getByRole('button', { name: 'Start Aptitude' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await startSection(page, 'Aptitude');
  await cell(page, 4).click();
  await expect(page.getByRole('heading', { name: 'Question 4 of 5' })).toBeVisible();
  await page.mouse.wheel(0, 2000);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 4 of 5' })).toBeVisible();
  await expect(cell(page, 4)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

test('on a phone the timer stays in view while scrolling, and the palette is a tap away', async ({
  browser,
  request,
}) => {
  const { domain, context, page } = await candidate(browser, request, 'exam-phone', { questions: 10 }, 390);
  await page.goto(`/exam/${domain.id}`);
  await startSection(page, 'Aptitude');
  await expect(page.getByRole('heading', { name: /^Question 1 of / })).toBeVisible();
  // Down to the end of the exam (the palette's legend, below the question on a phone).
  await page.getByText('Marked for review', { exact: true }).last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('timer')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Questions', exact: true }).click();
  await expect(cell(page, 10)).toBeInViewport();
  await expect(page.getByRole('timer')).toBeInViewport();
  await cell(page, 7).click();
  await expect(page.getByRole('heading', { name: 'Question 7 of 10' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('exam-phone-palette.png') });
  await context.close();
});

for (const width of [390, 1280]) {
  test(`every control of a question is in view and works, and the last question ends the section when asked (${width} px)`, async ({
    browser,
    request,
  }) => {
    const domain = await examDomain(request, { questions: 3 });
    const learner = await signUpLearner(request, `exam-controls-${width}`);
    // A phone's screen less its browser's bars: the height a candidate really has.
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 664 : 800 } });
    await useSessionOf(context, learner);
    const page = await context.newPage();
    await page.goto(`/exam/${domain.id}`);
    await startSection(page, 'Aptitude');
    await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Save & Next' });
    // Without scrolling: the way on is on screen, whole, and nothing is wider than the screen.
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(previous).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`exam-question-${width}.png`) });
    for (const name of ['Mark for Review', 'Clear Response']) {
      await page.getByRole('button', { name }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    await page.getByRole('radio', { name: /Bravo/ }).check();
    await next.click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
    await expect(previous).toBeInViewport({ ratio: 1 });
    await previous.click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    await next.click();
    await next.click();

    // The last question: its button says it finishes, and the section's end says what is left.
    await expect(page.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
    await expect(next).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save & Finish' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Save & Finish' }).click();
    const end = page.getByRole('dialog', { name: 'End of Aptitude' });
    await expect(end.getByText('Aptitude: 1 of 3 answered')).toBeVisible();
    for (const name of ['Keep working', 'Continue to Domain Questions', 'Submit Aptitude'])
      await expect(end.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`exam-section-end-${width}.png`) });
    await end.getByRole('button', { name: 'Keep working' }).click();
    await expect(end).toBeHidden();
    await finishSection(page, 'Aptitude', 'submit');
    await expect(page.getByRole('status').filter({ hasText: 'Aptitude is closed' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Domain Questions' }).click();
    await expect(page.getByRole('button', { name: 'Start Domain Questions' })).toBeVisible();
    expect((await attemptsOf(request, learner, domain.id)).aptitude).toMatchObject({
      attempts_used: 1,
      open_session_id: null,
    });
    await context.close();
  });
}
