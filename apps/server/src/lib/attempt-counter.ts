import type { Redis } from 'ioredis';
import { Lru } from './lru';

/**
 * Failed attempts per key in a fixed window (the window starts at the first failure): at most `max`
 * before the key is refused until the window ends. Kept in this process, or in Redis so that every
 * instance shares it.
 */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

interface WindowCount {
  count: number;
  /** When the window ends (ms). */
  resetAt: number;
}

export interface AttemptStore {
  read(key: string, now: number): Promise<WindowCount>;
  record(key: string, now: number): Promise<void>;
  forget(key: string): Promise<void>;
}

export function createAttemptCounter(store: AttemptStore, limit: AttemptLimit, now = Date.now) {
  return {
    /** Seconds to wait before another attempt, or 0 when one may be tried now. */
    async retryAfterSeconds(key: string): Promise<number> {
      const at = now();
      const { count, resetAt } = await store.read(key, at);
      return count >= limit.max ? Math.max(1, Math.ceil((resetAt - at) / 1000)) : 0;
    },
    failed: (key: string) => store.record(key, now()),
    forget: (key: string) => store.forget(key),
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;

/** Counts in this process; the least recently failed keys are dropped beyond `capacity`. */
export function memoryAttemptStore(windowMs: number, capacity = 100_000): AttemptStore {
  const entries = new Lru<string, WindowCount>(capacity);
  return {
    async read(key, now) {
      const entry = entries.get(key);
      return entry && now < entry.resetAt ? entry : { count: 0, resetAt: now };
    },
    async record(key, now) {
      const entry = entries.get(key);
      if (entry && now < entry.resetAt) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: now + windowMs });
    },
    async forget(key) {
      entries.set(key, { count: 0, resetAt: 0 });
    },
  };
}

/** Counts in Redis: one key per counted key, expiring a window after its first failure. */
export function redisAttemptStore(redis: Redis, windowMs: number, prefix: string): AttemptStore {
  return {
    async read(key, now) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, string | null], [null, number]];
      return { count: Number(count ?? 0), resetAt: now + Math.max(ttl, 0) };
    },
    async record(key) {
      await redis
        .multi()
        .set(prefix + key, 0, 'PX', windowMs, 'NX')
        .incr(prefix + key)
        .exec();
    },
    async forget(key) {
      await redis.del(prefix + key);
    },
  };
}
