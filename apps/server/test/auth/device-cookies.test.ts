import { authMessages } from '@skillpath/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceCookies, DEVICE_COOKIE } from '../../src/lib/device-cookies';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner } from '../helpers/users';

// The shipped limits: 5 failures per client, 50 per address from untrusted clients per 15 minutes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURE_LIMIT: '5', LOGIN_ADDRESS_FAILURE_LIMIT: '50' });
});
afterAll(() => t.close());

const attempt = (ip: string, email: string, password: string, cookie?: string) =>
  t.call({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The `name=value` a browser sends back from the answer's Set-Cookie. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  expect(typeof header).toBe('string');
  return String(header).split(';')[0]!;
}

/** An account whose browser at home signed in once, and that 10 clients then failed 5 times each. */
async function sprayedAccount() {
  const learner = await registerLearner(t);
  const email = learner.user.email;
  const home = await attempt('203.0.113.10', email, learner.password);
  expect(home.statusCode).toBe(200);
  const cookie = deviceCookieOf(home);
  for (let client = 1; client <= 10; client++) {
    for (let i = 0; i < 5; i++) {
      expect((await attempt(`198.51.100.${client}`, email, `guess-${client}-${i}`)).statusCode).toBe(401);
    }
  }
  return { learner, email, cookie };
}

describe('device cookies', () => {
  it('are signed, HttpOnly, SameSite=Strict and sent back only to the sign-in', async () => {
    const learner = await registerLearner(t);
    const res = await attempt('203.0.113.1', learner.user.email, learner.password);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{22}\\.[\\w-]{43};`));
    expect(header).toContain('; HttpOnly');
    expect(header).toContain('; SameSite=Strict');
    expect(header).toContain('; Path=/v1/auth/login;');
    // The address is not readable from the cookie.
    expect(header).not.toContain(learner.user.email.split('@')[0]!);
    // http here: Secure would make the browser drop it.
    expect(header).not.toContain('Secure');
    // A failure hands out nothing.
    expect(
      (await attempt('203.0.113.1', learner.user.email, 'not-it')).headers['set-cookie'],
    ).toBeUndefined();
  });

  it('let the owner in from a device that signed in before while 10 clients × 5 failures hold strangers off', async () => {
    const { learner, email, cookie } = await sprayedAccount();
    // An untrusted client, right password or not, meets the address's ceiling.
    const stranger = await attempt('192.0.2.77', email, learner.password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(60);
    expect(stranger.json()).toEqual({ detail: authMessages.tooManyRequests, code: 'rate_limited' });
    // The owner's browser, even from a client address the guessers used, gets in …
    const owner = await attempt('198.51.100.1', email, learner.password, cookie);
    expect(owner.statusCode).toBe(200);
    // … and receives a fresh cookie that works as well.
    const renewed = deviceCookieOf(owner);
    expect(renewed).not.toBe(cookie);
    expect((await attempt('192.0.2.78', email, learner.password, renewed)).statusCode).toBe(200);
  });

  it('give no exemption when forged, tampered or issued for another account', async () => {
    const { learner, email, cookie } = await sprayedAccount();
    const other = await registerLearner(t);
    const othersCookie = deviceCookieOf(await attempt('203.0.113.20', other.user.email, other.password));
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = `${name}=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    const signedElsewhere = `${name}=${createDeviceCookies({ secret: 'another-server-secret-of-32-chars!', secure: false, path: '/' }).issue(undefined, email).split(';')[0]!.split('=')[1]}`;
    for (const bad of [othersCookie, tampered, forged, signedElsewhere, `${name}=garbage`]) {
      const res = await attempt('192.0.2.90', email, learner.password, bad);
      expect(res.statusCode, bad).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect((await attempt('192.0.2.90', email, learner.password, cookie)).statusCode).toBe(200);
  });

  it('lock only the device cookie that keeps failing', async () => {
    const learner = await registerLearner(t);
    const email = learner.user.email;
    const stolen = deviceCookieOf(await attempt('203.0.113.30', email, learner.password));
    const phone = deviceCookieOf(await attempt('203.0.113.31', email, learner.password));
    for (let i = 0; i < 5; i++)
      expect((await attempt('192.0.2.5', email, `guess-${i}`, stolen)).statusCode).toBe(401);
    const locked = await attempt('192.0.2.5', email, learner.password, stolen);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // The owner's other device, and an untrusted client (the device's failures are not the address's), still sign in.
    expect((await attempt('203.0.113.31', email, learner.password, phone)).statusCode).toBe(200);
    expect((await attempt('203.0.113.32', email, learner.password)).statusCode).toBe(200);
  });
});

describe('one browser, several accounts', () => {
  const cookies = createDeviceCookies({ secret: 'a-test-secret', secure: true, path: '/v1/auth/login' });
  const value = (setCookie: string) => setCookie.split(';')[0]!;

  it('keeps each account recognised, and is Secure over https', () => {
    const first = cookies.issue(undefined, 'a@example.com');
    expect(first).toContain('; Secure');
    const both = value(cookies.issue(value(first), 'b@example.com'));
    expect(cookies.deviceOf(both, 'a@example.com')).toBeDefined();
    expect(cookies.deviceOf(both, 'b@example.com')).toBeDefined();
    expect(cookies.deviceOf(both, 'c@example.com')).toBeUndefined();
    // Signing in to a again replaces its entry rather than adding one.
    const again = value(cookies.issue(`theme=dark; ${both}`, 'a@example.com'));
    expect(again.split('~')).toHaveLength(2);
    expect(cookies.deviceOf(again, 'a@example.com')).not.toBe(cookies.deviceOf(both, 'a@example.com'));
  });
});
