import type { Algorithm } from '@node-rs/argon2';
import { createPasswordPool } from './password-pool';

// OWASP's argon2id setting: 19 MiB of memory, 2 passes, 1 lane.
// (Algorithm is a const enum that isolated modules cannot read: 2 is Argon2id.)
const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Hashing runs on low-priority threads, so the event loop stays free while it works.
const pool = createPasswordPool();

/** The hashing threads' priority (PASSWORD_THREAD_NICE), from their next job on. */
export function setPasswordThreadNice(nice: number) {
  pool.setNice(nice);
}

export function hashPassword(password: string): Promise<string> {
  return pool.hash(password, OPTIONS);
}

// Checked against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await pool.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return pool.verify(storedHash, password).catch(() => false);
}
