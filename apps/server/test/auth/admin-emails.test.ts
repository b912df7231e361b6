import { Writable } from 'node:stream';
import { emailErrorCodes, emailMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/startup';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_ADMIN_EMAIL } from '../helpers/test-identity';
import { confirmEmail, lastMailTo, registerLearner, resetLinkFrom, signInAdmin } from '../helpers/users';

// ADMIN_EMAILS names addresses; the role goes only to whoever a link mailed to the address let set
// the password (SECURITY.md, accounts). Each test uses its own listed address.
const BOSS = 'boss@example.com';
const CHIEF = 'chief@example.com';
const DEPUTY = 'deputy@example.com';
const RESET = 'reset@example.com';
const LATE = 'late@example.com';
const LATER = 'later@example.com';
const OWNER_PASSWORD = 'the owner chose this 1 passphrase';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    {
      ADMIN_EMAILS: [TEST_ADMIN_EMAIL, BOSS, CHIEF, DEPUTY, RESET].join(','),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    },
    { logStream },
  );
});
afterAll(() => t.close());

const profile = (token: string) => t.call({ method: 'GET', url: '/v1/auth/profile/', token });
const roleOf = async (token: string) => (await profile(token)).json().role;
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
/** The role of a fresh sign-in, or the refusal's status. */
const signedInRole = async (email: string, password: string) => {
  const res = await login(email, password);
  return res.statusCode === 200 ? res.json().user.role : res.statusCode;
};
/** What `npm start` does before serving, ADMIN_EMAILS grant included. */
const restart = () => prepareDatabase(t.app);
const grantLogged = (email: string, via: string) =>
  logLines.some((line) => line.includes(`Granted the admin role to ${email}`) && line.includes(via));
const auditedGrants = async (userId: number) => {
  const admin = await signInAdmin(t);
  const log = (
    await t.call({ method: 'GET', url: '/v1/api/audit-log/?limit=100', token: admin.token })
  ).json();
  return log.results.filter(
    (e: { action: string; entity_id: number | null }) =>
      e.action.includes('ADMIN_EMAILS') && e.entity_id === userId,
  );
};
const setRole = async (id: number, role: 'learner' | 'admin') => {
  const admin = await signInAdmin(t);
  return t.call({
    method: 'PATCH',
    url: `/v1/api/learners/${id}/role/`,
    token: admin.token,
    payload: { role },
  });
};
async function resetPassword(email: string, newPassword: string) {
  await t.call({ method: 'POST', url: '/v1/auth/forgot-password/', payload: { email } });
  const link = resetLinkFrom((await lastMailTo(t, email))!);
  return t.call({
    method: 'POST',
    url: '/v1/auth/reset-password/',
    payload: {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password: newPassword,
    },
  });
}

