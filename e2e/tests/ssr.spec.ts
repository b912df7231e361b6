import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { Course, Internship } from '@skillpath/contract';
import { signUpLearner, useSessionOf } from '../support/api';
import { openTrainingPage } from '../support/catalogue';
import { hydrated } from '../support/hydration';

// Issue 15: public pages arrive rendered from the server; the browser hydrates them without warnings,
// starts from the data inlined in the HTML, and a visitor without JavaScript can still read them.

const publicPages = [
  '/home',
  '/traininguser',
  '/traincard/1',
  '/internshipuser',
  '/interncard/1',
  '/placementuser',
  '/workshops',
  '/aiuserpage',
  '/hire-hero',
  '/findyourmatch',
  '/contact',
  '/bookafreedemo',
];

/** What the browser reports while a page loads and hydrates: console warnings and errors, API calls. */
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

function hydratesCleanly(url: string) {
  return async ({ page }: { page: Page }) => {
    const seen = watch(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    // The content is there before any script ran.
    expect(await response?.text()).toContain('id="ssr-data"');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(seen.problems).toEqual([]);
    expect(seen.apiCalls).toEqual([]);
  };
}

// Journeys ask for reduced motion (playwright.config.ts); the server cannot see that preference, so the
// pages whose motion depends on it hydrate without a warning under both.
for (const url of publicPages) {
  test(`${url} hydrates without a warning and asks the API nothing it was given`, hydratesCleanly(url));
}
test.describe('for a visitor who did not ask for reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('/home hydrates without a warning and asks the API nothing it was given', hydratesCleanly('/home'));
});

test("/home paints, with its carousel's front cover, before it fetches the code that hydrates it", async ({
  page,
}) => {
  const response = await page.goto('/home');
  const html = (await response?.text()) ?? '';
  const template = /<template id="page-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const chunks = [...template.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((m) => m[1]!);
  expect(chunks.some((href) => /^\/assets\/home-page-[\w-]+\.js$/.test(href))).toBe(true);
  await hydrated(page);
  // Resource timings in the page's own clock: when each chunk was asked for, against the first paint
  // and the arrival of the picture marked as the largest paint.
  const timing = await page.evaluate((hrefs) => {
    const entry = (url: string) =>
      performance.getEntriesByName(new URL(url, location.href).href)[0] as
        | PerformanceResourceTiming
        | undefined;
    const cover = (document.querySelector('img[fetchpriority="high"]') as HTMLImageElement).currentSrc;
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      coverArrived: entry(cover)?.responseEnd ?? Number.NaN,
      chunkStarts: hrefs.map((href) => entry(href)?.startTime ?? Number.NaN),
    };
  }, chunks);
  expect(timing.paint).toBeGreaterThan(0);
  for (const start of timing.chunkStarts) {
    expect(start).toBeGreaterThanOrEqual(timing.paint);
    expect(start).toBeGreaterThanOrEqual(timing.coverArrived);
  }
});

test('a signed-in learner gets the shared page, then their account in the navbar, without a hydration error', async ({
  browser,
  request,
}) => {
  const learner = await signUpLearner(request, 'ssr');
  const context: BrowserContext = await browser.newContext();
  await useSessionOf(context, learner);
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto('/traininguser');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Account menu for ${learner.email}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.problems).toEqual([]);
  await context.close();
});

test('after hydration the training search filters the server-rendered grid', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/traininguser');
  await hydrated(page);
  const courses = page.locator('#courses');
  // Every course of the data the page was rendered from (not a later API read: other journeys add
  // courses meanwhile).
  const total = await page.locator('#ssr-data').evaluate((block) => {
    const state = JSON.parse(block.textContent ?? '') as { queries: { state: { data: unknown } }[] };
    const courseList = state.queries
      .map((q) => q.state.data)
      .find((data): data is Course[] => Array.isArray(data) && data.length > 0 && 'course_title' in data[0]);
    return courseList?.length ?? 0;
  });
  expect(total).toBeGreaterThan(1);
  await expect(courses.getByRole('article')).toHaveCount(total);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('kubernetes');
  await expect(courses.getByRole('article')).toHaveCount(1);
  await courses.getByRole('link', { name: /^Know More/ }).click();
  await expect(page).toHaveURL(/\/traincard\/6$/);
  await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
  expect(seen.problems).toEqual([]);
});

test('a visitor who scrolled the page before it hydrated stays there, and its links then work', async ({
  page,
}) => {
  // The app's code is held back until the visitor has scrolled, as a slow phone takes its time.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/client-app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/traininguser');
  const link = page.getByRole('link', { name: 'Know More about Python FullStack' });
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await hydrated(page);
  // <ScrollRestoration> takes the scroll over in an effect after its first commit: past that point.
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The hydrated app still opens the next page at its top.
  await link.click();
  await expect(page).toHaveURL(/\/traincard\/1$/);
  await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown course is a 404 whose page says so, rendered and hydrated alike', async ({ page }) => {
  const response = await page.goto('/traincard/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Course not found. Please check the course ID.')).toBeVisible();
  await hydrated(page);
  await expect(page.getByText('Course not found. Please check the course ID.')).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test('the catalogue, a course with its curriculum and the internships are readable, and their links work', async ({
    browser,
    request,
  }) => {
    const internships: Internship[] = await (await request.get('/v1/api/internships/')).json();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    const courses = await openTrainingPage(page);
    const grid = page.locator('#courses');
    await expect(grid.getByRole('article')).toHaveCount(courses.length);
    const course = courses.find((c) => c.syllabus.length > 0)!;
    await expect(grid.getByText(course.course_title, { exact: true })).toBeVisible();
    await grid
      .getByRole('article')
      .filter({ hasText: course.course_title })
      .getByRole('link', { name: /^Know More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/traincard/${course.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: course.course_title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible();
    const week = course.syllabus[0]!;
    await expect(
      page.getByRole('heading', { name: `Week ${week.week_number}: ${week.title}` }),
    ).toBeVisible();

    await page.goto('/internshipuser');
    const internship = internships[0]!;
    await page.getByRole('link', { name: internship.internship_title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/interncard/${internship.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: internship.internship_title })).toBeVisible();

    // The navbar's links are plain links too.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Upcoming Batches' })).toBeVisible();
    await context.close();
  });

  for (const url of publicPages) {
    test(`${url} is readable`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await page.locator('#main').innerText()).length).toBeGreaterThan(200);
      await context.close();
    });
  }

  test('SignUp and Login are links that open their pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/traininguser');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/traininguser');
    await page.getByRole('link', { name: 'SignUp' }).click();
    await expect(page).toHaveURL(/\/registernow$/);
    await context.close();
  });

  test('on a phone the burger opens the menu, whose links work', async ({ browser }, info) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/traininguser');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: 'Open navigation' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('no-js-menu-phone.png') });
    await page.getByRole('link', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: 'Open navigation' }).click();
    await menu.getByRole('link', { name: 'Batches' }).click();
    await expect(page).toHaveURL(/\/home#upcomingbatches$/);
    await expect(page.getByRole('heading', { name: 'Upcoming Batches' })).toBeVisible();
    await context.close();
  });
});

test('with scripts, the burger opens the drawer and never the no-script menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/traininguser');
  await hydrated(page);
  await page.getByRole('link', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Skillpath' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  await context.close();
});
