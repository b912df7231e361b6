import { expect, test } from '@playwright/test';
import { assessmentMessages as am, certificateMessages as cm } from '@skillpath/contract';
import { signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';
import { examDomain, finishSection, startSection, submitTest } from '../support/exam';
import { hydrated } from '../support/hydration';

// Issue 17: a learner passes an assessment, finds the certificate on the dashboard, an employer
// checks it at its public link, an admin revokes it, and the link then says so — with and without
// JavaScript.

test('a passed assessment gives a certificate that anyone can verify until an admin revokes it', async ({
  browser,
  request,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const domain = await examDomain(request, { questions: 1 });
  const { name } = domain;

  // The learner passes both sections (the right option each time).
  const learner = await signUpLearner(request, 'certified');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useSessionOf(context, learner);
  const page = await context.newPage();
  await page.goto(`/exam/${domain.id}`);
  // The first visit loads the exam's code: a busy machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: `Exam: ${name}` })).toBeVisible({
    timeout: 30_000,
  });
  // Options are shuffled per attempt: the right one (Bravo) is picked by its text.
  await startSection(page, 'Aptitude');
  await page.getByRole('radio', { name: /Bravo/ }).check();
  await finishSection(page, 'Aptitude');
  await startSection(page, 'Domain Questions');
  await expect(page.getByText('domain question 1?')).toBeVisible();
  await page.getByRole('radio', { name: /Bravo/ }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await page.getByRole('button', { name: 'Summary' }).click();
  await submitTest(page);
  await expect(page.getByText(am.submitted)).toBeVisible();
  // The results say a certificate was earned, with its page.
  const earned = page.getByRole('status').filter({ hasText: 'Certificate earned' });
  await expect(earned.getByText(`${name} skill assessment`, { exact: false })).toBeVisible();
  await expect(earned.getByRole('link', { name: 'View certificate' })).toHaveAttribute(
    'href',
    /^\/certificates\/[2-9A-Z]{12}$/,
  );

  // The dashboard shows it, with its download, link and LinkedIn buttons.
  await page.goto('/userdash');
  const card = page
    .getByRole('region', { name: 'My certificates' })
    .getByRole('article', { name: `Certificate: ${name} skill assessment` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Valid')).toBeVisible();
  await expect(card.getByText(/Skill assessment passed · Distinction/)).toBeVisible();
  const code = (await card.getByRole('link', { name: /^[2-9A-Z]{12}$/ }).textContent())!;
  await expect(card.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/v1/api/certificates/${code}/pdf/`,
  );
  const linkedIn = await card.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href');
  const linkedInUrl = new URL(linkedIn!);
  expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(linkedInUrl.searchParams.get('certId')).toBe(code);
  expect(linkedInUrl.searchParams.get('name')).toBe(`${name} skill assessment`);
  await expectNoSeriousAxe(page);
  await context.close();

  // An employer opens the link: rendered on the server, valid, with a link preview.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const opened = await publicPage.goto(`/certificates/${code}`);
  expect(opened?.status()).toBe(200);
  await expect(publicPage.getByText('Valid certificate')).toBeVisible();
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
  await expect(publicPage.getByText(code)).toBeVisible();
  await expect(publicPage.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Certificate: Asha Rao · Skillpath',
  );
  await expect(publicPage.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    new RegExp(`^Verified: Asha Rao .*${code}`),
  );
  await hydrated(publicPage);
  await expectNoSeriousAxe(publicPage);

  // The admin finds it and revokes it with a reason.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useSessionOf(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admindash/certificates?q=${code}`);
  const table = adminPage.getByRole('table', { name: 'Certificates' });
  await expect(table.getByRole('link', { name: code })).toBeVisible();
  await adminPage.getByRole('button', { name: `Revoke: ${code} (Asha Rao)` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Revoke certificate' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText(cm.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Answers were shared during the exam');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(adminPage.getByText(`Certificate ${code} of Asha Rao revoked.`)).toBeVisible();
  await expect(table.getByText('Revoked', { exact: true })).toBeVisible();
  await adminContext.close();

  // The same link now says revoked, when and why.
  const again = await publicPage.goto(`/certificates/${code}`);
  expect(again?.status()).toBe(200);
  await expect(publicPage.getByText('This certificate was revoked on')).toBeVisible();
  await expect(publicPage.getByText('Reason: Answers were shared during the exam')).toBeVisible();
  await expect(publicPage.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await visitor.close();

  // Without JavaScript the verification reads the same.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/certificates/${code.toLowerCase()}`);
  await expect(plain.getByText('This certificate was revoked on')).toBeVisible();
  await expect(plain.getByText('Reason: Answers were shared during the exam')).toBeVisible();
  await noScript.close();
});

test('an unknown code is a 404 page that says so, with or without JavaScript', async ({ page, browser }) => {
  const response = await page.goto('/certificates/ABCDEFGHJKMN');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
  await expect(page.getByText(cm.notFound)).toBeVisible();
  await hydrated(page);
  await expect(page.getByText(cm.notFound)).toBeVisible();
  const malformed = await page.goto('/certificates/not-a-code');
  expect(malformed?.status()).toBe(404);
  await expect(page.getByText(cm.invalidCode)).toBeVisible();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  expect((await plain.goto('/certificates/ABCDEFGHJKMN'))?.status()).toBe(404);
  await expect(plain.getByText(cm.notFound)).toBeVisible();
  await noScript.close();
});
