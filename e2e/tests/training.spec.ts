import { expect, type Page, test } from '@playwright/test';
import { enquiryMessages, institute } from '@skillpath/contract';
import { expectNoSeriousAxe } from '../support/axe';
import { openTrainingPage } from '../support/catalogue';
import { hydrated } from '../support/hydration';

/** Lazy images below the fold: load them all so a full-page screenshot shows them. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

const approachSteps = [
  'Professional Training',
  'Daily Practice',
  'Assessments',
  'Reverse Mentorship',
  'Mock Interviews',
  'Resume Building',
  'Real Time Projects',
  'Interview Preparation',
  'Course Completion Certificate',
  'Placement Assistance',
];

test('a person finds a course by searching and opens it with Know More', async ({ page }) => {
  const total = (await openTrainingPage(page)).length;
  await hydrated(page);
  const courses = page.locator('#courses');
  await expect(courses.getByRole('article')).toHaveCount(total);

  const search = page.getByRole('searchbox', { name: 'Search courses' });
  await search.fill('KUBERNETES');
  await expect(courses.getByRole('article')).toHaveCount(1);
  await expect(courses.getByRole('article')).toContainText('DevOps');

  // By trainer, and nothing at all, with the way back.
  await search.fill('priya');
  await expect(courses.getByRole('article')).toHaveCount(1);
  await expect(courses.getByRole('article')).toContainText('Data Science');
  await search.fill('cobol');
  await expect(courses.getByText('No courses match “cobol”.')).toBeVisible();
  await courses.getByRole('button', { name: 'Show all courses' }).click();
  await expect(courses.getByRole('article')).toHaveCount(total);
  await expect(search).toBeFocused();

  await search.fill('kubernetes');
  await courses.getByRole('link', { name: /^Know More/ }).click();
  await expect(page).toHaveURL(/\/traincard\/6$/);
});

test('the training page shows the ten-step approach, a chat link and a working callback form', async ({
  page,
}) => {
  await page.goto('/traininguser');
  await hydrated(page);
  const approach = page.getByRole('region', { name: 'Our 10-Step Approach' });
  await expect(approach.getByRole('listitem')).toHaveText(approachSteps.map((step) => new RegExp(step)));

  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  await expect(chat).toHaveAttribute('href', institute.chatUrl);
  await expect(chat).toHaveAttribute('target', '_blank');

  const callback = page.getByRole('region', { name: 'Request a Callback' });
  await callback.getByLabel(/^Name/).fill('Ravi Kumar');
  await callback.getByLabel(/^Phone number/).fill('9123456780');
  await callback.getByRole('combobox', { name: /^Interested course/ }).click();
  await page.getByRole('option', { name: 'DevOps' }).click();
  await callback.getByRole('button', { name: 'Submit' }).click();
  await expect(callback.getByText(enquiryMessages.success)).toBeVisible();
  await expect(callback.getByLabel(/^Name/)).toHaveValue('');
  await expect(callback.getByLabel(/^Phone number/)).toHaveValue('');
});

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`/traininguser passes axe and does not scroll sideways at ${name} width`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const total = (await openTrainingPage(page)).length;
    await expect(page.locator('#courses').getByRole('article')).toHaveCount(total);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await expectNoSeriousAxe(page);

    // The floating WhatsApp button: smaller on a phone, and scrolled to the end the page leaves it
    // room, so no text stays under it.
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const button = (await chat.boundingBox())!;
    expect(button.width).toBeLessThanOrEqual(name === 'phone' ? 44 : 56);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(
      ({ x, y, width, height }) => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const hidden: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('a[href*="wa.me"], [role="tooltip"]'))
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects()))
            if (r.right > x && r.left < x + width && r.bottom > y && r.top < y + height)
              hidden.push(node.textContent.trim());
        }
        return hidden;
      },
      (await chat.boundingBox())!,
    );
    expect(covered).toEqual([]);

    await loadAllImages(page);
    await page.screenshot({ path: info.outputPath(`traininguser-${name}.png`), fullPage: true });
    await context.close();
  });
}
