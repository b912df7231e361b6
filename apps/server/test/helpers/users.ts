import type { AuthResponse } from '@skillpath/contract';
import type { TestApp } from './app';
import { TEST_ADMIN_EMAIL } from './test-identity';

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

/** A learner's learning points, as their own candidate profile shows them. */
export async function learningPoints(t: TestApp, learner: { id: number; token: string }): Promise<number> {
  const res = await t.call({
    method: 'GET',
    url: `/v1/auth/candidates/${learner.id}/`,
    token: learner.token,
  });
  return res.json().learningPoints as number;
}

/** A raw mail's text with quoted-printable soft line breaks and '=3D' undone (they split URLs). */
export const decodedMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function linkFrom(raw: string, page: string): URL {
  const match = new RegExp(`https?://\\S+/${page}\\?uid=[\\w-]+&token=[\\w-]+`).exec(decodedMail(raw));
  if (!match) throw new Error(`no ${page} link in mail`);
  return new URL(match[0]);
}

/** The link of a reset mail, decoded from the raw message. */
export const resetLinkFrom = (raw: string) => linkFrom(raw, 'reset-password');

/** The link of an e-mail confirmation mail, decoded from the raw message. */
export const confirmLinkFrom = (raw: string) => linkFrom(raw, 'verify-email');

/** The newest mail in the outbox sent to `to`, or undefined. */
export async function lastMailTo(t: TestApp, to: string): Promise<string | undefined> {
  const header = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi');
  return (await t.mails()).filter((m) => header.test(m)).at(-1);
}

/**
 * Opens the newest confirmation link mailed to `email` (POST verify-email) and returns the answer;
 * `newPassword` answers a link that sets the password (an ADMIN_EMAILS address).
 */
export async function confirmEmail(t: TestApp, email: string, newPassword?: string) {
  const mail = await lastMailTo(t, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = confirmLinkFrom(mail);
  return t.call({
    method: 'POST',
    url: '/v1/auth/verify-email/',
    payload: {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      ...(newPassword ? { new_password: newPassword } : {}),
    },
  });
}

/**
 * Registers an account on ADMIN_EMAILS and opens its confirmation link with a password, which grants
 * the role and ends the sign-up's session; the answer is a fresh sign-in's.
 */
export async function registerAdmin(
  t: TestApp,
  overrides: Parameters<typeof registerLearner>[1] & { email: string },
): Promise<AuthResponse & { password: string }> {
  const learner = await registerLearner(t, overrides);
  const confirmed = await confirmEmail(t, learner.user.email, learner.password);
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  const login = await t.call({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: learner.user.email, password: learner.password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return { ...login.json<AuthResponse>(), password: learner.password };
}

const admins = new WeakMap<TestApp, Promise<AuthResponse & { password: string }>>();

/** The test app's admin (TEST_ADMIN_EMAIL), registered on first use. */
export function signInAdmin(t: TestApp): Promise<AuthResponse & { password: string }> {
  let admin = admins.get(t);
  if (!admin) {
    admin = registerAdmin(t, { name: 'Test Admin', email: TEST_ADMIN_EMAIL });
    admins.set(t, admin);
  }
  return admin;
}
