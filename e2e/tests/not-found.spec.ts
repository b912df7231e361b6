import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Placement, placementMessages } from '@skillpath/contract';
import { hydrated } from '../support/hydration';

// An address that names nothing answers 404 with the site's not-found page, drawn by the server in
// the site's layout and hydrated as it is; a job's page is rendered by the server like a course's.

/** Console warnings and errors, and API calls, while a page loads and hydrates. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) apiCalls.push(request.url());
  });
  return { problems, apiCalls };
}

async function unknownAddress(browser: Browser, name: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const seen = watch(page);
  const response = await page.goto('/no-such-page/.env');
  expect(response?.status()).toBe(404);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<meta name="robots" content="noindex" />');
  const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
  await expect(heading).toBeVisible();
  await hydrated(page);
  await expect(page).toHaveTitle('Page not found · Skillpath');
  await expect(heading).toBeVisible();
  // In the site's layout: its header and footer around the message.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.screenshot({ path: test.info().outputPath(`not-found-${name}.png`), fullPage: true });
  // The console's only complaint is the 404 of the document itself.
  expect(seen.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Upcoming Batches' })).toBeVisible();
  await context.close();
}

test('an unknown address is the not-found page with a 404 and a link home, at phone width', async ({
  browser,
}) => {
  await unknownAddress(browser, 'phone', { width: 390, height: 844 });
});

test('an unknown address is the not-found page with a 404 and a link home, at desktop width', async ({
  browser,
}) => {
  await unknownAddress(browser, 'desktop', { width: 1280, height: 800 });
});

test('a job page arrives rendered and hydrates without a warning or another API call', async ({
  page,
  request,
}) => {
  const [job] = (await (await request.get('/v1/api/placements/')).json()) as Placement[];
  const seen = watch(page);
  const response = await page.goto(`/jobs/${job!.id}`);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('id="ssr-data"');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: job!.placement_featuredjob_title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.problems).toEqual([]);
  expect(seen.apiCalls).toEqual([]);
});

test('an unknown job is a 404 whose page says so, rendered and hydrated alike', async ({ page }) => {
  const response = await page.goto('/jobs/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(placementMessages.placementNotFound)).toBeVisible();
  await hydrated(page);
  await expect(page.getByText(placementMessages.placementNotFound)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to jobs' })).toBeVisible();
});
