import { type Browser, expect, type Page, test } from '@playwright/test';
import { enquiryRoutes, overviewMessages } from '@skillpath/contract';
import { signInAdmin, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';

// Issue 18: the administrator lands on the Overview, reads it at desktop and phone width, narrows the
// range, and follows a figure to its filtered inbox.

async function overviewAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await useSessionOf(context, await signInAdmin(context.request));
  const page = await context.newPage();
  return { context, page };
}

// Landing loads the admin area's code and then the charts' chunk; on a busy 2-core machine that and
// axe over the whole screen take longer than the default minute.
test.describe.configure({ timeout: 180_000 });

const figure = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) });

test.beforeAll(async ({ request }) => {
  // Something waiting in the enquiries inbox, so the figures are not all zero.
  const res = await request.post(enquiryRoutes.create.path, {
    data: { name: 'Overview Caller', phone: '9123456780', interested_course: 'DevOps' },
  });
  expect(res.status()).toBe(201);
});

test('an admin lands on the Overview and follows the waiting enquiries to the inbox', async ({
  browser,
}, info) => {
  const { context, page } = await overviewAt(browser, { width: 1280, height: 900 });
  await page.goto('/admindash');
  // The admin area's code loads once the server has confirmed the role: slow on a busy machine.
  await expect(page).toHaveURL(/\/admindash\/overview$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // The last 30 days by default: a bar per day.
  await expect(page.getByRole('heading', { name: 'Enrollments per day' })).toBeVisible({ timeout: 30_000 });
  await expect(figure(page, 'New enquiries')).toContainText(/[1-9]/);
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: info.outputPath('overview-desktop.png'), fullPage: true });

  // A range that ends before the wrong start is refused with the contract's words, nothing asked.
  await page.getByLabel('From', { exact: true }).fill('2030-01-10');
  await page.getByLabel('To', { exact: true }).fill('2030-01-01');
  await expect(page.getByText(overviewMessages.dateOrder)).toBeVisible();
  // A quiet range long ago: nothing received, and the page says so.
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-31');
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-31|to=2001-01-31.*from=2001-01-01/);
  await expect(figure(page, 'New enquiries')).toContainText('0');
  await expect(page.getByText('No enrollments in this range.')).toBeVisible();
  // A long range is drawn per week, its axis from the chosen first day to the chosen last day.
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(page.getByRole('heading', { name: 'Enrollments per week' })).toBeVisible();
  const chart = page.getByRole('img', { name: /^Enrollments per week, / });
  const label = (await chart.getAttribute('aria-label'))!;
  const [, first, last] = /^Enrollments per week, (.+?) to (.+?): /.exec(label)!;
  // The first bar starts on the first day chosen and the last ends on the last one (either may be a
  // single day when the range starts on a Sunday or ends on a Monday).
  expect(label).toMatch(new RegExp(`^[^:]+: ${first}( to [^:]+)?: \\d+`));
  expect(label).toMatch(new RegExp(`${last}: \\d+$`));
  // The axis names the chosen first day under the first bar.
  await expect(
    chart.locator('svg text').getByText(first!.replace(/ \d{4}$/, ''), { exact: true }),
  ).toBeVisible();

  await figure(page, 'Waiting for a call').click();
  await expect(page).toHaveURL(/\/admindash\/enquiries\?status=new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Overview Caller' }).first()).toBeVisible();
  await context.close();
});

test('the Overview fits a phone and passes axe there', async ({ browser }, info) => {
  const { context, page } = await overviewAt(browser, { width: 390, height: 844 });
  await page.goto('/admindash/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Employer leads by status' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: info.outputPath('overview-phone.png'), fullPage: true });
  await context.close();
});
