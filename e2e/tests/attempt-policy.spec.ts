import { expect, test } from '@playwright/test';
import { assessmentMessages as am, examRoutes, routeUrl } from '@skillpath/contract';
import { bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { examDomain, finishSection, startSection, submitTest } from '../support/exam';

// The attempt policy of a domain (issue 21, answer harvesting): an admin allows one attempt, a
// learner takes the section, is told the attempt is used, and the review says which answers were
// right without naming the correct option, until the admin turns "Show correct answers" on.

for (const width of [1280, 390]) {
  test(`an admin allows one attempt; the learner uses it, sees so, and the review keeps the key back (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const viewport = { width, height: width < 600 ? 844 : 800 };
    // A domain of its own (the demo domains are shared with other journeys): one question per section,
    // the correct option B of each.
    const admin = await signInAdmin(request);
    const { id, name } = await examDomain(request, { questions: 1 });
    const domain = { id };

    // The admin sets one attempt per section in the Online Test Management screen; the key stays hidden.
    const adminContext = await browser.newContext({ viewport });
    await useSessionOf(adminContext, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admindash/onlinetestadmin');
    const settings = adminPage.getByRole('form', { name: `Test settings: ${name}` });
    // The admin area's code and the bank's settings arrive first: slow on a loaded machine.
    await expect(settings.getByLabel('Attempts per section')).toHaveValue('3', { timeout: 30_000 });
    await settings.getByLabel('Attempts per section').fill('1');
    const showKey = settings.getByRole('switch', { name: /Show correct answers/ });
    await expect(showKey).not.toBeChecked();
    await expect(settings.getByText(am.keyHiddenSetting)).toBeVisible();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminPage.getByText(`Test settings of ${name} saved.`)).toBeVisible();

    // The learner's one attempt at each section: "Attempt 1 of 1", wrong answers, submitted.
    const learner = await signUpLearner(request, 'policy');
    const context = await browser.newContext({ viewport });
    await useSessionOf(context, learner);
    const page = await context.newPage();
    await page.goto(`/exam/${domain.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Exam: ${name}` })).toBeVisible();
    // The instructions say what the review will show.
    await expect(page.getByText(am.reviewRuleHidden)).toBeVisible();
    await startSection(page, 'Aptitude');
    await expect(page.getByText(am.attemptOf(1, 1))).toBeVisible();
    // Options are shuffled per attempt: the wrong one is picked by its text.
    await page.getByRole('radio', { name: /Alpha/ }).check();
    await finishSection(page, 'Aptitude');
    await startSection(page, 'Domain Questions');
    await expect(page.getByText('domain question 1?')).toBeVisible();
    await expect(page.getByText(am.attemptOf(1, 1))).toBeVisible();
    await page.getByRole('radio', { name: /Alpha/ }).check();
    await expect(page.getByText('All answers saved')).toBeVisible();
    await page.getByRole('button', { name: 'Summary' }).click();
    await submitTest(page);
    await expect(page.getByText(am.submitted)).toBeVisible();

    // No attempt remains, and still the review says only that the answer was wrong.
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review.getByText(am.keyHidden)).toBeVisible();
    await expect(review.getByText(/^Your answer: [A-D] — wrong$/)).toHaveCount(1);
    await expect(review.getByText('Your answer', { exact: true })).toHaveCount(1);
    await expect(review.getByText(/Correct answer/)).toHaveCount(0);
    await expect(review.locator('[data-correct]')).toHaveCount(0);
    await review.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`review-key-hidden-${width}.png`), fullPage: true });

    // The admin turns the key on for the domain: the same review now names the correct option.
    await settings.getByRole('switch', { name: /Show correct answers/ }).click();
    await expect(settings.getByText(am.keyShownSetting)).toBeVisible();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminPage.getByText(`Test settings of ${name} saved.`)).toBeVisible();
    await adminPage.screenshot({ path: test.info().outputPath(`admin-key-switch-${width}.png`) });
    await adminContext.close();
    await page.reload();
    await page.getByRole('button', { name: 'Summary' }).click();
    await expect(review.getByText('Correct answer', { exact: true })).toHaveCount(1);
    await expect(review.getByText(/^Your answer: [A-D] — wrong · Correct answer: [A-D]$/)).toHaveCount(1);
    await expect(review.getByText(am.keyHidden)).toHaveCount(0);

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
}
