import { describe, expect, it } from 'vitest';
import { createLoginFailures, memoryFailureStore } from '../../src/lib/login-failures';

const WINDOW = 15 * 60_000;

/** A limiter on a clock the test moves. */
function limiter(perClient = 3, perAddress = 10) {
  const clock = { now: 1_000_000 };
  const failures = createLoginFailures(
    memoryFailureStore(WINDOW),
    { perClient, perAddress, windowMs: WINDOW },
    () => clock.now,
  );
  return { failures, clock };
}

describe('login failure counters', () => {
  it('make one client wait 1, 2, 4 … s, never longer than the window', async () => {
    const { failures, clock } = limiter();
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) await failures.failed('a@example.com', 'ip');
    for (let i = 0; i < 15; i++) {
      const verdict = await failures.check('a@example.com', 'ip');
      if (verdict.allowed) throw new Error(`expected a wait after ${waits.join(',')}`);
      waits.push(verdict.retryAfterSeconds);
      clock.now += verdict.retryAfterSeconds * 1000;
      expect(await failures.check('a@example.com', 'ip')).toEqual({ allowed: true });
      await failures.failed('a@example.com', 'ip');
    }
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(WINDOW / 1000);
    expect(waits.at(-1)).toBe(WINDOW / 1000);
  });

  it('end the address block with its window, and forget a quiet client after two windows', async () => {
    const { failures, clock } = limiter(3, 4);
    for (let i = 0; i < 4; i++) await failures.failed('b@example.com', i < 3 ? 'ip' : 'other');
    expect((await failures.check('b@example.com', 'third')).allowed).toBe(false);
    clock.now += WINDOW;
    expect(await failures.check('b@example.com', 'third')).toEqual({ allowed: true });
    await failures.failed('b@example.com', 'ip');
    expect(await failures.check('b@example.com', 'ip')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock.now += 2 * WINDOW;
    await failures.failed('b@example.com', 'ip');
    expect(await failures.check('b@example.com', 'ip')).toEqual({ allowed: true });
  });

  it('clear a client on success and the whole address on forget', async () => {
    const { failures } = limiter(3, 4);
    for (let i = 0; i < 3; i++) await failures.failed('c@example.com', 'ip');
    await failures.succeeded('c@example.com', 'ip');
    expect(await failures.check('c@example.com', 'ip')).toEqual({ allowed: true });
    await failures.failed('c@example.com', 'ip');
    expect((await failures.check('c@example.com', 'x')).allowed).toBe(false);
    await failures.forget('c@example.com');
    expect(await failures.check('c@example.com', 'x')).toEqual({ allowed: true });
  });
});
