import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/plugins/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { allowedCodes, declarationOf, declaredRoutes, routeKey } from '../helpers/declared-routes';
import { reportSummary } from '../helpers/summary';
import { TEST_ADMIN_EMAIL } from '../helpers/test-identity';
import { registerAdmin, registerLearner, signInAdmin } from '../helpers/users';
import { closeRazorpayStandIn, paymentServiceChecks, razorpayEnv } from '../payments/matrix-requests';
import { type Principal, routeRequests } from './requests';

const EXTRA_ADMINS = Array.from({ length: 8 }, (_, i) => `matrix-admin-${i}@skillpath.test`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_EMAILS: [TEST_ADMIN_EMAIL, ...EXTRA_ADMINS].join(','), ...(await razorpayEnv()) },
    { seed: true },
  );
});
afterAll(async () => {
  await t.close();
  await closeRazorpayStandIn();
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

type Role = 'anonymous' | 'owner' | 'other learner' | 'admin';
const ROLES: Role[] = ['anonymous', 'owner', 'other learner', 'admin'];
type Expected = '2xx' | 401 | 403;

const BY_ACCESS: Record<RouteAccess['access'], Record<Role, Expected>> = {
  public: { anonymous: '2xx', owner: '2xx', 'other learner': '2xx', admin: '2xx' },
  learner: { anonymous: 401, owner: '2xx', 'other learner': '2xx', admin: '2xx' },
  owner: { anonymous: 401, owner: '2xx', 'other learner': 403, admin: '2xx' },
  admin: { anonymous: 401, owner: 403, 'other learner': 403, admin: '2xx' },
};

/**
 * Learner routes whose service checks that the thing named in the request (an enrollment, an exam
 * session) is the caller's: another learner gets 403; an admin only where the design lets admins read.
 */
const SERVICE_CHECKS: Record<string, Partial<Record<Role, Expected>>> = {
  'GET /v1/api/courses/:id/lessons/': { 'other learner': 403 },
  'POST /v1/api/lessons/:id/heartbeat/': { 'other learner': 403, admin: 403 },
  'POST /v1/api/submit-answer/': { 'other learner': 403, admin: 403 },
  'POST /v1/api/submit-test/': { 'other learner': 403, admin: 403 },
  'GET /v1/api/test-review/:id/': { 'other learner': 403 },
  // The 50% progress gate: the other learner and the admin have played nothing.
  'POST /v1/api/placements/:id/apply/': { 'other learner': 403, admin: 403 },
  // Orders and their documents are their buyer's (an admin reads them, but pays for no one).
  ...paymentServiceChecks,
};

const expectedFor = (route: RouteAccess, role: Role): Expected =>
  SERVICE_CHECKS[key(route)]?.[role] ?? BY_ACCESS[route.access][role];

const isErrorShape = (body: unknown) => {
  if (typeof body !== 'object' || body === null) return false;
  const { detail, code, fields, ...rest } = body as Record<string, unknown>;
  return (
    typeof detail === 'string' &&
    typeof code === 'string' &&
    Object.keys(rest).length === 0 &&
    (fields === undefined || typeof fields === 'object')
  );
};

let extraAdmin = 0;
/** A new admin account, for requests that end the sender's session. */
const freshAdmin = () => registerAdmin(t, { email: EXTRA_ADMINS[extraAdmin++]! });

describe('authorization matrix over the whole route table', () => {
  it('serves exactly the routes the contract declares, each with its declared access', () => {
    const served = t.app.routeAccess.map((r) => `${routeKey(r)} ${r.access}`).sort();
    const declared = declaredRoutes.map((r) => `${routeKey(r)} ${r.access}`).sort();
    expect(new Set(declared).size).toBe(declared.length);
    expect(served).toEqual(declared);
  });

  it('has a working request for every route, and none for a route that does not exist', () => {
    const routes = t.app.routeAccess.map(key);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((k) => !(k in routeRequests))).toEqual([]);
    expect(Object.keys(routeRequests).filter((k) => !routes.includes(k))).toEqual([]);
    expect(Object.keys(SERVICE_CHECKS).filter((k) => !routes.includes(k))).toEqual([]);
  });

  // 550 requests, several of them signing up accounts (argon2id): well over the default on a busy machine.
  it('answers anonymous, owner, another learner and admin as each route declares, never cached when signed in', {
    timeout: 240_000,
  }, async () => {
    const sharedOwner = await registerLearner(t, { name: 'Route Owner' });
    const sharedOther = await registerLearner(t, { name: 'Someone Else' });
    const sharedAdmin = await signInAdmin(t);
    const failures: string[] = [];
    let checks = 0;
    for (const route of t.app.routeAccess) {
      const entry = routeRequests[key(route)]!;
      for (const role of ROLES) {
        // A request that ends a session (logout, new password, account deletion) gets users of its own.
        const owner: Principal = entry.endsSession ? await registerLearner(t) : sharedOwner;
        let sender: Principal | undefined;
        if (role === 'owner') sender = owner;
        if (role === 'other learner') sender = entry.endsSession ? await registerLearner(t) : sharedOther;
        if (role === 'admin') sender = entry.endsSession ? await freshAdmin() : sharedAdmin;
        const request = await entry.build(t, owner);
        const res = await t.call({ ...request, token: sender?.token });
        checks += 1;
        const expected = expectedFor(route, role);
        const ok =
          expected === '2xx' ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === expected;
        if (!ok)
          failures.push(`${role} ${key(route)}: expected ${expected}, got ${res.statusCode} ${res.body}`);
        if (res.statusCode >= 400 && !isErrorShape(res.json()))
          failures.push(`${role} ${key(route)}: not the error shape: ${res.body}`);
        else if (res.statusCode >= 400 && !allowedCodes(declarationOf(route)!).has(res.json().code))
          failures.push(`${role} ${key(route)}: code ${res.json().code} is not declared for the route`);
        if ((sender || route.access !== 'public') && res.headers['cache-control'] !== 'no-store')
          failures.push(`${role} ${key(route)}: Cache-Control ${res.headers['cache-control']}, not no-store`);
      }
      // A token that is no token is still a signed-in request as far as caches are concerned.
      const garbageOwner = entry.endsSession ? await registerLearner(t) : sharedOwner;
      const garbage = await t.call({ ...(await entry.build(t, garbageOwner)), token: 'not-a-token' });
      checks += 1;
      if (garbage.headers['cache-control'] !== 'no-store')
        failures.push(`invalid token ${key(route)}: Cache-Control ${garbage.headers['cache-control']}`);
    }
    reportSummary(
      'authorization',
      `${t.app.routeAccess.length} routes × ${ROLES.length} roles, ${checks} checks`,
    );
    expect(failures).toEqual([]);
    expect(checks).toBe(t.app.routeAccess.length * (ROLES.length + 1));
  });

  it('records every admin write in the audit log', async () => {
    const admin = await signInAdmin(t);
    const entries: { action: string; actor: string; status: number }[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await t.call({
        method: 'GET',
        url: `/v1/api/audit-log/?limit=100&offset=${offset}`,
        token: admin.token,
      });
      entries.push(...page.json().results);
      if (entries.length >= page.json().count || page.json().results.length === 0) break;
    }
    const actions = entries.map((e) => e.action);
    const writes = t.app.routeAccess.filter((r) => r.access === 'admin' && r.method !== 'GET').map(key);
    expect(writes.filter((w) => !actions.includes(w))).toEqual([]);
    expect(entries[0]).toMatchObject({ actor: expect.any(String), status: expect.any(Number) });
  });
});
