import { type Browser, expect, test } from '@playwright/test';
import { signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';

// Without SMTP_URL (as the e2e server runs) mail is kept in the outbox: an admin finds a learner's
// confirmation mail in the Mailbox, newest first, its link clickable, at desktop and phone width.

test.describe.configure({ timeout: 120_000 });

async function adminAt(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  await useSessionOf(context, await signInAdmin(context.request));
  return { context, page: await context.newPage() };
}

test('an admin finds a confirmation mail in the Mailbox and opens its link (1280 px)', async ({
  browser,
  request,
}, info) => {
  const learner = await signUpLearner(request, 'mailbox');
  const { context, page } = await adminAt(browser, 1280);
  await page.goto('/admindash/overview');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveURL(/\/admindash\/mailbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();

  // The mail leaves through the job queue a moment after the sign-up.
  const table = page.getByRole('table', { name: 'Mailbox' });
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: learner.email })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const row = table.getByRole('row').filter({ hasText: learner.email });
  const link = row.getByRole('link', { name: /\/verify-email\?uid=/ });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/verify-email\?uid=[\w-]+&token=[\w-]+$/,
  );
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: info.outputPath('mailbox-desktop.png'), fullPage: true });

  // Opened, the mail reads as text with the same link.
  const href = await link.getAttribute('href');
  await row.getByRole('link', { name: /confirm/i }).click();
  await expect(page).toHaveURL(/\/admindash\/mailbox\/\d+-[\w-]+$/);
  await expect(page.getByText(`To ${learner.email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: href! })).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: info.outputPath('mail-desktop.png'), fullPage: true });
  // The page's own address loads it again (no dot in it that would read as a file).
  await page.reload();
  await expect(page.getByText(`To ${learner.email}`)).toBeVisible();

  // Following the link confirms the address.
  await page.goto(href!);
  await expect(page.getByText(/confirmed/i).first()).toBeVisible();
  await context.close();
});

test('the Mailbox fits a phone: its table scrolls sideways inside its box (390 px)', async ({
  browser,
  request,
}, info) => {
  await signUpLearner(request, 'mailbox-phone');
  const { context, page } = await adminAt(browser, 390);
  await page.goto('/admindash/overview');
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('dialog', { name: 'Admin' }).getByRole('link', { name: 'Mailbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mailbox' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Swipe the table sideways to see all its columns.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const region = page.getByRole('region', { name: 'Mailbox' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: info.outputPath('mailbox-phone.png'), fullPage: true });
  await table
    .getByRole('link', { name: /confirm/i })
    .first()
    .click();
  await expect(page.getByText(/^To /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: info.outputPath('mail-phone.png'), fullPage: true });
  await context.close();
});
