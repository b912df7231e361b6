import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';
import { adminRequests } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('authorization matrix, generated from the route table', () => {
  it('has a working admin request for every admin route', () => {
    const adminRoutes = t.app.routeAccess.filter((r) => r.access === 'admin').map(key);
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(adminRoutes.filter((k) => !(k in adminRequests))).toEqual([]);
    expect(Object.keys(adminRequests).filter((k) => !adminRoutes.includes(k))).toEqual([]);
  });

  it('answers every admin route: anonymous 401, learner 403, admin 2xx', async () => {
    const learner = await registerLearner(t);
    const admin = await signInAdmin(t);
    for (const route of t.app.routeAccess.filter((r) => r.access === 'admin')) {
      const request = await adminRequests[key(route)]!(t);
      const anonymous = await t.call(request);
      expect(anonymous.statusCode, `anonymous ${key(route)}`).toBe(401);
      expect(anonymous.json().detail).toBeTypeOf('string');
      expect((await t.call({ ...request, token: learner.token })).statusCode, `learner ${key(route)}`).toBe(
        403,
      );
      const allowed = await t.call({ ...request, token: admin.token });
      expect(allowed.statusCode, `admin ${key(route)}: ${allowed.body}`).toBeGreaterThanOrEqual(200);
      expect(allowed.statusCode, `admin ${key(route)}: ${allowed.body}`).toBeLessThan(300);
    }
  });

  it('refuses the anonymous on every learner and owner route, and another learner on owner routes', async () => {
    const owner = await registerLearner(t);
    const other = await registerLearner(t);
    for (const route of t.app.routeAccess.filter((r) => r.access === 'learner' || r.access === 'owner')) {
      const url = route.url.replace(/:id/g, String(owner.id)).replace(/:certId/g, '1');
      expect(
        (await t.call({ method: route.method as 'GET', url })).statusCode,
        `anonymous ${key(route)}`,
      ).toBe(401);
      if (route.access === 'owner') {
        const res = await t.call({ method: route.method as 'GET', url, token: other.token });
        expect(res.statusCode, `other learner ${key(route)}`).toBe(403);
      }
    }
  });

  it('never answers a public route with 401 or 403', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access === 'public')) {
      const url = route.url.replace(/:id/g, '1');
      const res = await t.call({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect([401, 403], key(route)).not.toContain(res.statusCode);
    }
  });

  it('records every admin write in the audit log', async () => {
    const admin = await signInAdmin(t);
    const log = await t.call({ method: 'GET', url: '/v1/api/audit-log/?limit=100', token: admin.token });
    const actions: string[] = log.json().results.map((e: { action: string }) => e.action);
    const writes = t.app.routeAccess.filter((r) => r.access === 'admin' && r.method !== 'GET').map(key);
    expect(writes.filter((w) => !actions.includes(w))).toEqual([]);
    expect(log.json().results[0]).toMatchObject({ actor: admin.user.email, status: expect.any(Number) });
  });
});
