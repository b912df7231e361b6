import { authMessages, emailErrorCodes, emailMessages } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { confirmLinkFrom, lastMailTo, registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (payload: object) => t.call({ method: 'POST', url: '/v1/auth/verify-email/', payload });
const resend = (token?: string) => t.call({ method: 'POST', url: '/v1/auth/resend-verification/', token });
const profile = (token: string) => t.call({ method: 'GET', url: '/v1/auth/profile/', token });

async function linkTo(email: string) {
  const mail = await lastMailTo(t, email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = confirmLinkFrom(mail!);
  return { link, uid: link.searchParams.get('uid')!, token: link.searchParams.get('token')! };
}

describe('e-mail confirmation at sign-up', () => {
  it('mails a single-use link to the new address; opening it marks the address verified', async () => {
    const learner = await registerLearner(t);
    expect(learner.user.email_verified).toBe(false);
    const { link, uid, token } = await linkTo(learner.user.email);
    expect(link.origin + link.pathname).toBe('http://skillpath.test/verify-email');

    const first = await verify({ uid, token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: emailMessages.confirmed,
      email: learner.user.email,
      email_changed: false,
      sessions_ended: false,
    });
    expect((await profile(learner.token)).json().email_verified).toBe(true);
    const candidate = await t.call({
      method: 'GET',
      url: `/v1/auth/candidates/${learner.id}/`,
      token: learner.token,
    });
    expect(candidate.json()).toMatchObject({ email_verified: true, pending_email: null });

    // A second opening says what happened, not "invalid": the address is confirmed, sign in.
    const again = await verify({ uid, token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: emailMessages.linkUsed, code: emailErrorCodes.alreadyConfirmed });
  });

  it('still calls a used link invalid when its address is no longer the account’s confirmed one', async () => {
    const learner = await registerLearner(t);
    const { uid, token } = await linkTo(learner.user.email);
    expect((await verify({ uid, token })).statusCode).toBe(200);
    const moved = `moved.${Date.now()}@example.com`;
    await t.call({
      method: 'PUT',
      url: `/v1/auth/candidate/edit/${learner.id}/`,
      token: learner.token,
      payload: { email: moved, skills: ['Go'], current_password: learner.password },
    });
    expect((await verify(await linkTo(moved))).statusCode).toBe(200);
    const again = await verify({ uid, token });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(emailMessages.linkInvalid);
  });

  it('lets an unconfirmed learner sign in and use their account as before', async () => {
    const learner = await registerLearner(t);
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: learner.user.email, password: learner.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email_verified).toBe(false);
    expect((await profile(login.json().token)).statusCode).toBe(200);
  });

  it.each([
    [{ uid: 'MQ', token: 'not-the-token' }, emailMessages.linkInvalid],
    [{ uid: '!!', token: 'x' }, emailMessages.linkInvalid],
    [{ uid: '', token: '' }, emailMessages.linkMissing],
    [{}, emailMessages.linkMissing],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await verify(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
  });

  it('refuses a link of another account and a link past its 48 hours', async () => {
    const a = await registerLearner(t);
    const b = await registerLearner(t);
    const linkA = await linkTo(a.user.email);
    const linkB = await linkTo(b.user.email);
    expect((await verify({ uid: linkA.uid, token: linkB.token })).statusCode).toBe(400);
    await t.app.db.execute(
      sql`update email_confirmations set expires_at = now() - interval '1 second' where user_id = ${a.id}`,
    );
    const expired = await verify({ uid: linkA.uid, token: linkA.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe(emailMessages.linkInvalid);
    expect((await profile(a.token)).json().email_verified).toBe(false);
  });
});

describe('POST /v1/auth/resend-verification/', () => {
  it('mails a new link that retires the older one; once confirmed it sends nothing more', async () => {
    const learner = await registerLearner(t);
    const older = await linkTo(learner.user.email);
    const res = await resend(learner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: emailMessages.resent });
    const newer = await linkTo(learner.user.email);
    expect(newer.token).not.toBe(older.token);

    expect((await verify({ uid: older.uid, token: older.token })).statusCode).toBe(400);
    expect((await verify({ uid: newer.uid, token: newer.token })).statusCode).toBe(200);

    const mailsBefore = (await t.mails()).length;
    const done = await resend(learner.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: emailMessages.alreadyConfirmed });
    expect((await t.mails()).length).toBe(mailsBefore);
  });

  it('needs a signed-in user', async () => {
    const res = await resend();
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(authMessages.authRequired);
  });
});

describe('resend limit', () => {
  it('refuses a learner more than five resends an hour with 429, and not another learner', async () => {
    const learner = await registerLearner(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await resend(learner.token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await registerLearner(t);
    expect((await resend(other.token)).statusCode).toBe(200);
  });
});
