import type { AuthResponse } from '@skillpath/contract';
import { TEST_ADMIN_EMAIL, type TestApp } from './app';

let counter = 0;

/** Registers a learner with valid details (any of which can be overridden) and returns the answer. */
export async function registerLearner(
  t: TestApp,
  overrides: Partial<{ name: string; phone: string; email: string; password: string }> = {},
): Promise<AuthResponse & { password: string }> {
  counter += 1;
  const body = {
    name: 'Test Learner',
    phone: '9876543210',
    email: `learner${counter}.${Date.now()}@example.com`,
    password: 'secret123',
    ...overrides,
  };
  const res = await t.call({ method: 'POST', url: '/v1/auth/sign_up', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<AuthResponse>(), password: body.password };
}

/** The link of the newest reset mail in the outbox, decoded from the raw message. */
export function resetLinkFrom(raw: string): URL {
  // Quoted-printable soft line breaks and '=3D' would split or mangle the URL.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/reset-password\?uid=[\w-]+&token=[\w-]+/.exec(text);
  if (!match) throw new Error('no reset link in mail');
  return new URL(match[0]);
}

const admins = new WeakMap<TestApp, Promise<AuthResponse & { password: string }>>();

/** The test app's admin (TEST_ADMIN_EMAIL), registered on first use. */
export function signInAdmin(t: TestApp): Promise<AuthResponse & { password: string }> {
  let admin = admins.get(t);
  if (!admin) {
    admin = registerLearner(t, { name: 'Test Admin', email: TEST_ADMIN_EMAIL });
    admins.set(t, admin);
  }
  return admin;
}
