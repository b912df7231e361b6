import { placementMessages as m } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkshop, workshopBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (token: string | undefined, id: number) =>
  t.call({ method: 'POST', url: `/v1/api/workshops/${id}/register/`, token });

describe('workshops', () => {
  it.each([
    [{ title: '' }, 'title'],
    [{ trainer: '' }, 'trainer'],
    [{ course_mode: '' }, 'course_mode'],
    [{ date: '' }, 'date'],
  ])('need title, trainer, mode and date: %j', async (override, field) => {
    const admin = await signInAdmin(t);
    const res = await t.call({
      method: 'POST',
      url: '/v1/api/workshops/',
      token: admin.token,
      payload: workshopBody(override),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([m.workshopInvalid]);
  });

  it('refuse a negative enrolled count', async () => {
    const admin = await signInAdmin(t);
    const res = await t.call({
      method: 'POST',
      url: '/v1/api/workshops/',
      token: admin.token,
      payload: workshopBody({ already_enrolled: -2 }),
    });
    expect(res.json().fields.already_enrolled).toEqual([m.countInvalid]);
  });

  it('take one registration per learner', async () => {
    const workshop = await createWorkshop(t);
    const learner = await registerLearner(t);
    expect((await register(learner.token, workshop.id)).statusCode).toBe(201);
    const again = await register(learner.token, workshop.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: m.alreadyRegistered, code: 'already_registered' });
    const listed = (await t.call({ method: 'GET', url: `/v1/api/workshops/${workshop.id}/` })).json();
    expect(listed.already_enrolled).toBe(1);
    expect((await register(undefined, workshop.id)).statusCode).toBe(401);
  });

  it('never pass capacity when 30 learners register at once for the last seats', async () => {
    const workshop = await createWorkshop(t, { capacity: 10, already_enrolled: 7 });
    const learners = await Promise.all(Array.from({ length: 30 }, () => registerLearner(t)));
    const codes = (await Promise.all(learners.map((l) => register(l.token, workshop.id)))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(27);
    const after = (await t.call({ method: 'GET', url: `/v1/api/workshops/${workshop.id}/` })).json();
    expect(after).toMatchObject({ already_enrolled: 10, open: false });
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from workshop_registrations where workshop_id = ${workshop.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(3);
  });

  it('close registrations after the application deadline', async () => {
    const workshop = await createWorkshop(t, { date: '2020-01-10', admin_closing_date: '2020-01-05' });
    const learner = await registerLearner(t);
    const res = await register(learner.token, workshop.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.workshopClosed, code: 'registration_closed' });
  });
});
