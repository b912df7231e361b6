import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  authPaths,
  enquiryMessages,
  enquiryRoutes,
  enrollmentRoutes,
  catalogueAdminMessages as m,
} from '@skillpath/contract';
import { openFromSidebar } from '../support/admin-nav';
import { signUpLearner, useToken } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';
import { hydrated } from '../support/hydration';
import { gradientPng } from '../support/png';

const admin = { email: 'admin@skillpath.test', password: 'admin-password-1' };

const coverPng = { name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(160, 90) };

// ---------------------------------------------------------------------------------------------------
/** Letters only, unique within the run (names on the public forms are letters and spaces). */
function uniqueWord() {
  return Array.from(`${Date.now()}${Math.floor(Math.random() * 1000)}`)
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');
}

async function signInAsAdmin(page: Page) {
  await page.goto('/signin');
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // With no page to return to, an admin lands on the admin area's Overview.
  await expect(page).toHaveURL(/\/admindash\/overview$/);
}

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(authPaths.login, { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function chooseOption(page: Page, combobox: string | RegExp, option: string, typed?: string) {
  const box = page.getByRole('combobox', { name: combobox });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const courseForm = (page: Page) => page.getByRole('region', { name: /^(Add a course|Edit course)/ });
const syllabusForm = (page: Page) => page.getByRole('region', { name: /^(Add a syllabus week|Edit week)/ });
const syllabusList = (page: Page) => page.getByRole('region', { name: /^Syllabus of/ });

// ---------------------------------------------------------------------------------------------------
test('an admin creates a course with an image, adds three syllabus weeks, edits one, and learners see it', async ({
  page,
}) => {
  const title = `Rust Systems ${uniqueWord()}`;
  await signInAsAdmin(page);
  // The admin area opens on the Overview (issue 18); Training is one link away in the sidebar.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/admindash\/training$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Training Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');

  // The spec's refusal first, then a complete course with an image.
  const form = courseForm(page);
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByText(m.courseInvalid)).toBeVisible();
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Trainer/).fill('Lakshmi Menon');
  await chooseOption(page, /^Mode/, 'Online');
  await form.getByLabel(/^Duration/).fill('36');
  await form.getByLabel(/^Language/).fill('English');
  await form.getByLabel(/^Related domains/).fill('Systems Programming, Backend');
  await form.getByLabel(/^Top companies/).fill('Mozilla, Cloudflare');
  await form.getByLabel('Course image file').setInputFiles(coverPng);
  await form.getByLabel(/^Description/).fill('Ownership, borrowing and fearless concurrency.');
  await form.getByLabel(/^Opportunities/).fill('Systems and backend engineering roles.');
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByText(m.courseCreated)).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('36 hours');
  await expect(card.locator('img')).toHaveAttribute('src', /\/media\/courses\/.+\.webp$/);
  // The green banner clears itself after 3 seconds.
  await expect(page.getByText(m.courseCreated)).toBeHidden({ timeout: 6000 });

  // Three weeks of syllabus.
  await page.getByRole('tab', { name: 'Syllabus' }).click();
  await chooseOption(page, /^Course/, title, title.slice(0, 12));
  await expect(syllabusList(page).getByText(m.syllabusNone)).toBeVisible();
  const weeks = [
    ['1', 'Ownership', 'Moves, Borrowing, Lifetimes'],
    ['2', 'Traits', 'Generics, Trait objects'],
    ['3', 'Concurrency', 'Threads, Channels, Async'],
  ] as const;
  for (const [index, [week, weekTitle, topics]] of weeks.entries()) {
    const sform = syllabusForm(page);
    await sform.getByLabel(/^Week number/).fill(week);
    await sform.getByLabel(/^Title/).fill(weekTitle);
    await sform.getByLabel(/^Topics/).fill(topics);
    await sform.getByRole('button', { name: 'Add syllabus' }).click();
    await expect(syllabusList(page).getByRole('article')).toHaveCount(index + 1);
    await expect(syllabusList(page).getByText('Saving…')).toHaveCount(0);
    await expect(sform.getByLabel(/^Title/)).toHaveValue('');
  }
  await expect(syllabusList(page).getByRole('article').nth(2)).toContainText('Threads, Channels, Async');

  // Edit week 2.
  await syllabusList(page).getByRole('button', { name: 'Edit week 2: Traits' }).click();
  await expect(page.getByRole('heading', { name: 'Edit week 2' })).toBeVisible();
  await expect(syllabusForm(page).getByLabel(/^Topics/)).toHaveValue('Generics, Trait objects');
  await syllabusForm(page)
    .getByLabel(/^Title/)
    .fill('Traits and generics');
  await syllabusForm(page).getByRole('button', { name: 'Update syllabus' }).click();
  await expect(page.getByText(m.syllabusUpdated)).toBeVisible();
  await expect(syllabusList(page).getByRole('heading', { name: 'Traits and generics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a syllabus week' })).toBeVisible();

  // A learner-facing page shows the new course.
  await page.goto('/traininguser');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: `Know More about ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Week 2: Traits and generics' })).toBeVisible();
});

test('an enquiry made on the public callback form reaches the inbox, is marked contacted and downloads as CSV', async ({
  page,
}) => {
  const name = `Meera ${uniqueWord()}`;
  await page.goto('/home');
  // The button opens its dialog once the page's code has taken over the rendered page.
  await hydrated(page);
  await page.getByRole('button', { name: 'Request Callback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Phone number/).fill('9123456780');
  await dialog.getByRole('combobox', { name: /^Interested course/ }).click();
  await page.getByRole('option', { name: 'DevOps' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(enquiryMessages.success)).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admindash/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await expect(row).toContainText('DevOps');

  await row.getByRole('button', { name: `Mark contacted: ${name}` }).click();
  await expect(row).toContainText('Contacted');
  await expect(row).toContainText(admin.email);
  await expect(row.getByRole('button', { name: `Mark closed: ${name}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'ID,Name,Phone,Course,Status,Requested at,Contacted at,Closed at,Handled by,Minutes to answer',
  );
  // The download holds what the filter shows: this enquiry only.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${name},9123456780,DevOps,contacted,`);
  expect(lines[1]).toContain(admin.email);
});

