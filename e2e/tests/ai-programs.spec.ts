import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe } from '../support/axe';
import { hydrated } from '../support/hydration';

/** The cards rise in one after another; wait until they have settled. */
async function animationsDone(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

test('a person reads the AI learning paths, their prices and the curriculum', async ({ page }) => {
  await page.goto('/aiuserpage');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart AI Learning Paths' })).toBeVisible();
  await hydrated(page);
  for (const [title, price] of [
    ['Machine Learning Mastery', '₹45,000'],
    ['Next-Gen Generative AI', '₹45,000'],
    ['Cloud AI Solutions', '₹60,000'],
  ] as const) {
    const card = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText(price)).toBeVisible();
  }

  // Enroll Now leads to the program's checkout (prices.spec.ts follows it through sign-in).
  await expect(
    page
      .locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Cloud AI Solutions' }) })
      .getByRole('link', { name: 'Enroll Now' }),
  ).toHaveAttribute('href', /^\/checkout\/program\/\d+$/);

  const tabs = page.getByRole('tablist', { name: 'Learning paths' });
  await expect(tabs.getByRole('tab', { name: 'Machine Learning Mastery' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/^Week \d+$/)).toHaveCount(9);
  await tabs.getByRole('tab', { name: 'Next-Gen Generative AI' }).click();
  await expect(panel.getByRole('heading', { name: 'Retrieval-augmented generation' })).toBeVisible();
  await expect(panel.getByText(/^Week \d+$/)).toHaveCount(9);
  await tabs.getByRole('tab', { name: 'Cloud AI Solutions' }).click();
  await expect(panel.getByText(/^Week \d+$/)).toHaveCount(16);
});

test('the cards do not move for a person who asks for reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/aiuserpage');
  // The three programs of the demo content at least (another journey may be adding one).
  await expect(page.getByRole('link', { name: 'Enroll Now' }).nth(2)).toBeVisible();
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  await context.close();
});

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`/aiuserpage passes axe at ${name} width`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto('/aiuserpage');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: info.outputPath(`aiuserpage-${name}.png`), fullPage: true });
    await context.close();
  });
}
