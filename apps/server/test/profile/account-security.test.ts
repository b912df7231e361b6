import { authMessages, emailMessages, institute } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { confirmEmail, decodedMail, lastMailTo, registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshAddress = () => `moved${++n}.${Date.now()}@example.com`;
type Learner = Awaited<ReturnType<typeof registerLearner>>;

const edit = (learner: Learner, payload: object, token = learner.token) =>
  t.call({
    method: 'PUT',
    url: `/v1/auth/candidate/edit/${learner.id}/`,
    token,
    payload: { skills: ['Go'], ...payload },
  });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const candidate = async (learner: Learner, token = learner.token) =>
  (await t.call({ method: 'GET', url: `/v1/auth/candidates/${learner.id}/`, token })).json();
const remove = (learner: Learner, payload?: object, token = learner.token) =>
  t.call({ method: 'DELETE', url: `/v1/auth/candidate/delete/${learner.id}/`, token, payload });

describe('changing the e-mail address', () => {
  it('needs the current password: missing or wrong is 400 on current_password and changes nothing', async () => {
    const learner = await registerLearner(t);
    const target = freshAddress();
    const missing = await edit(learner, { email: target, tagline: 'Changed' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ current_password: [emailMessages.passwordToChangeEmail] });
    const wrong = await edit(learner, { email: target, current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current_password: [authMessages.currentPasswordWrong] });
    expect(await candidate(learner)).toMatchObject({
      email: learner.user.email,
      pending_email: null,
      tagline: '',
    });
    expect(await lastMailTo(t, target)).toBeUndefined();
  });

  it('saves the rest of the profile without a password when the e-mail stays (whatever its case)', async () => {
    const learner = await registerLearner(t);
    const res = await edit(learner, { email: learner.user.email.toUpperCase(), tagline: 'Same address' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: learner.user.email, tagline: 'Same address' });
  });

  it('takes effect only when the link mailed to the new address is opened; then the old address hears of it and every session ends', async () => {
    const learner = await registerLearner(t);
    const secondSession = (await login(learner.user.email, learner.password)).json().token as string;
    const target = freshAddress();

    const res = await edit(learner, { email: target, current_password: learner.password, tagline: 'Moving' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: learner.user.email, pending_email: target, tagline: 'Moving' });
    expect((await login(target, learner.password)).statusCode).toBe(401);
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(200);

    const confirmed = await confirmEmail(t, target);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: emailMessages.changed(target),
      email: target,
      email_changed: true,
      sessions_ended: true,
    });

    for (const token of [learner.token, secondSession]) {
      expect((await t.call({ method: 'GET', url: '/v1/auth/profile/', token })).statusCode).toBe(401);
    }
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(401);
    const signedIn = await login(target, learner.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: target, email_verified: true });

    const notice = decodedMail((await lastMailTo(t, learner.user.email))!);
    expect(notice).toContain(target);
    expect(notice).toMatch(/if this was not you/i);
    expect(notice).toContain(institute.email);
  });

  it('refuses an address another account holds, when asked (409) and when confirmed (409)', async () => {
    const learner = await registerLearner(t);
    const other = await registerLearner(t);
    const taken = await edit(learner, { email: other.user.email, current_password: learner.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toEqual([authMessages.emailExists]);

    const target = freshAddress();
    expect((await edit(learner, { email: target, current_password: learner.password })).statusCode).toBe(200);
    await registerLearner(t, { email: target });
    // The sign-up mailed its own link to the address; the change's link is the older one.
    const changeMail = (await t.mails()).filter((m) => m.includes(`To: ${target}`)).at(-2)!;
    const link = new URL(
      /https?:\/\/\S+\/verify-email\?uid=[\w-]+&token=[\w-]+/.exec(decodedMail(changeMail))![0],
    );
    const late = await t.call({
      method: 'POST',
      url: '/v1/auth/verify-email/',
      payload: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(authMessages.emailExists);
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(200);
  });

  it('a newer request retires the older link', async () => {
    const learner = await registerLearner(t);
    const first = freshAddress();
    const second = freshAddress();
    await edit(learner, { email: first, current_password: learner.password });
    await edit(learner, { email: second, current_password: learner.password });
    expect((await confirmEmail(t, first)).statusCode).toBe(400);
    expect((await candidate(learner)).pending_email).toBe(second);
    expect((await confirmEmail(t, second)).statusCode).toBe(200);
  });
});

describe('deleting the account', () => {
  it('needs the current password: missing or wrong is 400 on current_password and deletes nothing', async () => {
    const learner = await registerLearner(t);
    const missing = await remove(learner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ current_password: [emailMessages.passwordToDelete] });
    const wrong = await remove(learner, { current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current_password: [authMessages.currentPasswordWrong] });
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(200);

    expect((await remove(learner, { current_password: learner.password })).statusCode).toBe(204);
    expect((await login(learner.user.email, learner.password)).statusCode).toBe(401);
  });

  it('lets an admin delete another account without that account’s password', async () => {
    const learner = await registerLearner(t);
    const admin = await signInAdmin(t);
    expect((await remove(learner, undefined, admin.token)).statusCode).toBe(204);
  });
});
