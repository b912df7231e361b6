import { authMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { NEW_TEST_PASSWORD } from '../helpers/test-identity';
import { insertLegacyLearner, registerLearner, resetLinkFrom } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const priya = { name: 'Priya Sharma', phone: '9876543210', email: 'priya.sharma@example.com' };

/**
 * The password policy (SECURITY.md, passwords): 12–128 characters, refused when common or built from
 * the site's name or the person's own name or address, with the reason as a field error.
 */
describe('new passwords follow the policy', () => {
  it.each([
    ['aaaaaa', authMessages.passwordTooShort],
    ['a'.repeat(129), authMessages.passwordTooLong],
    ['password1234', authMessages.passwordTooCommon],
    ['skillpath2026', authMessages.passwordSiteName],
    ['Priya Sharma2026', authMessages.passwordPersonal],
    ['priya.sharma2026', authMessages.passwordPersonal],
  ])('sign-up refuses %j, and no account is made', async (password, message) => {
    const res = await t.call({ method: 'POST', url: '/v1/auth/sign_up', payload: { ...priya, password } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { password: [message] } });
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: priya.email, password },
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('sign-up accepts a passphrase', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/sign_up',
      payload: { ...priya, email: 'priya.passphrase@example.com', password: 'correct horse battery staple' },
    });
    expect(res.statusCode).toBe(201);
  });

  it("a password change refuses a weak one against the account holder's own name", async () => {
    const learner = await registerLearner(t, { name: 'Ravi Kumar' });
    const change = (new_password: string) =>
      t.call({
        method: 'POST',
        url: '/v1/auth/change-password/',
        token: learner.token,
        payload: { current_password: learner.password, new_password },
      });
    for (const [password, message] of [
      ['qwertyuiop123', authMessages.passwordTooCommon],
      ['RaviKumar-2026', authMessages.passwordPersonal],
      ['12345', authMessages.passwordTooShort],
    ] as const) {
      const res = await change(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.new_password).toEqual([message]);
    }
    expect((await change(NEW_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("a reset refuses a weak one against the owner's name, and the link still works after", async () => {
    const learner = await registerLearner(t, { name: 'Anita Desai' });
    await t.call({
      method: 'POST',
      url: '/v1/auth/forgot-password/',
      payload: { email: learner.user.email },
    });
    const link = resetLinkFrom((await t.mails()).at(-1)!);
    const reset = (new_password: string) =>
      t.call({
        method: 'POST',
        url: '/v1/auth/reset-password/',
        payload: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token'), new_password },
      });
    const personal = await reset('AnitaDesai1985');
    expect(personal.statusCode).toBe(400);
    expect(personal.json().fields.new_password).toEqual([authMessages.passwordPersonal]);
    expect((await reset('iloveyou12345')).json().fields.new_password).toEqual([
      authMessages.passwordTooCommon,
    ]);
    expect((await reset(NEW_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset with a wrong link says the link is wrong, not whose name is refused', async () => {
    const learner = await registerLearner(t, { name: 'Meena Iyer' });
    await t.call({
      method: 'POST',
      url: '/v1/auth/forgot-password/',
      payload: { email: learner.user.email },
    });
    const link = resetLinkFrom((await t.mails()).at(-1)!);
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/reset-password/',
      payload: { uid: link.searchParams.get('uid'), token: 'x'.repeat(43), new_password: 'MeenaIyer2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: authMessages.resetLinkInvalid });
    expect(res.json().fields).toBeUndefined();
  });

  it('signing in never applies the policy: an account with an older, short password still signs in', async () => {
    const legacy = await insertLegacyLearner(t, 'secret1');
    const res = await t.call({ method: 'POST', url: '/v1/auth/login', payload: legacy });
    expect(res.statusCode).toBe(200);
  });
});
