import { authMessages, CURRENT_PASSWORD_CHECKS, commonErrorCodes } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { lastMailTo, registerLearner, resetLinkFrom } from '../helpers/users';

// Whoever holds a stolen session must not guess the account's password through the routes that ask
// for it (SECURITY.md, accounts): wrong answers are counted per account, whatever the client.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Learner = Awaited<ReturnType<typeof registerLearner>>;
const WINDOW_MINUTES = CURRENT_PASSWORD_CHECKS.windowSeconds / 60;

/** The three checks of the current password, each from its own client address. */
const checks = {
  changePassword: (l: Learner, password: string, ip: string) =>
    t.call({
      method: 'POST',
      url: '/v1/auth/change-password/',
      token: l.token,
      remoteAddress: ip,
      payload: { current_password: password, new_password: 'not applied 12345 here' },
    }),
  changeEmail: (l: Learner, password: string, ip: string) =>
    t.call({
      method: 'PUT',
      url: `/v1/auth/candidate/edit/${l.id}/`,
      token: l.token,
      remoteAddress: ip,
      payload: { email: `elsewhere.${l.id}@example.com`, skills: ['Go'], current_password: password },
    }),
  deleteAccount: (l: Learner, password: string, ip: string) =>
    t.call({
      method: 'DELETE',
      url: `/v1/auth/candidate/delete/${l.id}/`,
      token: l.token,
      remoteAddress: ip,
      payload: { current_password: password },
    }),
};
const kinds = Object.values(checks);

describe('wrong current passwords are limited per account', () => {
  it(`refuses the ${CURRENT_PASSWORD_CHECKS.max + 1}th within the window with 429, from any client and route, right or wrong`, async () => {
    const learner = await registerLearner(t);
    for (let i = 0; i < CURRENT_PASSWORD_CHECKS.max; i += 1) {
      const res = await kinds[i % kinds.length]!(learner, `wrong guess ${i}`, `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ current_password: [authMessages.currentPasswordWrong] });
    }
    for (const kind of kinds) {
      const refused = await kind(learner, learner.password, '10.0.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        detail: authMessages.tooManyPasswordChecks(WINDOW_MINUTES),
        code: commonErrorCodes.rateLimited,
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(CURRENT_PASSWORD_CHECKS.windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(CURRENT_PASSWORD_CHECKS.windowSeconds);
    }
    // Nothing was changed meanwhile; another account is not affected.
    const signIn = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: learner.user.email, password: learner.password },
    });
    expect(signIn.statusCode).toBe(200);
    const other = await registerLearner(t);
    expect((await checks.changeEmail(other, other.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('forgets the count once the owner resets the password by the mailed link', async () => {
    const learner = await registerLearner(t);
    for (let i = 0; i < CURRENT_PASSWORD_CHECKS.max; i += 1) {
      await checks.changePassword(learner, `wrong guess ${i}`, '10.0.2.1');
    }
    expect((await checks.changePassword(learner, learner.password, '10.0.2.1')).statusCode).toBe(429);

    await t.call({
      method: 'POST',
      url: '/v1/auth/forgot-password/',
      payload: { email: learner.user.email },
    });
    const link = resetLinkFrom((await lastMailTo(t, learner.user.email))!);
    const newPassword = 'the owner is back 2024 again';
    const reset = await t.call({
      method: 'POST',
      url: '/v1/auth/reset-password/',
      payload: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        new_password: newPassword,
      },
    });
    expect(reset.statusCode).toBe(200);
    const session = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: learner.user.email, password: newPassword },
    });
    const back = { ...learner, token: session.json().token as string, password: newPassword };
    expect((await checks.changeEmail(back, newPassword, '10.0.2.1')).statusCode).toBe(200);
  });
});
