import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type CheckoutResponse, formatRupees, paymentRoutes, routeUrl } from '@skillpath/contract';
import { type Account, bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';
import { gradientPng } from '../support/png';

// Paying for a priced item: a learner through Razorpay Checkout (the stand-in's), the desk recording a
// payment on a waiting order, and an admin refunding half. The item is an internship the admin lists
// with a fee through the API (internship_fee is the price field the catalogue has in this branch).

test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

async function pricedInternship(request: APIRequestContext, admin: Account, fee: number, label: string) {
  const res = await request.post('/v1/api/internships/', {
    headers: bearer(admin),
    data: {
      internship_title: `Paid internship ${label} ${Date.now()}`,
      internship_duration: '2 Months',
      internship_mode: 'Online',
      internship_fee: fee,
      internship_description: 'Build and ship a service with a mentor.',
      internship_mentor: 'R. Mentor',
      internship_language: 'English',
      internship_explore_related_domains: 'Backend',
      internship_faqs: 'Paid? Yes.',
      internship_wyg: 'Experience, Certificate',
      internship_requirements: 'A laptop',
      internship_card_image: `data:image/png;base64,${gradientPng(16, 16).toString('base64')}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; internship_title: string };
}

/** An order made through the API, as the checkout page makes it. */
async function orderFor(request: APIRequestContext, learner: Account, itemId: number) {
  const res = await request.post(routeUrl(paymentRoutes.checkout), {
    headers: bearer(learner),
    data: { item_type: 'internship', item_id: itemId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CheckoutResponse;
}

async function signedIn(browser: Browser, account: Account, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await useSessionOf(context, account);
  // The stand-in listens on another loopback port: Chromium asks before a page reaches one.
  await context.grantPermissions(['local-network-access']);
  return { context, page: await context.newPage() };
}

async function expectFitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [device, viewport] of VIEWPORTS) {
  test(`a learner pays through Razorpay Checkout and sees the invoice in Payments (${device})`, async ({
    browser,
    request,
  }, info) => {
    const admin = await signInAdmin(request);
    const internship = await pricedInternship(request, admin, 4999, device);
    const learner = await signUpLearner(request, `payer-${device}`);
    const { context, page } = await signedIn(browser, learner, viewport);

    await page.goto(`/checkout/internship/${internship.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Name on the invoice' })).toHaveValue(learner.person.name);
    await page.getByRole('textbox', { name: 'Address (optional)' }).fill('Madhapur, Hyderabad');
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: info.outputPath(`checkout-details-${device}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: internship.internship_title })).toBeVisible();
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    const label = (await pay.textContent()) ?? '';
    await expectNoSeriousAxe(page);
    await expectFitsWidth(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`checkout-priced-${device}.png`), fullPage: true });

    // A failed try in Checkout is reported, and the learner pays on the second.
    await pay.click();
    const checkout = page.frameLocator('iframe[title="Razorpay Checkout"]');
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toBeVisible();
    await checkout.getByRole('button', { name: label.trim() }).click();

    const received = page.getByRole('status').filter({ hasText: 'Payment received' });
    await expect(received).toBeVisible({ timeout: 20_000 });
    const invoice = (await received.locator('strong').textContent()) ?? '';
    expect(invoice).toMatch(/^SP\/\d\d-\d\d\/\d{6}$/);
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: info.outputPath(`checkout-paid-${device}.png`), fullPage: true });

    await received.getByRole('link', { name: 'See it in your payments' }).click();
    const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    await expect(order).toContainText(internship.internship_title, { timeout: 30_000 });
    await expect(order).toContainText('Paid');
    await expect(order).toContainText(`Invoice ${invoice}`);
    await expectNoSeriousAxe(page);
    await expectFitsWidth(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`payments-tab-${device}.png`), fullPage: true });
    await context.close();
  });

  test(`the desk records a payment on a waiting order, then refunds half of it (${device})`, async ({
    browser,
    request,
  }, info) => {
    const admin = await signInAdmin(request);
    const internship = await pricedInternship(request, admin, 5999, `desk-${device}`);
    const learner = await signUpLearner(request, `desk-${device}`);
    const { order } = await orderFor(request, learner, internship.id);
    const { context, page } = await signedIn(browser, admin, viewport);

    await page.goto('/admindash/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Search' }).fill(learner.email);
    const link = page.getByRole('link', { name: `Order ${order.id}`, exact: true });
    await expect(page.getByText('Showing 1–1 of 1 orders')).toBeVisible();
    await expect(link).toBeVisible();
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: info.outputPath(`admin-payments-${device}.png`), fullPage: true });
    await link.click();

    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.id}` })).toBeVisible();
    const desk = page.getByRole('form', { name: 'Record desk payment' });
    await expect(desk.getByRole('textbox', { name: /Amount/ })).toHaveValue(String(order.total_paise / 100));
    await desk.getByRole('textbox', { name: /Reference/ }).fill(`UTR ${device} 4242`);
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: info.outputPath(`admin-order-awaiting-${device}.png`), fullPage: true });
    await desk.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment recorded.')).toBeVisible();
    await expect(page.getByText(/^SP\/\d\d-\d\d\/\d{6}$/).first()).toBeVisible();

    // Half back, asked first; a credit note is issued.
    const half = order.total_paise / 2;
    const refund = page.getByRole('form', { name: 'Refund' });
    await refund.getByRole('textbox', { name: /Amount/ }).fill(String(half / 100));
    await refund.getByRole('textbox', { name: /Reason/ }).fill('Left after the first week');
    await refund.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    await expect(dialog).toContainText(`Refund ${formatRupees(half)} of order ${order.id}?`);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Refund recorded.')).toBeVisible();
    await expect(page.getByText('Partly refunded').first()).toBeVisible();
    await expect(page.getByText(/^CN\/\d\d-\d\d\/\d{6}$/)).toBeVisible();
    await expectNoSeriousAxe(page);
    await expectFitsWidth(page, viewport.width);
    await page.screenshot({ path: info.outputPath(`admin-order-refunded-${device}.png`), fullPage: true });
    await context.close();
  });
}
