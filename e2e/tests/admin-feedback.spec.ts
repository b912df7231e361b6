import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  assessmentMessages as am,
  authMessages,
  bankRefusalCodes,
  routeUrl,
  testBankRoutes,
} from '@skillpath/contract';
import { type Account, bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { examDomain } from '../support/exam';

// Issue 22, the admin area as admins and learners meet it: a domain is published only with a bank
// that fills its sections, the outcome banner stays in view, the audit log reads as a history, and a
// learner at /admindash is told why they are elsewhere without downloading the admin code.

async function pageAs(context: BrowserContext, account: Account): Promise<Page> {
  await useSessionOf(context, account);
  return context.newPage();
}

/** The admin area arrives as many chunks: on a busy machine that takes far longer than one assertion. */
const LOADED = 60_000;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a domain is published only once its bank fills each section, and the saved banner stays in view', async ({
  browser,
  request,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const domain = await examDomain(request, { questions: 1, published: false });
  const { name } = domain;

  // The server refuses to publish a section that draws 10 from a bank of 1.
  const refused = await request.put(routeUrl(testBankRoutes.domainSettings, { id: domain.id }), {
    headers: bearer(admin),
    data: { aptitude_questions: 10, domain_questions: 10, minutes_per_section: 25, published: true },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: bankRefusalCodes.tooSmall });

  // The admin asks for 10 a section and is told why not, at a phone's width and then a desktop's.
  async function refusedAt(width: number) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await pageAs(context, admin);
    await page.goto('/admindash/onlinetestadmin');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible({ timeout: LOADED });
    await expect(card.getByText(`Aptitude: 1 question (aptitude questions 1)`)).toBeVisible();
    const settings = page.getByRole('form', { name: `Test settings: ${name}` });
    await settings.getByLabel('Aptitude questions').fill('10');
    await settings.getByLabel('Domain questions').fill('10');
    await settings.getByRole('switch', { name: /Published/ }).check();
    await expect(settings.getByText(am.bankTooSmall('Aptitude', 10, 1))).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: test.info().outputPath(`settings-refused-${width}.png`) });
    return { context, page, settings };
  }
  await (await refusedAt(390)).context.close();

  // Corrected to one question a section, it publishes; the banner is seen below the header, the page
  // scrolled.
  const { context, page, settings } = await refusedAt(1280);
  await settings.getByLabel('Aptitude questions').fill('1');
  await settings.getByLabel('Domain questions').fill('1');
  await expect(settings.getByRole('switch', { name: /Published/ })).toBeChecked();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  const banner = page.getByRole('status').filter({ hasText: `Test settings of ${name} saved.` });
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const box = (await banner.boundingBox())!;
  const headerBottom = (await page.getByRole('banner').first().boundingBox())!.height;
  expect(box.y).toBeGreaterThanOrEqual(headerBottom);
  // Nothing covers it: the element at its centre is the banner's own.
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]')?.textContent ?? '',
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toContain('saved.');
  await shot(page, 'sticky-banner-1280');
  await context.close();

  const learner = await signUpLearner(request, 'bank');
  const learnerContext = await browser.newContext();
  const learnerPage = await pageAs(learnerContext, learner);
  await learnerPage.goto('/domain-selection');
  await expect(learnerPage.getByText(name)).toBeVisible();
  await learnerContext.close();
});

test('the audit log filters by kind of record and person, and names what changed', async ({
  browser,
  request,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const domain = await examDomain(request, { questions: 1, published: false });
  const { name } = domain;
  // Made with one question a section and 25 minutes: this update changes the minutes only.
  const saved = await request.put(routeUrl(testBankRoutes.domainSettings, { id: domain.id }), {
    headers: bearer(admin),
    data: { aptitude_questions: 1, domain_questions: 1, minutes_per_section: 30 },
  });
  expect(saved.status()).toBe(200);

  // One context, resized: a second cold context would cost more than everything the loop checks.
  const context = await browser.newContext();
  const page = await pageAs(context, admin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admindash/audit-log');
    await expect(page.getByRole('combobox', { name: 'Kind of record' })).toBeVisible({ timeout: LOADED });
    await page.getByRole('combobox', { name: 'Kind of record' }).click();
    await page.getByRole('option', { name: 'Test domain', exact: true }).click();
    await expect(page).toHaveURL(/kind=domain/);
    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: admin.email, exact: true }).click();
    await expect(page).toHaveURL(/actor=/);
    const table = page.getByRole('region', { name: 'Audit log' });
    // Newest first: this test's update, after the one that set the domain up.
    const entry = table.getByText(`Updated Test domain “${name}” (#${domain.id})`).first();
    await expect(entry).toBeVisible();
    await expect(table.getByText(`Created Test domain “${name}” (#${domain.id})`)).toBeVisible();
    await expect(table.getByText('Changed: minutes per section', { exact: true })).toBeVisible();
    // A day with no changes shows none.
    await page.getByLabel('To').fill('2000-01-01');
    await expect(page.getByText('No change matches these filters.')).toBeVisible();
    await page.getByLabel('To').fill('');
    await expect(entry).toBeVisible();
    await shot(page, `audit-log-${width}`);
  }
  await context.close();
});

test('a learner at /admindash is told why on the home page and never requests the admin code', async ({
  browser,
  request,
}) => {
  test.slow();
  const adminChunk = /\/assets\/admin-(app|area)[^/]*\.js/;
  const learner = await signUpLearner(request, 'gate');
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await pageAs(context, learner);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/admindash/onlinetestadmin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(authMessages.adminOnlyLearner)).toBeVisible({ timeout: LOADED });
  await shot(page, 'admin-notice-390');
  expect(requested.filter((url) => adminChunk.test(url))).toEqual([]);
  await context.close();

  // The same chunks are what an admin's visit requests, so the check above watches the right files.
  const admin = await signInAdmin(request);
  const adminContext = await browser.newContext();
  const adminPage = await pageAs(adminContext, admin);
  const adminRequested: string[] = [];
  adminPage.on('request', (r) => adminRequested.push(r.url()));
  await adminPage.goto('/admindash/onlinetestadmin');
  await expect(adminPage.getByRole('heading', { name: 'Online Test Management' })).toBeVisible({
    timeout: LOADED,
  });
  expect(adminRequested.filter((url) => adminChunk.test(url)).length).toBeGreaterThan(0);
  await adminContext.close();
});