describe('ADMIN_EMAILS grants the role only through a link that sets the password', () => {
  it('an attacker who signs up a listed address first gets nothing when its owner opens the link', async () => {
    const attacker = await registerLearner(t, { email: BOSS });
    expect(attacker.user.role).toBe('learner');
    await restart();
    expect(await roleOf(attacker.token)).toBe('learner');

    // Opened without a password the link asks for one and stays unused.
    const asked = await confirmEmail(t, BOSS);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({
      code: emailErrorCodes.passwordRequired,
      detail: emailMessages.passwordRequired,
    });
    expect(await roleOf(attacker.token)).toBe('learner');
    expect((await profile(attacker.token)).json().email_verified).toBe(false);

    const confirmed = await confirmEmail(t, BOSS, OWNER_PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: emailMessages.confirmedWithPassword,
      email: BOSS,
      email_changed: false,
      sessions_ended: true,
    });
    // The attacker's session and password are void; the owner's password signs in as an admin.
    expect((await profile(attacker.token)).statusCode).toBe(401);
    expect(await signedInRole(BOSS, attacker.password)).toBe(401);
    expect(await signedInRole(BOSS, OWNER_PASSWORD)).toBe('admin');
    expect(grantLogged(BOSS, 'confirmation link')).toBe(true);
    expect(await auditedGrants(attacker.id)).toHaveLength(1);
  });

  it('a learner who moves their account to a listed address loses it to the owner who opens the link', async () => {
    const attacker = await registerLearner(t);
    const edit = await t.call({
      method: 'PUT',
      url: `/v1/auth/candidate/edit/${attacker.id}/`,
      token: attacker.token,
      payload: { email: CHIEF, skills: ['Go'], current_password: attacker.password },
    });
    expect(edit.statusCode).toBe(200);
    await restart();
    expect(await roleOf(attacker.token)).toBe('learner');
    expect(await signedInRole(CHIEF, attacker.password)).toBe(401);

    const asked = await confirmEmail(t, CHIEF);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().code).toBe(emailErrorCodes.passwordRequired);
    expect(await roleOf(attacker.token)).toBe('learner');

    const confirmed = await confirmEmail(t, CHIEF, OWNER_PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: CHIEF, email_changed: true, sessions_ended: true });
    expect((await profile(attacker.token)).statusCode).toBe(401);
    expect(await signedInRole(CHIEF, attacker.password)).toBe(401);
    expect(await signedInRole(attacker.user.email, attacker.password)).toBe(401);
    expect(await signedInRole(CHIEF, OWNER_PASSWORD)).toBe('admin');
  });

  it('a reset link sets the password as well: the owner of a listed address gets the role from it', async () => {
    const attacker = await registerLearner(t, { email: RESET });
    expect((await resetPassword(RESET, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await profile(attacker.token)).statusCode).toBe(401);
    expect(await signedInRole(RESET, attacker.password)).toBe(401);
    const owner = (await login(RESET, OWNER_PASSWORD)).json();
    expect(owner.user).toMatchObject({ role: 'admin', email_verified: true });
    expect(grantLogged(RESET, 'reset link')).toBe(true);
  });

  it('a start grants no account on the list whose password no link set, and tells the log why', async () => {
    const late = await registerLearner(t, { email: LATE });
    expect((await confirmEmail(t, LATE)).statusCode).toBe(200);
    t.config.adminEmails.push(LATE);
    try {
      await restart();
      expect(await roleOf(late.token)).toBe('learner');
      expect(logLines.some((line) => line.includes(`${LATE} is on ADMIN_EMAILS but no link`))).toBe(true);
      expect(await auditedGrants(late.id)).toHaveLength(0);
    } finally {
      t.config.adminEmails.pop();
    }
  });

  it('a start grants an address added to the list later when a link had set its password', async () => {
    const later = await registerLearner(t, { email: LATER });
    expect((await confirmEmail(t, LATER)).statusCode).toBe(200);
    expect((await resetPassword(LATER, OWNER_PASSWORD)).statusCode).toBe(200);
    const session = (await login(LATER, OWNER_PASSWORD)).json().token as string;
    expect(await roleOf(session)).toBe('learner');
    t.config.adminEmails.push(LATER);
    try {
      await restart();
      await restart();
    } finally {
      t.config.adminEmails.pop();
    }
    expect(await roleOf(session)).toBe('admin');
    expect(grantLogged(LATER, 'start')).toBe(true);
    expect(await auditedGrants(later.id)).toHaveLength(1);
  });
});

describe('a demotion sticks to the address', () => {
  it('across starts, deletion and a new sign-up, until an admin grants the role again', async () => {
    const deputy = await registerLearner(t, { email: DEPUTY });
    await confirmEmail(t, DEPUTY, OWNER_PASSWORD);
    const first = (await login(DEPUTY, OWNER_PASSWORD)).json();
    expect(first.user.role).toBe('admin');
    expect((await setRole(deputy.id, 'learner')).statusCode).toBe(200);
    await restart();
    expect(await roleOf(first.token)).toBe('learner');

    // Deleted and signed up again, the address is confirmed as a learner's: no password asked.
    const gone = await t.call({
      method: 'DELETE',
      url: `/v1/auth/candidate/delete/${deputy.id}/`,
      token: first.token,
      payload: { current_password: OWNER_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    const again = await registerLearner(t, { email: DEPUTY });
    const confirmed = await confirmEmail(t, DEPUTY);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().sessions_ended).toBe(false);
    expect((await resetPassword(DEPUTY, OWNER_PASSWORD)).statusCode).toBe(200);
    await restart();
    expect(await signedInRole(DEPUTY, OWNER_PASSWORD)).toBe('learner');

    // An admin's grant lifts the demotion: the next account on the address is granted as usual.
    expect((await setRole(again.id, 'admin')).statusCode).toBe(200);
    expect(await signedInRole(DEPUTY, OWNER_PASSWORD)).toBe('admin');
  });
});
