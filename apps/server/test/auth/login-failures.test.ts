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
    for (let i = 0; i < 3; i++) await failures.failed('a@example.com', { ip: 'ip' });
    for (let i = 0; i < 15; i++) {
      const verdict = await failures.check('a@example.com', { ip: 'ip' });
      if (verdict.allowed) throw new Error(`expected a wait after ${waits.join(',')}`);
      waits.push(verdict.retryAfterSeconds);
      clock.now += verdict.retryAfterSeconds * 1000;
      expect(await failures.check('a@example.com', { ip: 'ip' })).toEqual({ allowed: true });
      await failures.failed('a@example.com', { ip: 'ip' });
    }
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(WINDOW / 1000);
    expect(waits.at(-1)).toBe(WINDOW / 1000);
  });

  it('end the address block with its window, and forget a quiet client after two windows', async () => {
    const { failures, clock } = limiter(3, 4);
    for (let i = 0; i < 4; i++) await failures.failed('b@example.com', { ip: i < 3 ? 'ip' : 'other' });
    expect((await failures.check('b@example.com', { ip: 'third' })).allowed).toBe(false);
    clock.now += WINDOW;
    expect(await failures.check('b@example.com', { ip: 'third' })).toEqual({ allowed: true });
    await failures.failed('b@example.com', { ip: 'ip' });
    expect(await failures.check('b@example.com', { ip: 'ip' })).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    clock.now += 2 * WINDOW;
    await failures.failed('b@example.com', { ip: 'ip' });
    expect(await failures.check('b@example.com', { ip: 'ip' })).toEqual({ allowed: true });
  });

  it('clear a client on success and the whole address on forget', async () => {
    const { failures } = limiter(3, 4);
    for (let i = 0; i < 3; i++) await failures.failed('c@example.com', { ip: 'ip' });
    await failures.succeeded('c@example.com', { ip: 'ip' });
    expect(await failures.check('c@example.com', { ip: 'ip' })).toEqual({ allowed: true });
    await failures.failed('c@example.com', { ip: 'ip' });
    expect((await failures.check('c@example.com', { ip: 'x' })).allowed).toBe(false);
    await failures.forget('c@example.com');
    expect(await failures.check('c@example.com', { ip: 'x' })).toEqual({ allowed: true });
  });

  it('count a recognised device on its own: locked alone after its failures, never by the address', async () => {
    const { failures, clock } = limiter(3, 4);
    const owner = { ip: 'cafe', device: 'owner-laptop' };
    // A spray from strangers exhausts the address's ceiling …
    for (let i = 0; i < 4; i++) await failures.failed('d@example.com', { ip: `stranger-${i}` });
    expect((await failures.check('d@example.com', { ip: 'cafe' })).allowed).toBe(false);
    // … and the owner's device, even from the same address, is still let in.
    expect(await failures.check('d@example.com', owner)).toEqual({ allowed: true });
    // A device's own failures lock that device for a window after its last one, and no one else.
    for (let i = 0; i < 3; i++) await failures.failed('d@example.com', owner);
    expect(await failures.check('d@example.com', owner)).toEqual({
      allowed: false,
      retryAfterSeconds: WINDOW / 1000,
    });
    expect(await failures.check('d@example.com', { ip: 'cafe', device: 'phone' })).toEqual({ allowed: true });
    clock.now += WINDOW;
    expect(await failures.check('d@example.com', owner)).toEqual({ allowed: true });
    // Its failures never counted against the address: the strangers' window alone ended it.
    expect(await failures.check('d@example.com', { ip: 'new' })).toEqual({ allowed: true });
  });
});
