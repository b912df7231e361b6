import { authMessages } from '@skillpath/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURE_LIMIT: '3' });
});
afterAll(() => t.close());

const login = (payload: object) => t.call({ method: 'POST', url: '/v1/auth/login', payload });

describe('POST /v1/auth/login', () => {
  it('signs in with the right password, whatever the case of the e-mail', async () => {
    const learner = await registerLearner(t, { email: 'ravi@example.com' });
    const res = await login({ email: 'RAVI@example.com', password: learner.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toBe(body.access);
    expect(body.userId).toBe(learner.id);
    expect(body.user.last_login).not.toBeNull();
  });

  it('puts the claims of DESIGN §5 in the token', async () => {
    const learner = await registerLearner(t);
    const { token } = (await login({ email: learner.user.email, password: learner.password })).json();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: String(learner.id),
      id: learner.id,
      user_id: learner.id,
      email: learner.user.email,
      role: 'learner',
    });
    expect(claims.jti).toBeTypeOf('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(86_400);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const learner = await registerLearner(t);
    const wrong = await login({ email: learner.user.email, password: 'not-it-at-all' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: authMessages.invalidCredentials });
    }
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', authMessages.emailRequired],
    [{ email: 'nope', password: 'x' }, 'email', authMessages.signInEmailInvalid],
    [{ email: 'a@example.com', password: '' }, 'password', authMessages.passwordRequired],
    [{ email: 'a@example.com' }, 'password', authMessages.passwordRequired],
  ])('validates %j', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
  });

  it('locks an e-mail out with 429 after repeated failures, even with the right password', async () => {
    const learner = await registerLearner(t);
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: learner.user.email, password: 'wrong-pass' })).statusCode).toBe(401);
    }
    const blocked = await login({ email: learner.user.email, password: learner.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json()).toEqual({ detail: authMessages.tooManyRequests });
    // Another account is not affected.
    const other = await registerLearner(t);
    expect((await login({ email: other.user.email, password: other.password })).statusCode).toBe(200);
  });
});

describe('per-IP limit on auth endpoints', () => {
  it('answers 429 with Retry-After once an address sends too many', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '4' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.call({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: `x${i}@example.com`, password: 'whatever1' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
      }
      expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
