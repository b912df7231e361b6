import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { standInServerEnv } from '../helpers/razorpay-stand-in';

// Razorpay Checkout is a script from checkout.razorpay.com that opens a frame of api.razorpay.com:
// the page's policy names those origins when Razorpay is configured, and only then.

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

const RAZORPAY = {
  ...standInServerEnv('https://api.razorpay.example'),
  RAZORPAY_API_URL: 'https://api.razorpay.example/v1',
  RAZORPAY_CHECKOUT_URL: 'https://checkout.razorpay.example/v1/checkout.js',
};

let withRazorpay: TestApp;
let deskOnly: TestApp;
beforeAll(async () => {
  [withRazorpay, deskOnly] = await Promise.all([createTestApp(RAZORPAY), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([withRazorpay.close(), deskOnly.close()]);
});

describe('the Content-Security-Policy and Razorpay Checkout', () => {
  it("allows Checkout's script and frame origins when Razorpay is configured", async () => {
    const res = await withRazorpay.call({ method: 'GET', url: '/healthz' });
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://checkout.razorpay.example']);
    expect(directive(csp, 'frame-src')).toContain('https://api.razorpay.example');
  });

  it('allows neither without Razorpay (desk payments only)', async () => {
    const res = await deskOnly.call({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('razorpay');
  });
});
