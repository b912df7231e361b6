import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { authPaths, catalogueMessages, enquiryMessages, enrollmentMessages } from '@skillpath/contract';
import { expectNoSeriousAxe } from '../support/axe';
import { fillSignIn } from '../support/forms';
import { hydrated } from '../support/hydration';
import { newPerson } from '../support/people';

// The demo catalogue the e2e server seeds: course 1 is Python FullStack.
const course = { id: 1, title: 'Python FullStack' };

/** Fills the demo form that is on the page and books the 2 PM slot. */
async function bookDemo(page: Page, person: ReturnType<typeof newPerson>) {
  await page.getByLabel(/^Name/).fill(person.name);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByRole('radio', { name: '2:00 PM - 3:00 PM' }).check();
  await page.getByRole('button', { name: 'Book my demo' }).click();
}

/** Waits for the confirmation mail of a demo booking sent to `to` (the server writes it to its outbox). */
async function expectDemoConfirmation(to: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  await expect
    .poll(async () => {
      const files = await readdir(dir).catch(() => [] as string[]);
      const mails = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
      return mails.some((m) => new RegExp(`^To: ${to}$`, 'mi').test(m) && /Your free demo is booked/.test(m));
    })
    .toBe(true);
}

test('a visitor applies, signs in, comes back to the course and enrolls once', async ({ page, request }) => {
  const person = newPerson('enroll');
  const signUp = await request.post(authPaths.signUp, {
    data: { name: person.name, phone: person.phone, email: person.email, password: person.password },
  });
  expect(signUp.status()).toBe(201);

  await page.goto(`/traincard/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // A visitor's Apply Now is a link: it works whether or not the page is interactive yet.
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Ftraincard%2F1$/);

  await fillSignIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/traincard\/1$/);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: enrollmentMessages.successTitle });
  await expect(dialog).toContainText(enrollmentMessages.success);
  await page.screenshot({ path: test.info().outputPath('enrolled-dialog.png') });
  await expect(page.getByRole('button', { name: enrollmentMessages.alreadyEnrolledShort })).toBeDisabled();
  // Spec 000 §9: a success closes by itself after 3 s.
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  // The server's list now holds the course, so the local flag is gone and a reload still says enrolled.
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `enrolled:${userId}:${course.id}`))
    .toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: enrollmentMessages.alreadyEnrolledShort })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
});

test('a course opens by its title; an unknown or invalid one says why', async ({ page }) => {
  await page.goto('/traincard/Python%20FullStack');
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Curriculum' }).getByRole('heading', { level: 3 }).first(),
  ).toHaveText(/^Week 1: /);

  await page.goto('/traincard/No%20Such%20Course');
  await expect(page.getByText(catalogueMessages.courseNotFound)).toBeVisible();
  await page.goto('/traincard/0');
  await hydrated(page);
  await expect(page.getByText(catalogueMessages.invalidCourseId)).toBeVisible();
  await page.getByRole('link', { name: 'Back to courses' }).click();
  await expect(page).toHaveURL(/\/traininguser$/);
});

test('a visitor books a free demo from the course page and from /bookafreedemo', async ({ page }) => {
  const first = newPerson('demo');
  await page.goto(`/traincard/${course.id}`);
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Book a Free Demo' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const section = page.getByRole('region', { name: 'Book a free demo' });
  await expect(section).toContainText(`Course: ${course.title}`);
  await bookDemo(page, first);
  await expect(section.getByText(enquiryMessages.demoBooked)).toBeVisible();
  await expect(section.getByLabel(/^Name/)).toHaveValue('');
  await expectDemoConfirmation(first.email);

  const second = newPerson('demo');
  await page.goto('/bookafreedemo');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Free Demo' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: 'Data Science' }).click();
  await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('Data Science');
  await bookDemo(page, second);
  await expect(page.getByText(enquiryMessages.demoBooked)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('demo-booked.png') });
  await expectDemoConfirmation(second.email);
});

test('the demo form explains what it needs', async ({ page }) => {
  await page.goto('/bookafreedemo');
  await hydrated(page);
  const submit = page.getByRole('button', { name: 'Book my demo' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Name/).focus();
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByLabel(/^Name/).focus();
  await expect(page.getByText(enquiryMessages.demoNameRequired)).toBeVisible();
  await expect(page.getByText(enquiryMessages.demoEmailInvalid)).toBeVisible();
  await expect(submit).toBeDisabled();
});

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the course and demo pages pass axe at ${name} width`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const check = async (shot: string) => {
      await expectNoSeriousAxe(page);
      await page.screenshot({ path: info.outputPath(`${shot}-${name}.png`), fullPage: true });
    };

    await page.goto(`/traincard/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('img', { name: /Cover of the/ })).toBeVisible();
    await check('traincard');
    await page.getByRole('button', { name: 'Book a Free Demo' }).click();
    await page.getByLabel(/^Name/).focus();
    await page.getByLabel(/^Email/).focus();
    await check('traincard-demo');

    await page.goto('/bookafreedemo');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Free Demo' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Course' })).toBeEnabled();
    await check('bookafreedemo');
    await context.close();
  });
}
