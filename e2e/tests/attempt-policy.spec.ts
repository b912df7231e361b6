import { expect, test } from '@playwright/test';
import { assessmentMessages as am, examRoutes, routeUrl } from '@skillpath/contract';
import { bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { examDomain, startSection, submitTest } from '../support/exam';

// The attempt policy of a domain (issue 21, answer harvesting): an admin allows one attempt, a
// learner takes the section, is told the attempt is used, and the review then shows the answer key.

test('an admin allows one attempt; the learner uses it, sees so, and the review shows the key', async ({
  browser,
  request,
}) => {
  test.slow();
  // A domain of its own (the demo domains are shared with other journeys): one question per section,
  // the correct option B of each.
  const admin = await signInAdmin(request);
  const { id, name } = await examDomain(request, { questions: 1 });
  const domain = { id };

  // The admin sets one attempt per section in the Online Test Management screen.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useSessionOf(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admindash/onlinetestadmin');
  const settings = adminPage.getByRole('form', { name: `Test settings: ${name}` });
  // The admin area's code and the bank's settings arrive first: slow on a loaded machine.
  await expect(settings.getByLabel('Attempts per section')).toHaveValue('3', { timeout: 30_000 });
  await settings.getByLabel('Attempts per section').fill('1');
  await expect(settings.getByRole('combobox', { name: 'Correct options shown' })).toHaveValue(
    'After the last attempt',
  );
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(adminPage.getByText(`Test settings of ${name} saved.`)).toBeVisible();
  await adminContext.close();

  // The learner's one attempt at each section: "Attempt 1 of 1", wrong answers, submitted.
  const learner = await signUpLearner(request, 'policy');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useSessionOf(context, learner);
  const page = await context.newPage();
  await page.goto(`/exam/${domain.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Exam: ${name}` })).toBeVisible();
  await startSection(page, 'Aptitude');
  await expect(page.getByText(am.attemptOf(1, 1))).toBeVisible();
  // Options are shuffled per attempt: the wrong one is picked by its text.
  await page.getByRole('radio', { name: /Alpha/ }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await startSection(page, 'Domain Questions');
  await expect(page.getByText('domain question 1?')).toBeVisible();
  await expect(page.getByText(am.attemptOf(1, 1))).toBeVisible();
  await page.getByRole('radio', { name: /Alpha/ }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Summary' }).click();
  await submitTest(page);
  await expect(page.getByText(am.submitted)).toBeVisible();

  // No attempt remains: the review names the correct option next to the learner's wrong one.
  const review = page.getByRole('region', { name: 'Review' });
  await page.screenshot({ path: test.info().outputPath('summary-attempts-used.png'), fullPage: true });
  await expect(review.getByText('Your answer')).toHaveCount(1);
  await expect(review.getByText('Correct answer')).toHaveCount(1);
  await expect(review.getByText(am.keyHiddenUntilLastAttempt)).toHaveCount(0);

  // The attempts are used: said under the Summary and on the domain's card, with nothing to start.
  await expect(page.getByText(`Aptitude: ${am.attemptsUsed(1, 1)}`)).toBeVisible();
  await expect(page.getByText(`Domain Questions: ${am.attemptsUsed(1, 1)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take the exam again' })).toHaveCount(0);
  await page.goto('/domain-selection');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText(`Aptitude: ${am.attemptsUsed(1, 1)}`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Start Challenge: ${name}` })).toHaveCount(0);
  await card.screenshot({ path: test.info().outputPath('domain-card-attempts-used.png') });

  // The API says the same to anyone who asks it directly.
  const again = await request.post(routeUrl(examRoutes.start), {
    headers: bearer(learner),
    data: { domain_id: domain.id, section: 'aptitude' },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ detail: am.attemptsUsed(1, 1), code: 'attempts_exhausted' });
  await context.close();
});
