import { type Browser, expect, type Page, test } from '@playwright/test';
import { catalogueAdminRoutes, catalogueAdminMessages as m, routeUrl } from '@skillpath/contract';
import { openFromSidebar } from '../support/admin-nav';
import { bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';
import { fillSignIn } from '../support/forms';
import { hydrated } from '../support/hydration';
import { gradientPng } from '../support/png';

// Prices come from the records: an admin sets a course's fee on its form and the public card shows it;
// a visitor reads a program's price on /aiuserpage and Enroll Now leads through sign-in to its checkout.

const coverPng = { name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(160, 90) };
const viewports = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

// The admin area's code loads once the server has confirmed the role: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function contextAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const [device, viewport] of viewports) {
  test(`an admin sets a course fee and the public card shows it (${device})`, async ({ browser }, info) => {
    const { context, page } = await contextAt(browser, viewport);
    const admin = await signInAdmin(context.request);
    const title = `Fee Course ${device} ${Date.now().toString(36)}`;
    const created = await context.request.post(catalogueAdminRoutes.createCourse.path, {
      headers: bearer(admin),
      multipart: {
        course_title: title,
        course_trainer: 'Lakshmi Menon',
        course_mode: 'Online',
        course_duration: '36',
        course_language: 'English',
        course_related_domains: 'Backend',
        course_top_com: '',
        course_description: 'A course priced by a journey.',
        course_opportunities: 'Backend roles.',
      },
    });
    expect(created.status()).toBe(201);
    expect((await created.json()).course_fee).toBe(0);

    await useSessionOf(context, admin);
    await page.goto('/admindash/training');
    await expect(page.getByRole('heading', { level: 1, name: 'Training Management' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('region', { name: `Edit course: ${title}` });
    const fee = form.getByLabel(/^Fee/);
    await expect(fee).toHaveValue('0');
    await fee.fill('23500');
    await expect(fee).toHaveValue('23,500');
    await form.getByLabel('Course image file').setInputFiles(coverPng);
    await form.getByRole('button', { name: 'Update course' }).click();
    await expect(page.getByText(m.courseUpdated)).toBeVisible();
    const adminCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(adminCard).toContainText('Fee: ₹23,500');
    await noSideScroll(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`admin-course-fee-${device}.png`) });

    // The public training page, rendered afresh after the admin's write.
    await page.goto('/traininguser');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('₹23,500');
    await expect(
      page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Python FullStack' }) }),
    ).toContainText('Free');
    await card.scrollIntoViewIfNeeded();
    await noSideScroll(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`training-card-fee-${device}.png`) });
    await context.close();
  });

  test(`a visitor reads program prices from the records and Enroll Now leads through sign-in to checkout (${device})`, async ({
    browser,
  }, info) => {
    const { context, page } = await contextAt(browser, viewport);
    const admin = await signInAdmin(context.request);
    const title = `Applied AI ${device} ${Date.now().toString(36)}`;
    const program = await context.request.post(catalogueAdminRoutes.createProgram.path, {
      headers: bearer(admin),
      data: {
        title,
        duration: '90 Days',
        price: 52_500,
        description: 'A program an admin added.',
        features: ['Projects', 'Mentoring', 'Certificate'],
        curriculum: [{ title: 'Foundations', topics: ['Python', 'Statistics'] }],
        position: 900,
      },
    });
    expect(program.status()).toBe(201);
    const { id } = (await program.json()) as { id: number };
    const learner = await signUpLearner(context.request, 'program');

    await page.goto('/aiuserpage');
    const cardOf = (name: string) =>
      page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name, exact: true }) });
    await expect(cardOf('Machine Learning Mastery')).toContainText('₹45,000');
    await expect(cardOf('Cloud AI Solutions')).toContainText('₹60,000');
    await expect(cardOf(title)).toContainText('₹52,500');
    const tabs = page.getByRole('tablist', { name: 'Learning paths' });
    await expect(tabs.getByRole('tab', { name: title })).toBeVisible();
    await hydrated(page);
    await cardOf(title).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`aiuserpage-prices-${device}.png`) });

    await cardOf(title).getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?returnUrl=%2Fcheckout%2Fprogram%2F${id}$`));
    await fillSignIn(page, learner.email, learner.person.password);
    await expect(page).toHaveURL(new RegExp(`/checkout/program/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expectNoSeriousAxe(page);
    await noSideScroll(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`program-checkout-${device}.png`), fullPage: true });

    await context.request.delete(routeUrl(catalogueAdminRoutes.deleteProgram, { id }), {
      headers: bearer(admin),
    });
    await context.close();
  });
}

for (const [device, viewport] of viewports) {
  test(`an admin changes a program's price on the Programs screen (${device})`, async ({ browser }, info) => {
    const { context, page } = await contextAt(browser, viewport);
    const admin = await signInAdmin(context.request);
    const title = `Edge AI ${device} ${Date.now().toString(36)}`;
    const created = await context.request.post(catalogueAdminRoutes.createProgram.path, {
      headers: bearer(admin),
      data: {
        title,
        duration: '30 Days',
        price: 20_000,
        curriculum: [{ title: 'Basics', topics: ['TinyML'] }],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await useSessionOf(context, admin);
    if (device === 'desktop') {
      await page.goto('/admindash/overview');
      await openFromSidebar(page, 'Programs', 'programs');
    } else {
      await page.goto('/admindash/programs');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article').filter({ hasText: 'Cloud AI Solutions' })).toContainText(
      '₹60,000',
    );
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('region', { name: `Edit program: ${title}` });
    await expect(form.getByLabel(/^Week 1 title/)).toHaveValue('Basics');
    await form.getByLabel(/^Price/).fill('24000');
    await form.getByRole('button', { name: 'Update program' }).click();
    await expect(page.getByText(m.programUpdated)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('₹24,000');
    await expectNoSeriousAxe(page);
    await noSideScroll(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`admin-programs-${device}.png`), fullPage: true });

    await page.goto('/aiuserpage');
    await expect(
      page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: title }) }),
    ).toContainText('₹24,000');
    await context.request.delete(routeUrl(catalogueAdminRoutes.deleteProgram, { id }), {
      headers: bearer(admin),
    });
    await context.close();
  });

  test(`priced and free items show their fee, and a priced one's button leads to checkout (${device})`, async ({
    browser,
  }, info) => {
    const { context, page } = await contextAt(browser, viewport);
    await page.goto('/workshops');
    const free = page.getByRole('article', { name: 'Python for Beginners: Your First Script' });
    const paid = page.getByRole('article', { name: 'Build a Portfolio Page with HTML and CSS' });
    await expect(free).toContainText('Free');
    await expect(paid).toContainText('₹499');
    await expect(paid.getByRole('link', { name: /^Register for/ })).toHaveAttribute(
      'href',
      /^\/checkout\/workshop\/\d+$/,
    );
    await paid.scrollIntoViewIfNeeded();
    await noSideScroll(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`workshops-fees-${device}.png`) });

    // AI/ML is the seventh demo course, priced.
    await page.goto('/traincard/7');
    await expect(page.getByRole('heading', { level: 1, name: 'AI/ML' })).toBeVisible();
    await expect(page.getByText('₹45,000').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/checkout/course/7');
    await noSideScroll(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`course-fee-${device}.png`) });

    await page.goto('/interncard/2');
    const sidebar = page.getByRole('heading', { name: 'Ready to Apply?' }).locator('..');
    await expect(sidebar).toContainText('₹4,999');
    await expect(sidebar.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/checkout/internship/2',
    );
    await context.close();
  });
}
