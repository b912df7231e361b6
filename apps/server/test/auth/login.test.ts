import { authMessages } from '@skillpath/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { NEW_TEST_PASSWORD } from '../helpers/test-identity';
import { registerLearner, resetLinkFrom } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURE_LIMIT: '3', LOGIN_ADDRESS_FAILURE_LIMIT: '6' });
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
      expect(res.json()).toEqual({ detail: authMessages.invalidCredentials, code: 'invalid_credentials' });
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
});

describe('failed sign-ins (issue 21, "Lockout as a weapon")', () => {
  const from = (ip: string, email: string, password: string) =>
    t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: ip });

  it('slow down the client that keeps failing, not the owner signing in from elsewhere', async () => {
    const learner = await registerLearner(t);
    for (let i = 0; i < 3; i++) {
      expect((await from('198.51.100.1', learner.user.email, 'wrong-pass')).statusCode).toBe(401);
    }
    const slowed = await from('198.51.100.1', learner.user.email, learner.password);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toEqual({ detail: authMessages.tooManyRequests, code: 'rate_limited' });
    expect((await from('203.0.113.9', learner.user.email, learner.password)).statusCode).toBe(200);
    // Another account is not affected from the failing client either.
    const other = await registerLearner(t);
    expect((await from('198.51.100.1', other.user.email, other.password)).statusCode).toBe(200);
  });

  it('double the wait after each further failure of that client', async () => {
    const learner = await registerLearner(t);
    for (let i = 0; i < 3; i++) await from('198.51.100.2', learner.user.email, 'wrong-pass');
    expect((await from('198.51.100.2', learner.user.email, 'wrong-pass')).headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await from('198.51.100.2', learner.user.email, 'wrong-again')).statusCode).toBe(401);
    const longer = await from('198.51.100.2', learner.user.email, learner.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('stop a spray from many clients at the looser ceiling of the address', async () => {
    const learner = await registerLearner(t);
    for (let i = 0; i < 6; i++) {
      expect((await from(`192.0.2.${i + 1}`, learner.user.email, `guess-${i}`)).statusCode).toBe(401);
    }
    const blocked = await from('192.0.2.200', learner.user.email, learner.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    const other = await registerLearner(t);
    expect((await from('192.0.2.200', other.user.email, other.password)).statusCode).toBe(200);
  });

  it('are forgotten for the address once its password is reset', async () => {
    const learner = await registerLearner(t);
    for (let i = 0; i < 6; i++) await from(`192.0.2.${i + 50}`, learner.user.email, `guess-${i}`);
    for (let i = 0; i < 3; i++) await from('192.0.2.50', learner.user.email, 'wrong-pass');
    expect((await from('192.0.2.50', learner.user.email, learner.password)).statusCode).toBe(429);
    await t.call({
      method: 'POST',
      url: '/v1/auth/forgot-password/',
      payload: { email: learner.user.email },
    });
    const link = resetLinkFrom((await t.mails()).at(-1)!);
    const reset = await t.call({
      method: 'POST',
      url: '/v1/auth/reset-password/',
      payload: {
        uid: link.searchParams.get('uid'),
        token: link.searchParams.get('token'),
        new_password: NEW_TEST_PASSWORD,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await from('192.0.2.50', learner.user.email, NEW_TEST_PASSWORD)).statusCode).toBe(200);
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
