import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import {
  authPaths,
  type PlacementInput,
  placementMessages,
  placementRoutes,
  type WorkshopInput,
  workshopRoutes,
} from '@skillpath/contract';
import { signUpLearner, useToken } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';
import { hydrated } from '../support/hydration';
import { renderInBrowser } from '../support/render-in-browser';

// ---------------------------------------------------------------------------------------------------
// Seeding through the API as the bootstrap admin.
async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(authPaths.login, { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
const adminToken = (request: APIRequestContext) =>
  tokenOf(request, 'admin@skillpath.test', 'admin-password-1');

async function createPlacement(request: APIRequestContext, overrides: Partial<PlacementInput> = {}) {
  const stamp = Date.now().toString(36);
  const data: PlacementInput = {
    placement_location: 'Hyderabad',
    placement_keyword: 'react',
    placement_jobs_posted: 12,
    placement_tasks_posted: 30,
    placement_freelancer: 8,
    placement_category_title: 'Software Development',
    placement_category_description: 'Web, backend and mobile developer roles.',
    placement_featuredjob_title: `Frontend Developer ${stamp}`,
    placement_featuredjob_company: 'Northwind Labs',
    placement_featuredjob_location: 'Hyderabad',
    placement_featuredjob_mode: 'Fulltime',
    placement_featuredjob_posted: new Date().toISOString().slice(0, 10),
    ...overrides,
  };
  const response = await request.post(placementRoutes.create.path, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; placement_featuredjob_title: string };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createWorkshop(request: APIRequestContext, overrides: Partial<WorkshopInput> = {}) {
  const data: WorkshopInput = {
    title: `React Hooks Workshop ${Date.now().toString(36)}`,
    trainer: 'Priya Sharma',
    course_mode: 'Online',
    date: inDays(14),
    time: '10:00 AM',
    admin_closing_date: inDays(10),
    duration: '3 hours',
    available_languages: 'English, Hindi',
    already_enrolled: 4,
    capacity: 20,
    description: 'Build a small app with hooks, step by step.',
    opportunities: 'Frontend internships',
    ...overrides,
  };
  const response = await request.post(workshopRoutes.create.path, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

// ---------------------------------------------------------------------------------------------------
test('a learner below 50% finds a job, signs in from Apply and gets the Access Restricted dialog', async ({
  page,
  request,
}) => {
  const job = await createPlacement(request);
  const learner = await signUpLearner(request, 'placements');

  await page.goto('/placementuser');
  await expect(page.getByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job.placement_featuredjob_title);
  const jobs = page.getByRole('region', { name: 'Featured jobs' });
  await expect(jobs.getByRole('heading', { level: 3 })).toHaveText([job.placement_featuredjob_title]);
  await jobs
    .getByRole('link', { name: `Apply for ${job.placement_featuredjob_title} at Northwind Labs` })
    .click();

  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: job.placement_featuredjob_title })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();

  // A visitor signs in and comes back to the job.
  await expect(page).toHaveURL(new RegExp(`/signin\\?returnUrl=%2Fjobs%2F${job.id}$`));
  await page.getByLabel(/^Email/).fill(learner.person.email);
  await page.getByLabel(/^Password/).fill(learner.person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: placementMessages.accessRestrictedTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(placementMessages.accessRestricted);
  await expectNoSeriousAxe(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('a learner registers for a workshop and the seat count goes down', async ({ page, request }) => {
  const workshop = await createWorkshop(request);
  const learner = await signUpLearner(request, 'placements');
  await useToken(page, learner.token);

  await page.goto('/workshops');
  await hydrated(page);
  const card = page.getByRole('article', { name: workshop.title });
  await expect(card.getByText('16 of 20')).toBeVisible();
  await card.getByRole('button', { name: `Register for ${workshop.title}` }).click();
  await expect(card.getByText(placementMessages.registered)).toBeVisible();
  await expect(card.getByRole('button', { name: `Register for ${workshop.title}` })).toBeDisabled();
  await expect(card.getByText('15 of 20')).toBeVisible();

  // Registering again is refused by the server, and the page says why.
  // The page served after the registration counts it (the cached anonymous page was dropped); the
  // button works once the page has hydrated.
  await page.reload();
  await hydrated(page);
  await expect(card.getByText('15 of 20')).toBeVisible();
  await card.getByRole('button', { name: `Register for ${workshop.title}` }).click();
  await expect(card.getByText(placementMessages.alreadyRegistered)).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------
async function screens(
  browser: Browser,
  request: APIRequestContext,
  name: string,
  viewport: { width: number; height: number },
) {
  const job = await createPlacement(request, {
    placement_featuredjob_title: `Data Analyst ${name}`,
    placement_featuredjob_company: 'Globex Analytics',
    placement_featuredjob_mode: 'Parttime',
    placement_category_title: 'Data Science',
    placement_category_description: 'Analysts, data engineers and ML engineers.',
  });
  await createWorkshop(request, { title: `SQL for Analysts ${name}` });
  await createWorkshop(request, {
    title: `Full Workshop ${name}`,
    already_enrolled: 10,
    capacity: 10,
    date: inDays(20),
  });

  // Reduced motion: the counters show their totals at once.
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // From the top, so the sticky navbar is drawn where it belongs in the full-page picture.
  const shot = async (label: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`${label}-${name}.png`), fullPage: true });
  };

  await page.goto('/placementuser');
  await expect(
    page.getByRole('region', { name: 'Featured jobs' }).getByRole('article').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxe(page);
  await shot('placementuser');

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Data Analyst ${name}` })).toBeVisible();
  await expectNoSeriousAxe(page);
  await shot('job');

  await page.goto('/workshops');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxe(page);
  await shot('workshops');

  // The same pages before anything is stored: drawn by the browser, from an API that has nothing.
  await renderInBrowser(page, /\/(placementuser|workshops)$/);
  await page.route('**/v1/api/placements/', (route) => route.fulfill({ json: [] }));
  await page.route('**/v1/api/workshops/', (route) => route.fulfill({ json: [] }));
  await page.goto('/placementuser');
  await expect(page.getByRole('heading', { name: 'No jobs posted yet' })).toBeVisible();
  await expect(page.getByText('Sample figures')).toBeVisible();
  await expectNoSeriousAxe(page);
  await shot('placementuser-empty');
  await page.goto('/workshops');
  await expect(page.getByRole('heading', { name: 'No upcoming workshops' })).toBeVisible();
  await shot('workshops-empty');

  await context.close();
}

test('placement pages are accessible, at phone width', async ({ browser, request }) => {
  await screens(browser, request, 'phone', { width: 390, height: 844 });
});

test('placement pages are accessible, at desktop width', async ({ browser, request }) => {
  await screens(browser, request, 'desktop', { width: 1280, height: 800 });
});
