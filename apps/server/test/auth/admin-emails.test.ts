import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/startup';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_ADMIN_EMAIL } from '../helpers/test-identity';
import { confirmEmail, registerLearner, signInAdmin } from '../helpers/users';

const BOSS = 'boss@example.com';
const CHIEF = 'chief@example.com';
const DEPUTY = 'deputy@example.com';
const LATE = 'late@example.com';

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
      ADMIN_EMAILS: [TEST_ADMIN_EMAIL, BOSS, CHIEF, DEPUTY].join(','),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    },
    { logStream },
  );
});
afterAll(() => t.close());

const roleOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/v1/auth/profile/', token })).json().role;
/** What `npm start` does before serving, ADMIN_EMAILS grant included. */
const restart = () => prepareDatabase(t.app);
const grantLogged = (email: string) =>
  logLines.some((line) => line.includes(email) && line.includes('ADMIN_EMAILS'));
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

describe('ADMIN_EMAILS grants the admin role only to a confirmed address, once', () => {
  it('gives nothing at sign-up, nor at a start, until the address is confirmed by its link', async () => {
    const boss = await registerLearner(t, { email: BOSS });
    expect(boss.user.role).toBe('learner');
    await restart();
    expect(await roleOf(boss.token)).toBe('learner');

    expect((await confirmEmail(t, BOSS)).statusCode).toBe(200);
    expect(await roleOf(boss.token)).toBe('admin');
    expect(grantLogged(BOSS)).toBe(true);
    expect(await auditedGrants(boss.id)).toHaveLength(1);
  });

  it('gives nothing to a learner who changes their e-mail to a listed address, until it is confirmed', async () => {
    const learner = await registerLearner(t);
    const edit = await t.call({
      method: 'PUT',
      url: `/v1/auth/candidate/edit/${learner.id}/`,
      token: learner.token,
      payload: { email: CHIEF, skills: ['Go'], current_password: learner.password },
    });
    expect(edit.statusCode).toBe(200);
    await restart();
    expect(await roleOf(learner.token)).toBe('learner');
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: CHIEF, password: learner.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps a demoted admin demoted across starts', async () => {
    const deputy = await registerLearner(t, { email: DEPUTY });
    await confirmEmail(t, DEPUTY);
    expect(await roleOf(deputy.token)).toBe('admin');
    const admin = await signInAdmin(t);
    const demote = await t.call({
      method: 'PATCH',
      url: `/v1/api/learners/${deputy.id}/role/`,
      token: admin.token,
      payload: { role: 'learner' },
    });
    expect(demote.statusCode).toBe(200);
    await restart();
    await restart();
    expect(await roleOf(deputy.token)).toBe('learner');
  });

  it('grants at start to a confirmed account whose address joined the list later, and logs it', async () => {
    const late = await registerLearner(t, { email: LATE });
    await confirmEmail(t, LATE);
    expect(await roleOf(late.token)).toBe('learner');
    t.config.adminEmails.push(LATE);
    try {
      await restart();
    } finally {
      t.config.adminEmails.pop();
    }
    expect(await roleOf(late.token)).toBe('admin');
    expect(grantLogged(LATE)).toBe(true);
    expect(await auditedGrants(late.id)).toHaveLength(1);
  });
});
