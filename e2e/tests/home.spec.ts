import { expect, type Page, test } from '@playwright/test';
import { CALLBACK_AUTO_CLOSE_MS, enquiryMessages } from '@skillpath/contract';
import { expectNoSeriousAxe } from '../support/axe';
import { hydrated } from '../support/hydration';

/** Lazy images below the fold: load them all so a full-page screenshot shows them. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

// The landing page as most people see it: moving (the other specs ask for reduced motion).
test.use({ reducedMotion: 'no-preference' });

test('a person browses the landing page: typed words, a carousel that turns by itself, services, batches, programs', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Your path to/ })).toBeVisible();
  await hydrated(page);

  // The carousel shows the first five courses and moves on by itself.
  const carousel = page.getByRole('region', { name: 'Popular courses' });
  const front = carousel.locator('[data-active]');
  await expect(front).toHaveAttribute('aria-label', /^1 of 5: Python FullStack$/);
  await expect(front).toContainText('50 students');
  await expect(front).toContainText('Job placement');
  await expect(front).toHaveAttribute('aria-label', /^2 of 5: /);
  await expect(carousel.getByRole('group')).toHaveCount(1); // the cards behind the front one are scenery

  // The typewriter types a word, erases it and types the next. One cycle of the four words takes about
  // 8 s and may start anywhere: watch for up to two cycles, stopping once every expected text was seen.
  const expected = ['Plac', 'Placements', 'T', 'Training', 'Internships', 'AI Mastery'];
  const seen = await page.getByTestId('typewriter').evaluate(
    (element, wanted) =>
      new Promise<string[]>((resolve) => {
        const texts = new Set<string>();
        const done = () => {
          observer.disconnect();
          resolve([...texts]);
        };
        const observer = new MutationObserver(() => {
          texts.add(element.textContent ?? '');
          if (wanted.every((w) => texts.has(w))) done();
        });
        observer.observe(element, { childList: true, characterData: true, subtree: true });
        setTimeout(done, 17_000);
      }),
    expected,
  );
  expect(seen).toEqual(expect.arrayContaining(expected));

  // Next and previous work by hand (the pointer on the carousel stops the rotation meanwhile).
  await carousel.getByRole('button', { name: 'Pause rotation' }).click();
  const before = await front.getAttribute('aria-label');
  await carousel.getByRole('button', { name: 'Next course' }).click();
  await expect(front).not.toHaveAttribute('aria-label', before!);
  await carousel.getByRole('button', { name: 'Previous course' }).click();
  await expect(front).toHaveAttribute('aria-label', before!);

  // Services: the spec's buttons and the Placements gate.
  const services = page.locator('#about');
  await expect(services.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/traininguser');
  await expect(services.getByRole('button', { name: 'Coming Soon...' })).toBeDisabled();
  await expect(services.getByRole('link', { name: 'Internships' })).toHaveAttribute(
    'href',
    '/internshipuser',
  );
  await expect(services.getByRole('button', { name: 'Launches Soon...' })).toBeDisabled();
  await services.getByRole('button', { name: 'Explore Now' }).click();
  const restricted = page.getByRole('dialog', { name: 'Access Restricted' });
  await expect(restricted).toContainText(
    'Access to this session will be granted upon completion of at least 50% of the registered course.',
  );
  await restricted.getByRole('button', { name: 'OK' }).click();
  await expect(restricted).toBeHidden();

  // The navbar's Batches link scrolls to the upcoming batches, listed with a medium start date.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Batches' }).first().click();
  await expect(page).toHaveURL(/\/home#upcomingbatches$/);
  const batches = page.locator('#upcomingbatches');
  await expect(batches).toBeInViewport();
  await expect(batches.getByRole('article')).toHaveCount(6);
  await expect(batches.getByRole('article').first()).toContainText('Python FullStack - Weekday Batch');
  await expect(batches.getByRole('article').first()).toContainText(/Starts [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  // Featured programs: the first three courses, each leading to its page.
  const programs = page.locator('#featured-programs');
  await expect(programs.getByRole('article')).toHaveCount(3);
  await programs
    .getByRole('link', { name: /^View Course/ })
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/traincard\/2$/);
});

test('a person requests a callback: a bad phone is refused, a good one is sent and the overlay closes itself', async ({
  page,
}) => {
  await page.goto('/home');
  await hydrated(page);
  await page.getByRole('button', { name: 'Request Callback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
  await expect(dialog).toBeVisible();
  // Page scrolling is locked while the overlay is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await dialog.getByLabel(/^Name/).fill('Asha Rao');
  await dialog.getByLabel(/^Phone number/).fill('98765');
  await dialog.getByRole('combobox', { name: /^Interested course/ }).click();
  await page.getByRole('option', { name: 'Data Science' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(enquiryMessages.phoneInvalid)).toBeVisible();

  await dialog.getByLabel(/^Phone number/).fill('9876543210');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(enquiryMessages.success)).toBeVisible();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
  await expect(dialog).toBeHidden({ timeout: CALLBACK_AUTO_CLOSE_MS + 3000 });
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  // Reopened, it starts afresh; closing it by hand throws away what was typed.
  await page.getByRole('button', { name: 'Request Callback' }).click();
  await expect(dialog.getByText(enquiryMessages.success)).toHaveCount(0);
  await dialog.getByLabel(/^Name/).fill('Half typed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Request Callback' }).click();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
});

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`/home passes axe and does not scroll sideways at ${name} width`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#upcomingbatches').getByRole('article')).toHaveCount(6);
    await expect(page.locator('#featured-programs').getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Popular courses' })).toBeVisible();
    // Nothing is wider than the screen (the 3D cards lean out of the carousel).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await expectNoSeriousAxe(page);

    await loadAllImages(page);
    await page.screenshot({ path: info.outputPath(`home-${name}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Request Callback' }).click();
    await expect(page.getByRole('dialog', { name: 'Request a Callback' })).toBeVisible();
    await expectNoSeriousAxe(page, '[role="dialog"]');
    await page.screenshot({ path: info.outputPath(`home-callback-${name}.png`) });
    await context.close();
  });
}
