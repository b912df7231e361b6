import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPasswordPool } from '../../src/lib/password-pool';
import { hashPassword, verifyPassword } from '../../src/lib/passwords';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/N/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('password hashing', () => {
  it('hashes with argon2id and verifies right, wrong and malformed input', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret124')).toBe(false);
    expect(await verifyPassword('not a hash', 'secret123')).toBe(false);
    expect(await verifyPassword(undefined, 'secret123')).toBe(false);
  });

  it('works off the event loop: a timer set after the hashes start fires before they end', async () => {
    const order: string[] = [];
    const hashes = Promise.all([1, 2, 3, 4].map((i) => hashPassword(`password-${i}`))).then(() =>
      order.push('hashed'),
    );
    await new Promise((resolve) => setTimeout(resolve, 0)).then(() => order.push('timer'));
    await hashes;
    expect(order).toEqual(['timer', 'hashed']);
  });

  it.runIf(process.platform === 'linux')('hashes on threads of the lowest priority (nice 19)', async () => {
    const before = threadNices().filter((n) => n === 19).length;
    const pool = createPasswordPool(2);
    await Promise.all([pool.hash('a', {}), pool.hash('b', {})]);
    expect(threadNices().filter((n) => n === 19).length).toBe(before + 2);
  });

  it.runIf(process.platform === 'linux')(
    'hashes at the priority set last, from the next job on',
    async () => {
      // Lowering a thread's priority needs no privilege (raising it back does): 5 first, then 19.
      const count = (nice: number) => threadNices().filter((n) => n === nice).length;
      const pool = createPasswordPool(2);
      pool.setNice(5);
      const at5 = count(5);
      await Promise.all([pool.hash('a', {}), pool.hash('b', {})]);
      expect(count(5)).toBe(at5 + 2);
      const at19 = count(19);
      pool.setNice(19);
      await Promise.all([pool.hash('c', {}), pool.hash('d', {})]);
      expect(count(5)).toBe(at5);
      expect(count(19)).toBe(at19 + 2);
    },
  );

  it('fails a job with a clear error instead of hanging', async () => {
    const pool = createPasswordPool(1);
    await expect(pool.verify('not a hash', 'secret123')).rejects.toThrow('Decoding failed');
    expect(await pool.verify(await pool.hash('still works', {}), 'still works')).toBe(true);
  });
});
