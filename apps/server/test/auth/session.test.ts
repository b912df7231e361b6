import { authMessages } from '@skillpath/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_JWT_SECRET } from '../helpers/test-identity';
import { registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token?: string) => t.call({ method: 'GET', url: '/v1/auth/profile/', token });
const logout = (token?: string, url = '/v1/auth/logout/') => t.call({ method: 'POST', url, token });

describe('GET /v1/auth/profile/', () => {
  it('returns the signed-in user', async () => {
    const learner = await registerLearner(t, { name: 'Meera Nair' });
    const res = await profile(learner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: learner.id, name: 'Meera Nair', role: 'learner' });
  });

  it('answers 401 without a token', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: authMessages.authRequired, code: 'not_authenticated' });
  });

  it('answers 401 to a forged, an unsigned and an expired token', async () => {
    const learner = await registerLearner(t);
    const [header, payload] = learner.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const claims = {
      id: learner.id,
      user_id: learner.id,
      email: learner.user.email,
      role: 'learner',
      ver: 0,
    };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(learner.id))
      .setJti('expired-one')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const token of [forged, unsigned, expired, 'garbage']) {
      expect((await profile(token)).statusCode).toBe(401);
    }
    expect((await profile(expired)).json()).toEqual({
      detail: authMessages.sessionInvalid,
      code: 'session_ended',
    });
  });

  it('does not let a token claim the admin role it was not given', async () => {
    const learner = await registerLearner(t);
    const claims = { id: learner.id, user_id: learner.id, email: learner.user.email, role: 'admin', ver: 0 };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(learner.id))
      .setJti('role-claim')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await profile(token)).json().role).toBe('learner');
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the token: the same token then gets 401', async () => {
    const learner = await registerLearner(t);
    const res = await logout(learner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.loggedOut });
    const after = await profile(learner.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: authMessages.sessionInvalid, code: 'session_ended' });
  });

  it('is served without the trailing slash too, and leaves other sessions signed in', async () => {
    const learner = await registerLearner(t);
    const second = (
      await t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: learner.user.email, password: learner.password },
      })
    ).json().token;
    expect((await logout(learner.token, '/v1/auth/logout')).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await logout()).statusCode).toBe(401);
  });
});
