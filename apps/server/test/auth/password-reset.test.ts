import { authMessages } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, resetLinkFrom } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.call({ method: 'POST', url: '/v1/auth/forgot-password/', payload: { email } });
const reset = (payload: object) => t.call({ method: 'POST', url: '/v1/auth/reset-password/', payload });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

/** The number of rows of every table of the app. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = (await t.app.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = (await t.app.db.execute(
      sql.raw(`select count(*)::int as n from "${name}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[name] = rows[0]!.n;
  }
  return counts;
}

/** The tables whose row count moved, by how much. */
const changes = (from: Record<string, number>, to: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(to)
      .filter((name) => to[name] !== from[name])
      .map((name) => [name, to[name]! - (from[name] ?? 0)]),
  );

async function requestLink(email: string): Promise<{ uid: string; token: string }> {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  const mails = await t.mails();
  const link = resetLinkFrom(mails.at(-1)!);
  expect(link.origin).toBe('http://skillpath.test');
  return { uid: link.searchParams.get('uid')!, token: link.searchParams.get('token')! };
}

describe('password reset', () => {
  it('mails a link that resets the password once, and revokes the old tokens', async () => {
    const learner = await registerLearner(t);
    const res = await forgot(learner.user.email.toUpperCase());
    expect(res.json()).toEqual({ message: authMessages.forgotSent });
    const mail = (await t.mails()).at(-1)!;
    expect(mail).toContain(`To: ${learner.user.email}`);
    const link = resetLinkFrom(mail);
    const payload = {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password: 'brand-new-1',
    };

    const first = await reset(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: authMessages.resetSuccess });

    const second = await reset({ ...payload, new_password: 'another-one' });
    expect(second.statusCode).toBe(400);
    expect(second.json().detail).toBe(authMessages.resetLinkInvalid);

    expect((await login(learner.user.email, learner.password)).statusCode).toBe(401);
    expect((await login(learner.user.email, 'brand-new-1')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/v1/auth/profile/', token: learner.token })).statusCode).toBe(
      401,
    );
  });

  it('retires older links when one of them is used', async () => {
    const learner = await registerLearner(t);
    const older = await requestLink(learner.user.email);
    const newer = await requestLink(learner.user.email);
    expect((await reset({ ...newer, new_password: 'first-choice' })).statusCode).toBe(200);
    expect((await reset({ ...older, new_password: 'second-choice' })).statusCode).toBe(400);
  });

  it('retires older links as soon as a newer one is sent', async () => {
    const learner = await registerLearner(t);
    const older = await requestLink(learner.user.email);
    await requestLink(learner.user.email);
    const res = await reset({ ...older, new_password: 'from-old-mail' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(authMessages.resetLinkInvalid);
  });

  it('answers an unknown e-mail exactly as a registered one, and mails nobody (DESIGN §8)', async () => {
    const learner = await registerLearner(t);
    const before = (await t.mails()).length;
    const unknown = await forgot('ghost@example.com');
    expect((await t.mails()).length).toBe(before);
    const known = await forgot(learner.user.email);
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: authMessages.forgotSent });
    }
    expect((await t.mails()).length).toBe(before + 1);
  });

  it('does the same database work for an unknown address as for a registered one: one queued job', async () => {
    const learner = await registerLearner(t);
    await t.mails();
    const before = await rowCounts();
    expect((await forgot('nobody.here@example.com')).statusCode).toBe(200);
    const afterUnknown = await rowCounts();
    expect((await forgot(learner.user.email)).statusCode).toBe(200);
    const afterKnown = await rowCounts();
    // Nothing is looked up or written for the address itself until the job worker takes the job.
    expect(changes(before, afterUnknown)).toEqual({ jobs: 1 });
    expect(changes(afterUnknown, afterKnown)).toEqual({ jobs: 1 });
    const { rows } = (await t.app.db.execute(
      sql`select kind, status, payload from jobs order by id desc limit 2`,
    )) as unknown as { rows: { kind: string; status: string; payload: object }[] };
    expect(rows).toEqual([
      { kind: 'password-reset', status: 'queued', payload: { email: learner.user.email } },
      { kind: 'password-reset', status: 'queued', payload: { email: 'nobody.here@example.com' } },
    ]);
  });

  it.each([
    ['', authMessages.forgotEmailRequired],
    ['nope', authMessages.forgotEmailInvalid],
  ])('validates the e-mail %j', async (email, message) => {
    const res = await forgot(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toEqual([message]);
  });

  it('refuses a wrong token, a wrong uid and a short password', async () => {
    const learner = await registerLearner(t);
    const link = await requestLink(learner.user.email);
    const other = await registerLearner(t);
    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    expect((await reset({ ...link, token: 'x'.repeat(43), new_password: 'long-enough' })).statusCode).toBe(
      400,
    );
    expect((await reset({ ...link, uid: otherUid, new_password: 'long-enough' })).statusCode).toBe(400);
    expect((await reset({ ...link, uid: '!!!', new_password: 'long-enough' })).statusCode).toBe(400);
    const short = await reset({ ...link, new_password: '123' });
    expect(short.json().fields.new_password).toEqual([authMessages.passwordTooShort]);
    const missing = await reset({ new_password: 'long-enough' });
    expect(missing.json().fields.uid).toEqual([authMessages.resetMissingUidToken]);
    // The link still works after all those refusals.
    expect((await reset({ ...link, new_password: 'long-enough' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const learner = await registerLearner(t);
    const link = await requestLink(learner.user.email);
    await t.app.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${learner.id}`,
    );
    expect((await reset({ ...link, new_password: 'too-late-now' })).statusCode).toBe(400);
  });

  it('stores only a hash of the token', async () => {
    const learner = await registerLearner(t);
    const link = await requestLink(learner.user.email);
    const { rows } = (await t.app.db.execute(
      sql`select token_hash from password_resets where user_id = ${learner.id}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(rows[0]!.token_hash).not.toContain(link.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
