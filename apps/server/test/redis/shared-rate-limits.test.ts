import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, resetLinkFrom } from '../helpers/users';

// Two instances of the app on one Redis: the limits are the platform's, not one process's.
const url = process.env.TEST_REDIS_URL;
// Runs when TEST_REDIS_URL is set, and always under CI=true (vitest.config.ts): there a missing Redis fails.
if (!url) throw new Error('TEST_REDIS_URL is not set: the api-redis suite needs a Redis server');
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const redis = new Redis(url);
  await redis.flushdb();
  await redis.quit();
  const env = {
    REDIS_URL: url,
    AUTH_RATE_LIMIT: '4',
    LOGIN_FAILURE_LIMIT: '3',
    LOGIN_ADDRESS_FAILURE_LIMIT: '5',
  };
  a = await createTestApp(env);
  b = await createTestApp(env);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('rate limits with REDIS_URL', () => {
  it('count the requests of one address across instances', async () => {
    const login = (t: TestApp, i: number) =>
      t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `x${i}@example.com`, password: 'whatever1' },
      });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login(i % 2 === 0 ? a : b, i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('count failed logins of one e-mail from one client across instances, and slow only that client', async () => {
    const learner = await registerLearner(a, { email: 'pair@example.com' });
    const attempt = (t: TestApp, password: string, ip = '10.1.0.1') =>
      t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: learner.user.email, password },
        remoteAddress: ip,
      });
    expect((await attempt(a, 'wrong-one')).statusCode).toBe(401);
    expect((await attempt(b, 'wrong-two')).statusCode).toBe(401);
    expect((await attempt(a, 'wrong-three')).statusCode).toBe(401);
    const slowed = await attempt(b, learner.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect((await attempt(a, learner.password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('count failed logins of one e-mail from many clients across instances, until a reset', async () => {
    const learner = await registerLearner(a, { email: 'shared@example.com' });
    const attempt = (t: TestApp, password: string) =>
      t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: learner.user.email, password },
        remoteAddress: `10.0.0.${Math.floor(Math.random() * 200) + 1}`,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a : b, `wrong-${i}`)).statusCode).toBe(401);
    expect((await attempt(b, learner.password)).statusCode).toBe(429);
    await a.call({
      method: 'POST',
      url: '/v1/auth/forgot-password/',
      payload: { email: learner.user.email },
    });
    const link = resetLinkFrom((await a.mails()).at(-1)!);
    const reset = await a.call({
      method: 'POST',
      url: '/v1/auth/reset-password/',
      payload: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        new_password: 'after-reset-7',
      },
    });
    expect(reset.statusCode).toBe(200);
    // Each test app has its own copy of the database: the account lives on a; the counters are shared.
    expect((await attempt(a, 'after-reset-7')).statusCode).toBe(200);
  });

  it('recognise a device on every instance, exempt from the address ceiling and locked on its own', async () => {
    const learner = await registerLearner(a, { email: 'device@example.com' });
    const attempt = (t: TestApp, password: string, ip: string, cookie?: string) =>
      t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: learner.user.email, password },
        remoteAddress: ip,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const home = await attempt(a, learner.password, '10.2.0.1');
    const cookie = String(home.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 5; i++)
      expect((await attempt(i % 2 ? a : b, `wrong-${i}`, `10.2.1.${i}`)).statusCode).toBe(401);
    expect((await attempt(a, learner.password, '10.2.2.1')).statusCode).toBe(429);
    expect((await attempt(a, learner.password, '10.2.2.1', cookie)).statusCode).toBe(200);
    // The device's own failures, counted on b (where the account does not exist), lock it on a;
    // from other client addresses each, as the per-address request limit here is 4 a minute.
    const renewed = String(
      (await attempt(a, learner.password, '10.2.0.1', cookie)).headers['set-cookie'],
    ).split(';')[0]!;
    for (let i = 0; i < 3; i++)
      expect((await attempt(b, `wrong-${i}`, `10.2.3.${i}`, renewed)).statusCode).toBe(401);
    const locked = await attempt(a, learner.password, '10.2.4.1', renewed);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
  });
});
