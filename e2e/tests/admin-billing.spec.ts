import { type Browser, expect, test } from '@playwright/test';
import { billingMessages as m } from '@skillpath/contract';
import { openFromSidebar } from '../support/admin-nav';
import { signInAdmin, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';

// An admin reads the demo billing settings, is told at once that a mistyped GSTIN is wrong, and saves
// a change that stays; at desktop width through the sidebar, on a phone by the address.

async function adminAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await useSessionOf(context, await signInAdmin(context.request));
  const page = await context.newPage();
  return { context, page };
}

// The admin area's code loads once the server has confirmed the role: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an admin edits the billing settings and is stopped by a mistyped GSTIN (${device})`, async ({
    browser,
  }, info) => {
    const { context, page } = await adminAt(browser, viewport);
    if (device === 'desktop') {
      await page.goto('/admindash/overview');
      await openFromSidebar(page, 'Billing settings', 'billing-settings');
    } else {
      await page.goto('/admindash/billing-settings');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Billing settings' })).toBeVisible({
      timeout: 30_000,
    });
    const gstin = page.getByRole('textbox', { name: 'GSTIN' });
    await expect(gstin).toHaveValue('36ABKFS4821Q1ZH');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Telangana (36)');
    await expect(page.getByText(/Invoices are numbered SP\/\d\d-\d\d\/000001 onwards/)).toBeVisible();

    // One character mistyped: the field says so as soon as the 15th is typed, and nothing is saved.
    await gstin.fill('');
    await gstin.pressSequentially('36abkfs4821q1zj');
    await expect(page.getByText(m.gstinCheck)).toBeVisible();
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save billing settings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.gstinCheck }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({ path: info.outputPath(`billing-invalid-${device}.png`), fullPage: true });

    await gstin.fill('36ABKFS4821Q1ZH');
    await expect(page.getByText('Registered in Telangana')).toBeVisible();
    const upi = `skillpath.${device}@upi`;
    await page.getByRole('textbox', { name: 'UPI ID' }).fill(upi);
    // Whatever an earlier run left, prices turn to exclude GST: ₹45,000 + 18% = ₹53,100.
    const inclusive = page.getByRole('switch', { name: /Listed prices include GST/ });
    if (await inclusive.isChecked()) await inclusive.click();
    await expect(inclusive).not.toBeChecked();
    await expect(page.getByText(/costs the learner ₹53,100\.00/)).toBeVisible();
    await page.getByRole('button', { name: 'Save billing settings' }).click();
    await expect(page.getByText(m.saved)).toBeVisible();
    await expectNoSeriousAxe(page);
    await page.screenshot({ path: info.outputPath(`billing-saved-${device}.png`), fullPage: true });

    // What was saved is what the next visit shows.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'UPI ID' })).toHaveValue(upi, { timeout: 30_000 });
    await expect(page.getByRole('switch', { name: /Listed prices include GST/ })).not.toBeChecked();

    // The demo's prices include GST again, as the other journeys (checkout, payments) expect.
    await page.getByRole('switch', { name: /Listed prices include GST/ }).click();
    await page.getByRole('button', { name: 'Save billing settings' }).click();
    await expect(page.getByText(m.saved)).toBeVisible();
    await context.close();
  });
}
