import { type Browser, expect, test } from '@playwright/test';
import { placementMessages } from '@skillpath/contract';
import { expectNoSeriousAxe } from '../support/axe';
import { hydrated } from '../support/hydration';

test('an employer submits the hire form and sees the success message', async ({ page }) => {
  await page.goto('/hire-hero');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hire the Best Industry-Ready Talent' }),
  ).toBeVisible();
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Get in Touch' });

  // Empty fields get the contract's messages and nothing is sent.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(placementMessages.leadNameRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(placementMessages.leadRequirementsRequired)).toBeVisible();

  await form.getByLabel(/^Name/).fill('Ravi Kumar');
  await form.getByLabel(/^Email/).fill(`ravi.${Date.now().toString(36)}@example.com`);
  await form.getByLabel(/^Company name/).fill('Northwind Labs');
  await form.getByLabel(/^Requirements/).fill('Two React developers in Hyderabad, starting next month.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(placementMessages.leadSent)).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toHaveValue('');
});

test('find your match leads to the contact page and its form', async ({ page }) => {
  await page.goto('/findyourmatch');
  await expect(page.getByText('100+ skilled professionals are ready to hire.')).toBeVisible();
  await page.getByRole('link', { name: 'Get in Touch' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByTitle(/^Map showing/)).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('link', { name: /Open the location in Google Maps/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Get in Touch' })).toBeVisible();
});

async function screens(browser: Browser, name: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // No internet here: the map frame is answered locally so the page settles (the fallback link stays).
  await page.route(/google\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' }),
  );
  // From the top, so the sticky navbar is drawn where it belongs in the full-page picture.
  const shot = async (label: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`${label}-${name}.png`), fullPage: true });
  };

  await page.goto('/hire-hero');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'How much does it cost to hire through Skillpath?' }).click();
  await expect(page.getByText(/^Nothing\. There is zero hiring cost/)).toBeVisible();
  await expectNoSeriousAxe(page);
  await shot('hire-hero');

  await page.goto('/findyourmatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your match' })).toBeVisible();
  await expectNoSeriousAxe(page);
  await shot('findyourmatch');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByTitle(/^Map showing/).scrollIntoViewIfNeeded();
  await expectNoSeriousAxe(page);
  await shot('contact');

  await page.goto('/tabledata');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousAxe(page);
  await shot('tabledata');
  await context.close();
}

test('employer and sample pages are accessible, at phone width', async ({ browser }) => {
  await screens(browser, 'phone', { width: 390, height: 844 });
});

test('employer and sample pages are accessible, at desktop width', async ({ browser }) => {
  await screens(browser, 'desktop', { width: 1280, height: 800 });
});
