import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { examRoutes, routeUrl } from '@skillpath/contract';
import { type Account, bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';
import { examDomain } from '../support/exam';

// The examiner's side of the exam (issue 22): the admin filters the results report by domain,
// downloads it as CSV, gives a candidate extra time, and finds the attempts on the learner's page.

async function startSection(request: APIRequestContext, learner: Account, domainId: number) {
  const res = await request.post(routeUrl(examRoutes.start), {
    headers: bearer(learner),
    data: { domain_id: domainId, section: 'aptitude' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).test_session_id as number;
}

test('an admin filters the test results, downloads them, gives extra time, and sees them on the learner page', async ({
  browser,
  request,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const { id: domainId, name } = await examDomain(request, { questions: 1 });
  const running = await signUpLearner(request, 'running');
  const finished = await signUpLearner(request, 'finished');
  await startSection(request, running, domainId);
  const finishedId = await startSection(request, finished, domainId);
  await request.post(routeUrl(examRoutes.submit), {
    headers: bearer(finished),
    data: { test_session_id: finishedId },
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await useSessionOf(context, admin);
  const page = await context.newPage();
  await page.goto('/admindash/test-results');
  // The admin screens load their code when first opened: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Test results' })).toBeVisible({
    timeout: 30_000,
  });

  // Filtered to the new domain: its two attempts only.
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`domain_id=${domainId}`));
  const table = page.getByRole('region', { name: 'Test results' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Showing 1–2 of 2 attempts')).toBeVisible();
  const runningRow = table.getByRole('row').filter({ hasText: running.email });
  await expect(runningRow).toContainText('In progress');
  await expect(table.getByRole('row').filter({ hasText: finished.email })).toContainText('Submitted');

  await expectNoSeriousAxe(page);

  // The CSV holds what the filter shows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^test-results-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Attempt ID,Candidate,Email,Domain,Section,/);
  expect(lines).toHaveLength(3);
  expect(lines.some((line) => line.includes(`${running.email},${name},Aptitude,1,In progress,`))).toBe(true);

  // Extra time for the candidate still at it.
  await runningRow.getByRole('button', { name: /^Override attempt 1 of/ }).click();
  await page.getByRole('menuitem', { name: 'Give extra time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give extra time' });
  await dialog.getByRole('textbox', { name: 'Extra minutes' }).fill('15');
  await dialog.getByRole('button', { name: 'Extend deadline' }).click();
  await expect(page.getByText(/^Deadline extended: new deadline /)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The candidate's exam answers with the later deadline (25 + 15 minutes after the start).
  const resumed = await (
    await request.post(routeUrl(examRoutes.start), {
      headers: bearer(running),
      data: { domain_id: domainId, section: 'aptitude' },
    })
  ).json();
  expect(resumed.duration_seconds).toBe(40 * 60);

  // The learner's admin page lists the attempt.
  await runningRow.getByRole('button', { name: 'Asha Rao', exact: true }).click();
  await page.getByRole('link', { name: 'Candidate: Asha Rao' }).click();
  await expect(page).toHaveURL(new RegExp(`/admindash/learners/${running.id}$`));
  const attempts = page.getByRole('table', { name: 'Assessment attempts' });
  await expect(attempts.getByRole('row')).toHaveCount(2);
  await expect(attempts).toContainText(name);
  await expect(attempts).toContainText('In progress');
  await context.close();
});