test('a learner typing /admindash is sent to /home, and so is a visitor', async ({ page, request }) => {
  await page.goto('/admindash/enquiries');
  await expect(page).toHaveURL(/\/home$/);

  const learner = await signUpLearner(request, 'admin-e2e');
  await useToken(page, learner.token);
  await page.goto('/admindash');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admindash/training');
  await expect(page).toHaveURL(/\/home$/);
});

// ---------------------------------------------------------------------------------------------------
// Every admin screen at desktop width (and the busiest at phone width), checked with axe and photographed.

/** Cards load their covers lazily; a full-page photo should show them all. */
async function photograph(page: Page, path: string) {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.screenshot({ path, fullPage: true });
}

async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await useToken(page, await tokenOf(page.request, admin.email, admin.password));
  return { context, page };
}

/** A learner enrolled in the demo course 1, so the learner screen has a course and attendance. */
async function enrolledLearner(request: APIRequestContext) {
  const learner = await signUpLearner(request, 'admin-e2e');
  const enrolled = await request.post(enrollmentRoutes.enroll.path, {
    headers: { Authorization: `Bearer ${learner.token}` },
    data: { course_title: 'Python FullStack' },
  });
  expect(enrolled.status()).toBe(201);
  const booking = await request.post(enquiryRoutes.bookDemo.path, {
    data: { name: 'Asha Rao', email: learner.person.email, time_slot: '2:00 PM - 3:00 PM', course: 'AWS' },
  });
  expect(booking.ok()).toBe(true);
  return learner.person;
}

test('every admin screen passes axe at desktop width; attendance is saved', async ({
  browser,
  request,
}, info) => {
  test.slow();
  const learner = await enrolledLearner(request);
  const { context, page } = await adminPage(browser, { width: 1280, height: 800 });
  const shot = (name: string) => photograph(page, info.outputPath(`admin-${name}-desktop.png`));

  const screens = [
    ['training', 'Training', 'Training Management', 'Courses ('],
    ['internship', 'Internships', 'Internship Management', 'Internships ('],
    ['batches', 'Batches', 'Batches Management', 'Batches ('],
    ['onlinetestadmin', 'Online tests', 'Online Test Management', 'Domains ('],
    ['placement', 'Placements', 'Placement Management', 'Placements ('],
    ['enquiries', 'Enquiries', 'Enquiries', /^(Showing|No enquiries match)/],
    ['demo-bookings', 'Demo bookings', 'Demo bookings', 'Showing'],
    ['learners', 'Learners', 'Learners', 'Showing'],
    ['audit-log', 'Audit log', 'Audit log', /^(Showing|Nothing has been changed yet)/],
    ['mailbox', 'Mailbox', 'Mailbox', /^Mail is not sent on this server/],
  ] as const;
  await page.goto('/admindash/overview');
  for (const [path, link, title, ready] of screens) {
    await openFromSidebar(page, link, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoSeriousAxe(page);
    await shot(path);
  }

  // The syllabus tab with a course chosen, and the red banner of a refused form.
  await openFromSidebar(page, 'Training', 'training');
  await page.getByRole('tab', { name: 'Syllabus' }).click();
  await chooseOption(page, /^Course/, 'Python FullStack');
  await expect(syllabusList(page).getByRole('article').first()).toBeVisible();
  await syllabusForm(page).getByRole('button', { name: 'Add syllabus' }).click();
  await expect(page.getByText(m.syllabusInvalid)).toBeVisible();
  await page.screenshot({ path: info.outputPath('admin-banner-desktop.png') });
  await expectNoSeriousAxe(page);
  await shot('syllabus');

  // A learner's page: courses with progress, and attendance that changes it.
  await openFromSidebar(page, 'Learners', 'learners');
  await page.getByRole('searchbox', { name: 'Search' }).fill(learner.email);
  await expect(page.getByText('Showing 1–1 of 1 accounts')).toBeVisible();
  await page.getByRole('link', { name: learner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: learner.name })).toBeVisible();
  const course = page.getByRole('article').filter({ hasText: 'Python FullStack' });
  await course.getByLabel('Sessions held').fill('10');
  await course.getByLabel('Sessions attended').fill('5');
  await course.getByRole('button', { name: 'Save attendance' }).click();
  await expect(page.getByText(/^Attendance saved\. Progress: \d+%\.$/)).toBeVisible();
  await expect(course).toContainText('Sessions attended: 5 of 10');
  await expectNoSeriousAxe(page);
  await shot('learner');
  await context.close();
});

test('training and enquiries pass axe and fit a phone; the sidebar is a drawer there', async ({
  browser,
}, info) => {
  const { context, page } = await adminPage(browser, { width: 390, height: 844 });
  const shot = (name: string) => photograph(page, info.outputPath(`admin-${name}-phone.png`));

  await page.goto('/admindash/training');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Python FullStack' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page);
  await shot('training');

  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin' });
  await expect(drawer.getByRole('link', { name: 'Enquiries' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('admin-drawer-phone.png') });
  await drawer.getByRole('link', { name: 'Enquiries' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByText(/^(Showing|No enquiries match)/).first()).toBeVisible();
  // The table scrolls inside its own box; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page);
  await shot('enquiries');
  await context.close();
});
