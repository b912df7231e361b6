import { authMessages } from '@skillpath/contract';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { reportSummary } from '../helpers/summary';
import { NEW_TEST_PASSWORD, TEST_JWT_SECRET } from '../helpers/test-identity';
import { registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
type Learner = Awaited<ReturnType<typeof registerLearner>>;

const claimsOf = (learner: Learner) => {
  const { iat: _iat, exp: _exp, jti: _jti, sub: _sub, ...rest } = decodeJwt(learner.token);
  return rest;
};
const sign = (
  claims: Record<string, unknown>,
  opts: { alg?: string; key?: Uint8Array; exp?: number; sub: string },
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(opts.sub)
    .setJti(crypto.randomUUID())
    .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(opts.key ?? secret);

/** Every route that needs a signed-in user, with its ids set to `id`. */
const protectedRoutes = (id: number) =>
  t.app.routeAccess
    .filter((r) => r.access !== 'public')
    .map((r) => ({ ...r, path: r.url.replace(/:id/g, String(id)).replace(/:certId/g, '1') }));

describe('tokens that must not open any protected route', () => {
  it('answers 401 in the error shape to every bad token on every protected route', async () => {
    const victim = await registerLearner(t);
    const [header, payload] = victim.token.split('.') as [string, string, string];
    const claims = claimsOf(victim);

    const loggedOut = await registerLearner(t);
    expect(
      (await t.call({ method: 'POST', url: '/v1/auth/logout/', token: loggedOut.token })).statusCode,
    ).toBe(200);
    const deleted = await registerLearner(t);
    const removal = await t.call({
      method: 'DELETE',
      url: `/v1/auth/candidate/delete/${deleted.id}/`,
      token: deleted.token,
      payload: { current_password: deleted.password },
    });
    expect(removal.statusCode).toBe(204);
    const changedPassword = await registerLearner(t);
    const change = await t.call({
      method: 'POST',
      url: '/v1/auth/change-password/',
      token: changedPassword.token,
      payload: { current_password: changedPassword.password, new_password: NEW_TEST_PASSWORD },
    });
    expect(change.statusCode).toBe(200);

    const bad: Record<string, string> = {
      'alg none, no signature': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none claiming admin': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...decodeJwt(victim.token), role: 'admin' })}.`,
      'wrong signature': `${header}.${payload}.${'A'.repeat(43)}`,
      'payload changed under the old signature': `${header}.${b64({ ...decodeJwt(victim.token), role: 'admin', id: victim.id + 1, user_id: victim.id + 1 })}.${victim.token.split('.')[2]}`,
      'signed with another secret': await sign(claims, {
        key: new TextEncoder().encode('another-secret-that-is-long-enough-too'),
        sub: String(victim.id),
      }),
      'HS512 with the right secret': await sign(claims, { alg: 'HS512', sub: String(victim.id) }),
      expired: await sign(claims, { exp: Math.floor(Date.now() / 1000) - 10, sub: String(victim.id) }),
      'revoked by logout': loggedOut.token,
      'of a deleted account': deleted.token,
      'from before a password change': changedPassword.token,
      'of an id with no account': await sign({ ...claims, id: 999_999, user_id: 999_999 }, { sub: '999999' }),
      'missing claims': await sign({}, { sub: String(victim.id) }),
      garbage: 'not-a-jwt',
      'three empty parts': '..',
    };

    let checks = 0;
    const failures: string[] = [];
    for (const [label, token] of Object.entries(bad)) {
      for (const route of protectedRoutes(victim.id)) {
        const res = await t.call({ method: route.method as 'GET', url: route.path, token });
        checks += 1;
        const body = res.json();
        const shape = Object.keys(body).sort().join();
        if (res.statusCode !== 401 || typeof body.detail !== 'string' || shape !== 'code,detail')
          failures.push(`${label}: ${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
      }
    }
    // Nor does a header that is not a bearer token.
    for (const authorization of [
      'Basic dXNlcjpwYXNz',
      'Bearer',
      `Token ${victim.token}`,
      `Bearer ${victim.token} x`,
    ]) {
      const res = await t.call({ method: 'GET', url: '/v1/auth/profile/', headers: { authorization } });
      checks += 1;
      if (res.statusCode !== 401) failures.push(`header ${authorization.slice(0, 20)} → ${res.statusCode}`);
    }
    reportSummary(
      'tokens',
      `${Object.keys(bad).length} kinds of bad token × ${protectedRoutes(victim.id).length} protected routes, ${checks} checks, ${failures.length} let through`,
    );
    expect(failures).toEqual([]);
    // The good token still works, so the refusals above were about the tokens.
    expect((await t.call({ method: 'GET', url: '/v1/auth/profile/', token: victim.token })).statusCode).toBe(
      200,
    );
  }, 180_000);

  it('says an expired or revoked session is over, and a forged token is invalid', async () => {
    const learner = await registerLearner(t);
    const expired = await sign(claimsOf(learner), {
      exp: Math.floor(Date.now() / 1000) - 10,
      sub: String(learner.id),
    });
    const profile = (token: string) => t.call({ method: 'GET', url: '/v1/auth/profile/', token });
    expect((await profile(expired)).json()).toEqual({
      detail: authMessages.sessionInvalid,
      code: 'session_ended',
    });
    const forged = `${learner.token.split('.').slice(0, 2).join('.')}.${'B'.repeat(43)}`;
    expect((await profile(forged)).json()).toEqual({
      detail: authMessages.invalidToken,
      code: 'token_invalid',
    });
  });

  it('treats a bad token on a public route as no token at all', async () => {
    for (const token of ['not-a-jwt', `${b64({ alg: 'none' })}.${b64({ id: 1, role: 'admin' })}.`]) {
      const res = await t.call({ method: 'GET', url: '/v1/api/list-courses/', token });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses with 403 a valid token sent to another user’s id on every owner route', async () => {
    const owner = await registerLearner(t);
    const other = await registerLearner(t);
    const owned = protectedRoutes(owner.id).filter((r) => r.access === 'owner');
    expect(owned.length).toBeGreaterThan(5);
    for (const route of owned) {
      const res = await t.call({ method: route.method as 'GET', url: route.path, token: other.token });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ detail: authMessages.forbidden, code: 'forbidden' });
    }
  }, 60_000);
});

describe('sign-in timing', () => {
  it('costs the same for an unknown e-mail as for a wrong password (a dummy hash is verified)', async () => {
    const learner = await registerLearner(t);
    const login = async (email: string) => {
      const began = performance.now();
      const res = await t.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: 'wrong-password-1' },
      });
      expect(res.statusCode).toBe(401);
      return performance.now() - began;
    };
    // Warm up both paths (the dummy hash is made on first use).
    await login('warm-up-unknown@example.com');
    await login(learner.user.email);
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 20; i++) {
      unknown.push(await login(`nobody-${i}@example.com`));
      wrong.push(await login(learner.user.email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknown) / median(wrong);
    reportSummary(
      'login timing',
      `median unknown e-mail ${median(unknown).toFixed(1)} ms, wrong password ${median(wrong).toFixed(1)} ms, ratio ${ratio.toFixed(2)} (20 each)`,
    );
    // A wrong password costs an argon2 verification (tens of ms); skipping it would show as ≪ 0.6.
    expect(median(wrong)).toBeGreaterThan(5);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  }, 180_000);
});
