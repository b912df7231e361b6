import { type Browser, expect, type Page, test } from '@playwright/test';
import { assessmentMessages as am } from '@skillpath/contract';
import { openFromSidebar } from '../support/admin-nav';
import { signInAdmin, useToken } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';

// The admin's test bank (domains, categories, MCQs), placements and workshops, and the new inboxes.

// A 1x1 PNG, enough for an image picker that accepts images only.
const dotPng = {
  name: 'domain-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Letters only, unique within the run. */
function uniqueWord() {
  return Array.from(`${Date.now()}${Math.floor(Math.random() * 1000)}`)
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await useToken(page, (await signInAdmin(page.request)).token);
  return { context, page };
}

async function chooseOption(page: Page, combobox: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirmDelete(page: Page, title: string, message: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

test('an admin builds a domain, a category and an MCQ, edits and deletes the MCQ', async ({
  browser,
}, info) => {
  test.slow();
  const { context, page } = await adminPage(browser);
  const shot = (name: string) =>
    page.screenshot({ path: info.outputPath(`bank-${name}.png`), fullPage: true });
  const name = `Domain ${uniqueWord()}`;

  await page.goto('/admindash/onlinetestadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Online Test Management' })).toBeVisible();
  const domainForm = page.getByRole('form', { name: 'Add a domain' });
  await domainForm.getByLabel(/^Domain name/).fill(name);
  await domainForm.getByLabel('Domain image file').setInputFiles(dotPng);
  await domainForm.getByRole('button', { name: 'Create domain' }).click();
  await expect(page.getByText(am.domainCreated)).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();

  // Edit shows the current image name and waits for a new file.
  await card.getByRole('button', { name: /^Edit/ }).click();
  const editForm = page.getByRole('form', { name: 'Edit domain' });
  await expect(editForm.getByText(/^Current image: /)).toBeVisible();
  await expect(editForm.getByRole('button', { name: 'Update domain' })).toBeDisabled();
  // With a pointer resting on a light button, as one often does (Mantine's darker hover took its text
  // below 4.5:1; the other cards' buttons are checked at rest).
  await card.getByRole('button', { name: 'Save settings' }).hover();
  await expectNoSeriousAxe(page);
  await shot('domains');
  await editForm.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'MCQs' }).click();
  await chooseOption(page, 'Domain', name);
  const categoryForm = page.getByRole('form', { name: 'Add a category' });
  await categoryForm.getByLabel(/^Category name/).fill('Core concepts');
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(am.categoryCreated)).toBeVisible();
  const category = page.getByRole('button', { name: 'Core concepts (Domain)' });
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');

  const mcqForm = page.getByRole('form', { name: 'Add an MCQ' });
  const create = mcqForm.getByRole('button', { name: 'Create MCQ' });
  await expect(create).toBeDisabled();
  await mcqForm.getByLabel(/^Question/).fill('Which of these is a list?');
  for (const [key, text] of [
    ['A', '(1, 2)'],
    ['B', '[1, 2]'],
    ['C', '{1, 2}'],
    ['D', '"1, 2"'],
  ] as const)
    await mcqForm.getByLabel(new RegExp(`^Option ${key}`)).fill(text);
  await chooseOption(page, /^Correct answer/, 'B');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText(am.mcqCreated)).toBeVisible();
  const question = page.getByRole('article', { name: 'Question 1' });
  await expect(question).toContainText('Correct answer: B');
  await expectNoSeriousAxe(page);
  await shot('mcqs');

  await question.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('form', { name: 'Edit MCQ' });
  await expect(edit.getByLabel(/^Question/)).toHaveValue('Which of these is a list?');
  await edit.getByLabel(/^Question/).fill('Which of these is a Python list?');
  await edit.getByRole('button', { name: 'Update MCQ' }).click();
  await expect(page.getByText(am.mcqUpdated)).toBeVisible();
  await expect(question).toContainText('Which of these is a Python list?');

  await question.getByRole('button', { name: /^Delete/ }).click();
  await confirmDelete(page, 'Delete MCQ', am.confirmDeleteMcq);
  await expect(page.getByText(am.mcqDeleted)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Question 1' })).toHaveCount(0);

  // Clean up: the domain goes (its category and MCQs with it).
  await page.getByRole('tab', { name: 'Domains' }).click();
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page, 'Delete domain', am.confirmDeleteDomain);
  await expect(page.getByText(am.domainDeleted)).toBeVisible();
  await context.close();
});

test('an admin creates a placement and a workshop; the inboxes open', async ({ browser }, info) => {
  test.slow();
  const { context, page } = await adminPage(browser);
  const shot = (name: string) =>
    page.screenshot({ path: info.outputPath(`bank-${name}.png`), fullPage: true });
  const job = `Developer ${uniqueWord()}`;
  const workshop = `Workshop ${uniqueWord()}`;

  await page.goto('/admindash/placement');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement Management' })).toBeVisible();
  const placementForm = page.getByRole('form', { name: 'Add a placement' });
  await placementForm.getByLabel(/^Category title/).fill('Engineering');
  await placementForm.getByLabel(/^Job title/).fill(job);
  await placementForm.getByLabel(/^Company/).fill('Infosys');
  await placementForm.getByLabel(/^Jobs posted/).fill('12');
  await placementForm.getByRole('button', { name: 'Create placement' }).click();
  await expect(page.getByText('Placement created successfully.')).toBeVisible();
  await expect(page.getByRole('article', { name: job })).toContainText('12 jobs');
  await expectNoSeriousAxe(page);
  await shot('placements');

  await openFromSidebar(page, 'Workshops', 'workshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Management' })).toBeVisible();
  const workshopForm = page.getByRole('form', { name: 'Add a workshop' });
  await workshopForm.getByLabel(/^Title/).fill(workshop);
  await workshopForm.getByLabel(/^Trainer/).fill('Priya Nair');
  await chooseOption(page, /^Mode/, 'Online');
  await workshopForm.getByLabel(/^Date/).fill('2031-03-01');
  await workshopForm.getByRole('button', { name: 'Create workshop' }).click();
  await expect(page.getByText('Workshop created successfully.')).toBeVisible();
  await expect(page.getByRole('article', { name: workshop })).toContainText('Priya Nair');
  await expectNoSeriousAxe(page);
  await shot('workshops');

  for (const [path, title] of [
    ['employer-leads', 'Employer leads'],
    ['assessment-requests', 'Assessment requests'],
  ] as const) {
    await openFromSidebar(page, title, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^(Showing|No .* match\.)/).first()).toBeVisible();
    await expectNoSeriousAxe(page);
    await shot(path);
  }

  // Clean up what the public pages would otherwise show.
  await openFromSidebar(page, 'Workshops', 'workshop');
  await page
    .getByRole('article', { name: workshop })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page, 'Delete workshop', 'Are you sure you want to delete this workshop?');
  await expect(page.getByText('Workshop deleted successfully.')).toBeVisible();
  await openFromSidebar(page, 'Placements', 'placement');
  await page
    .getByRole('article', { name: job })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDelete(page, 'Delete placement', 'Are you sure you want to delete this placement?');
  await expect(page.getByText('Placement deleted successfully.')).toBeVisible();
  await context.close();
});
