import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { razorpay, razorpayOrigin, STAND_IN_ACCOUNT } from '../support/razorpay';

// The fake Checkout the purchase journeys pay through, checked on its own: a page of the app's origin
// (answered by the test, so no screen of the app is involved) loads checkout.js from the stand-in as
// the checkout page will load Razorpay's.

type Seen = {
  handler?: Record<string, string>;
  failed?: { error: { metadata: { order_id: string } } };
  dismissed?: true;
};

async function createOrder(amount: number): Promise<string> {
  const response = await fetch(`${razorpayOrigin()}/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${STAND_IN_ACCOUNT.keyId}:${STAND_IN_ACCOUNT.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'journey' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Opens Checkout for the order; what it hands the page collects in `window.seen`. */
async function openCheckout(page: Page, orderId: string, key = STAND_IN_ACCOUNT.keyId) {
  // Chromium counts a page the test answers as from a public address, and refuses it the loopback
  // stand-in (Local Network Access) unless granted; the app's own pages come from loopback.
  await page.context().grantPermissions(['local-network-access']);
  await page.route('**/razorpay-harness', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Harness</title><body><script src="${razorpayOrigin()}/v1/checkout.js"></script></body></html>`,
    }),
  );
  await page.goto('/razorpay-harness');
  await page.evaluate(
    ({ key, orderId }) => {
      const seen: unknown[] = [];
      Object.assign(window, { seen });
      const Razorpay = (
        window as unknown as {
          Razorpay: new (o: object) => { on(n: string, f: (r: unknown) => void): void; open(): void };
        }
      ).Razorpay;
      const checkout = new Razorpay({
        key,
        order_id: orderId,
        name: 'Skillpath',
        description: 'Course fee',
        handler: (answer: unknown) => seen.push({ handler: answer }),
        modal: { ondismiss: () => seen.push({ dismissed: true }) },
      });
      checkout.on('payment.failed', (answer) => seen.push({ failed: answer }));
      checkout.open();
    },
    { key, orderId },
  );
  return page.frameLocator('iframe[title="Razorpay Checkout"]');
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);

for (const width of [390, 1280]) {
  test(`Checkout pays an order after a failed try and hands back a valid signature (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const orderId = await createOrder(118_000);
    const checkout = await openCheckout(page, orderId);
    await expect(checkout.getByText(`Order ${orderId}: ₹1,180.00`)).toBeVisible();

    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await expect(checkout.getByRole('status')).toHaveText('Payment failed. Try again or cancel.');
    await expect.poll(() => seen(page)).toHaveLength(1);
    expect((await seen(page))[0]?.failed?.error.metadata.order_id).toBe(orderId);

    await checkout.getByRole('button', { name: 'Pay ₹1,180.00' }).click();
    await expect(page.locator('[data-razorpay-stand-in]')).toHaveCount(0);
    const paid = (await seen(page))[1]?.handler;
    expect(paid?.razorpay_order_id).toBe(orderId);
    expect(paid?.razorpay_signature).toBe(
      createHmac('sha256', STAND_IN_ACCOUNT.keySecret)
        .update(`${orderId}|${paid?.razorpay_payment_id}`)
        .digest('hex'),
    );
    const state = await razorpay().state();
    expect(state.orders.find((o) => o.id === orderId)).toMatchObject({
      status: 'paid',
      amount_paid: 118_000,
      attempts: 2,
    });

    // A paid order cannot be paid again; closing Checkout tells the page.
    const again = await openCheckout(page, orderId);
    await expect(again.getByRole('alert')).toHaveText('This order is already paid.');
    await again.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await seen(page)).at(-1)).toEqual({ dismissed: true });
  });
}

test('Checkout opened with another account’s key says so', async ({ page }) => {
  const checkout = await openCheckout(page, await createOrder(50_000), 'rzp_test_SomeoneElse0001');
  await expect(checkout.getByRole('alert')).toHaveText('The key id given to Checkout is not this account’s.');
});
