import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_ADMIN_EMAIL } from '../helpers/test-identity';
import { registerLearner, signInAdmin } from '../helpers/users';
import { workshopBody } from './fixtures';

/** Issue 22: the audit log reads like a history (who, when, what) and filters on the server. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const log = async (query = '') => {
  const res = await t.call({ method: 'GET', url: `/v1/api/audit-log/${query}`, token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the audit log', () => {
  it('names the record, what an update changed, and a deleted record by its last name', async () => {
    const body = workshopBody({ title: 'Interview Skills' });
    const created = (
      await t.call({ method: 'POST', url: '/v1/api/workshops/', token: admin.token, payload: body })
    ).json();
    const updated = await t.call({
      method: 'PUT',
      url: `/v1/api/workshops/${created.id}/`,
      token: admin.token,
      payload: { ...body, capacity: 30, trainer: 'Ravi Rao' },
    });
    expect(updated.statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/v1/api/workshops/${created.id}/`, token: admin.token });

    const { results } = await log('?kind=workshop');
    const mine = results.filter((e: { entity_id: number }) => e.entity_id === created.id);
    expect(
      mine.map((e: { verb: string; label: string; changed: string[] }) => [e.verb, e.label, e.changed]),
    ).toEqual([
      ['deleted', 'Interview Skills', []],
      ['updated', 'Interview Skills', ['trainer', 'capacity']],
      ['created', 'Interview Skills', []],
    ]);
    expect(mine[0]).toMatchObject({ actor: TEST_ADMIN_EMAIL, kind: 'workshop' });
  });

  it('filters by person, kind of record and day on the server, with paging and the people to choose from', async () => {
    await t.call({ method: 'POST', url: '/v1/api/workshops/', token: admin.token, payload: workshopBody() });
    const all = await log('?limit=1');
    expect(all.results).toHaveLength(1);
    expect(all.count).toBeGreaterThan(1);
    expect(all.actors).toContain(TEST_ADMIN_EMAIL);

    const byPerson = await log(`?actor=${encodeURIComponent(TEST_ADMIN_EMAIL)}&limit=100`);
    expect(byPerson.results.every((e: { actor: string }) => e.actor === TEST_ADMIN_EMAIL)).toBe(true);
    expect((await log('?actor=nobody%40example.com')).count).toBe(0);

    const byKind = await log('?kind=workshop&limit=100');
    expect(byKind.count).toBeGreaterThan(0);
    expect(byKind.results.every((e: { kind: string }) => e.kind === 'workshop')).toBe(true);
    expect((await log('?kind=mcq')).count).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?from=${today}&to=${today}`)).count).toBe(all.count);
    expect((await log('?to=2000-01-01')).count).toBe(0);
    expect((await log('?from=2999-01-01')).count).toBe(0);
  });

  it('refuses an unknown kind or a malformed day with 400, and learners with 403', async () => {
    const badKind = await t.call({
      method: 'GET',
      url: '/v1/api/audit-log/?kind=spaceship',
      token: admin.token,
    });
    expect(badKind.statusCode).toBe(400);
    const badDay = await t.call({
      method: 'GET',
      url: '/v1/api/audit-log/?from=yesterday',
      token: admin.token,
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fields.from).toEqual(['Use a date like 2026-11-25.']);
    const learner = await registerLearner(t);
    expect(
      (await t.call({ method: 'GET', url: '/v1/api/audit-log/', token: learner.token })).statusCode,
    ).toBe(403);
  });

  it('commits an admin’s change with its audit row or not at all (issue 19)', async () => {
    const title = 'Rolled Back Workshop';
    const create = () =>
      t.call({
        method: 'POST',
        url: '/v1/api/workshops/',
        token: admin.token,
        payload: workshopBody({ title }),
      });
    const workshops = async () =>
      (await t.call({ method: 'GET', url: '/v1/api/workshops/', token: admin.token })).json() as {
        title: string;
      }[];
    // The audit row cannot be written: the workshop must not stay behind without its record.
    await t.app.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit_log refused'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      expect((await create()).statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.app.db.execute(sql`drop function refuse_audit()`);
    }
    expect((await workshops()).map((w) => w.title)).not.toContain(title);
    expect((await create()).statusCode).toBe(201);
    expect((await workshops()).map((w) => w.title)).toContain(title);
  });
});
