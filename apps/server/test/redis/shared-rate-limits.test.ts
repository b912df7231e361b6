import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner } from '../helpers/users';

// Two instances of the app on one Redis: the limits are the platform's, not one process's.
const url = process.env.TEST_REDIS_URL!;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const redis = new Redis(url);
  await redis.flushdb();
  await redis.quit();
  const env = { REDIS_URL: url, AUTH_RATE_LIMIT: '4', LOGIN_FAILURE_LIMIT: '3' };
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

  it('count failed logins of one e-mail across instances', async () => {
    const learner = await registerLearner(a, { email: 'shared@example.com' });
    const attempt = (t: TestApp, password: string) =>
      t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: learner.user.email, password },
        remoteAddress: `10.0.0.${Math.floor(Math.random() * 200) + 1}`,
      });
    expect((await attempt(a, 'wrong-one')).statusCode).toBe(401);
    expect((await attempt(b, 'wrong-two')).statusCode).toBe(401);
    expect((await attempt(a, 'wrong-three')).statusCode).toBe(401);
    expect((await attempt(b, learner.password)).statusCode).toBe(429);
  });
});
