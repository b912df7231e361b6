import { expect, test } from '@playwright/test';
import { assessmentPaths } from '@skillpath/contract';
import { bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { uniqueWord } from '../support/people';

test('shots', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await signInAdmin(request);
  const name = `Shots ${uniqueWord()}`;
  const domain = await (await request.post(assessmentPaths.createDomain, { headers: bearer(admin), multipart: { name } })).json();
  const category = await (await request.post(assessmentPaths.createCategory, { headers: bearer(admin), data: { name: 'Apt', domain_id: domain.id, kind: 'aptitude' } })).json();
  await request.post(assessmentPaths.addMcq, { headers: bearer(admin), data: { domain: domain.id, category: category.id, question: 'Q?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: 'B' } });
  const learners = [];
  for (let i = 0; i < 3; i++) {
    const l = await signUpLearner(request, `shot${i}`);
    learners.push(l);
    const s = await (await request.post(assessmentPaths.startTest, { headers: bearer(l), data: { domain_id: domain.id, section: 'aptitude' } })).json();
    if (i > 0) await request.post(assessmentPaths.submitTest, { headers: bearer(l), data: { test_session_id: s.test_session_id } });
  }
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await useSessionOf(context, admin);
    const page = await context.newPage();
    await page.goto(`/admindash/test-results?domain_id=${domain.id}`);
    await expect(page.getByText('Showing 1–3 of 3 attempts')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `/tmp/exam-shots/report-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Override attempt 1 of/ }).first().click();
    await page.getByRole('menuitem', { name: 'Give extra time' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `/tmp/exam-shots/modal-${width}.png` });
    await page.goto(`/admindash/learners/${learners[0]!.id}`);
    await expect(page.getByRole('region', { name: 'Assessment attempts' })).toBeVisible();
    await page.screenshot({ path: `/tmp/exam-shots/learner-${width}.png`, fullPage: true });
    await page.goto('/admindash/assessment-requests');
    await page.screenshot({ path: `/tmp/exam-shots/requests-${width}.png`, fullPage: true });
    await context.close();
  }
});
