import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttemptCounter, redisAttemptStore } from '../../src/lib/attempt-counter';

// Wrong current passwords are counted per account in Redis when REDIS_URL is set: two instances
// (two counters on one Redis) share the count, so moving between them buys a guesser nothing.
const url = process.env.TEST_REDIS_URL;
if (!url) throw new Error('TEST_REDIS_URL is not set: the api-redis suite needs a Redis server');
let redis: Redis;

beforeAll(() => {
  redis = new Redis(url);
});
afterAll(() => redis.quit());

const instance = (windowMs: number) =>
  createAttemptCounter(redisAttemptStore(redis, windowMs, `skillpath-test-pc:${windowMs}:`), {
    max: 3,
    windowMs,
  });

describe('the attempt counter in Redis', () => {
  it('shares the count between instances and refuses past the limit until the window ends', async () => {
    const [a, b] = [instance(60_000), instance(60_000)];
    const key = `user:${Date.now()}`;
    await a.failed(key);
    await b.failed(key);
    expect(await a.retryAfterSeconds(key)).toBe(0);
    await a.failed(key);
    const wait = await b.retryAfterSeconds(key);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await a.retryAfterSeconds(`user:other${Date.now()}`)).toBe(0);
    await b.forget(key);
    expect(await a.retryAfterSeconds(key)).toBe(0);
  });

  it('starts over once the window has passed', async () => {
    const counter = instance(1500);
    const key = `user:short${Date.now()}`;
    for (let i = 0; i < 3; i += 1) await counter.failed(key);
    expect(await counter.retryAfterSeconds(key)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await counter.retryAfterSeconds(key)).toBe(0);
  });
});
