import { emailMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { confirmLinkFrom, lastMailTo, registerLearner, resetLinkFrom } from '../helpers/users';

// Every credential change (password reset, password change, a new address confirmed) retires the
// pending e-mail changes, the reset links and every other session (SECURITY.md, accounts): a link
// or session from before the change must not undo it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a fresh passphrase 42 long';
let n = 0;
const freshAddress = () => `credentials${++n}.${Date.now()}@example.com`;
type Learner = Awaited<ReturnType<typeof registerLearner>>;
type Link = { uid: string; token: string };

const linkParams = (link: URL): Link => ({
  uid: link.searchParams.get('uid')!,
  token: link.searchParams.get('token')!,
});
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const profile = (token: string) => t.call({ method: 'GET', url: '/v1/auth/profile/', token });
const candidate = async (learner: Learner, token: string) =>
  (await t.call({ method: 'GET', url: `/v1/auth/candidates/${learner.id}/`, token })).json();

async function resetLink(email: string): Promise<Link> {
  await t.call({ method: 'POST', url: '/v1/auth/forgot-password/', payload: { email } });
  return linkParams(resetLinkFrom((await lastMailTo(t, email))!));
}
const useReset = (link: Link, password: string) =>
  t.call({ method: 'POST', url: '/v1/auth/reset-password/', payload: { ...link, new_password: password } });

/** Asks for `email` as the learner's new address and returns the link mailed to it. */
async function askEmailChange(learner: Learner, email: string): Promise<Link> {
  const res = await t.call({
    method: 'PUT',
    url: `/v1/auth/candidate/edit/${learner.id}/`,
    token: learner.token,
    payload: { email, skills: ['Go'], current_password: learner.password },
  });
  expect(res.statusCode).toBe(200);
  return linkParams(confirmLinkFrom((await lastMailTo(t, email))!));
}
const openConfirmation = (link: Link) =>
  t.call({ method: 'POST', url: '/v1/auth/verify-email/', payload: link });

describe('a credential change retires what was issued before it', () => {
  it('a password reset retires a pending e-mail change', async () => {
    const learner = await registerLearner(t);
    const target = freshAddress();
    const change = await askEmailChange(learner, target);
    expect((await useReset(await resetLink(learner.user.email), NEW_PASSWORD)).statusCode).toBe(200);

    const late = await openConfirmation(change);
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(emailMessages.linkInvalid);
    const session = (await login(learner.user.email, NEW_PASSWORD)).json().token as string;
    expect(await candidate(learner, session)).toMatchObject({
      email: learner.user.email,
      pending_email: null,
    });
    expect((await login(target, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('a password change retires reset links and pending e-mail changes and ends every other session', async () => {
    const learner = await registerLearner(t);
    const other = (await login(learner.user.email, learner.password)).json().token as string;
    const reset = await resetLink(learner.user.email);
    const change = await askEmailChange(learner, freshAddress());

    const changed = await t.call({
      method: 'POST',
      url: '/v1/auth/change-password/',
      token: learner.token,
      payload: { current_password: learner.password, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;

    expect((await useReset(reset, 'someone else 99 chose this')).statusCode).toBe(400);
    expect((await openConfirmation(change)).statusCode).toBe(400);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(learner.token)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
    expect(await candidate(learner, fresh)).toMatchObject({ email: learner.user.email, pending_email: null });
    expect((await login(learner.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a confirmed e-mail change retires the reset links mailed to the old address', async () => {
    const learner = await registerLearner(t);
    const reset = await resetLink(learner.user.email);
    const target = freshAddress();
    expect((await openConfirmation(await askEmailChange(learner, target))).statusCode).toBe(200);

    expect((await useReset(reset, 'the old inbox 77 speaking')).statusCode).toBe(400);
    expect((await login(target, learner.password)).statusCode).toBe(200);
  });
});
