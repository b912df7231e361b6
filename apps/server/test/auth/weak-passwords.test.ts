import { authMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, resetLinkFrom } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMMON = ['123456', 'password', 'Password1', 'qwerty123'];

describe('the most common passwords are refused (issue 21, "Weak passwords")', () => {
  it.each(COMMON)('on sign-up: %j', async (password) => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/sign_up',
      payload: { name: 'Asha', phone: '9876543210', email: `weak-${password}@example.com`, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toEqual([authMessages.passwordTooCommon]);
  });

  it('on a password change and a reset, while the length rule keeps its message', async () => {
    const learner = await registerLearner(t);
    const change = (new_password: string) =>
      t.call({
        method: 'POST',
        url: '/v1/auth/change-password/',
        token: learner.token,
        payload: { current_password: learner.password, new_password },
      });
    expect((await change('password')).json().fields.new_password).toEqual([authMessages.passwordTooCommon]);
    expect((await change('12345')).json().fields.new_password).toEqual([authMessages.passwordTooShort]);

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
    expect((await reset('123456')).json().fields.new_password).toEqual([authMessages.passwordTooCommon]);
    expect((await reset('quiet-lantern-58')).statusCode).toBe(200);
  });
});
