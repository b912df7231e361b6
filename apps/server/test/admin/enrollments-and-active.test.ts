import { dayRangeMessages } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let token: string;
const people = {} as Record<'asha' | 'ravi' | 'meera', number>;
const exec = (query: ReturnType<typeof sql>) => t.app.db.execute(query);
const idOf = async (query: ReturnType<typeof sql>) =>
  ((await exec(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAdmin(t)).token;
  const [a, r, m] = await Promise.all([
    registerLearner(t, { name: 'Asha Rao' }),
    registerLearner(t, { name: 'Ravi Kumar' }),
    registerLearner(t, { name: 'Meera Iyer' }),
  ]);
  Object.assign(people, { asha: a.user.id, ravi: r.user.id, meera: m.user.id });
  const course = (title: string) =>
    idOf(sql`insert into courses (title, description, duration_hours, mode, trainer, language, related_domains, opportunities)
      values (${title}, 'About', 10, 'Online', 'Trainer', 'English', 'IT', 'Jobs') returning id`);
  const [c1, c2] = [await course('Range One'), await course('Range Two')];
  // Just before, on each edge of, and just after 3–16 March 2025 (UTC).
  await exec(sql`insert into enrollments (user_id, course_id, selected_at) values
    (${people.asha}, ${c1}, '2025-03-02T23:59:59Z'),
    (${people.ravi}, ${c1}, '2025-03-03T00:00:00Z'),
    (${people.asha}, ${c2}, '2025-03-16T23:59:59Z'),
    (${people.meera}, ${c1}, '2025-03-17T00:00:00Z')`);
  // Active in the range: Asha by an activity, Ravi by a test started on its last day; Meera after it.
  await exec(sql`insert into activities (user_id, description, created_at) values
    (${people.asha}, 'Enrolled', '2025-03-05T09:00:00Z'),
    (${people.asha}, 'Enrolled', '2025-03-06T09:00:00Z'),
    (${people.meera}, 'Enrolled', '2025-03-17T00:00:00Z')`);
  await exec(sql`insert into test_sessions (user_id, domain_name, section, started_at, deadline_at, total_questions)
    values (${people.ravi}, 'Cloud', 'domain', '2025-03-16T23:30:00Z', '2025-03-16T23:55:00Z', 10)`);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token });
const page = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; results: Record<string, unknown>[] };
};

describe('GET /v1/api/admin/enrollments/', () => {
  it('is for admins only', async () => {
    const url = '/v1/api/admin/enrollments/';
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    const learner = await registerLearner(t);
    expect((await t.call({ method: 'GET', url, token: learner.token })).statusCode).toBe(403);
  });

  it('keeps the enrollments made within the days, edges included, newest first, with learner and course', async () => {
    const body = await page('/v1/api/admin/enrollments/?from=2025-03-03&to=2025-03-16');
    expect(body.count).toBe(2);
    expect(body.results).toMatchObject([
      {
        user_id: people.asha,
        name: 'Asha Rao',
        course_title: 'Range Two',
        selected_at: '2025-03-16T23:59:59.000Z',
      },
      { user_id: people.ravi, name: 'Ravi Kumar', course_title: 'Range One' },
    ]);
    expect((await page('/v1/api/admin/enrollments/?from=2025-03-17')).count).toBe(1);
    expect((await page('/v1/api/admin/enrollments/?to=2025-03-02')).count).toBe(1);
    expect((await page('/v1/api/admin/enrollments/?from=&to=')).count).toBe(4);
  });

  it('searches by learner and pages', async () => {
    const asha = await page('/v1/api/admin/enrollments/?q=asha');
    expect(asha.count).toBe(2);
    expect(await page('/v1/api/admin/enrollments/?q=asha&limit=1&offset=1')).toMatchObject({
      count: 2,
      results: [{ selected_at: '2025-03-02T23:59:59.000Z' }],
    });
  });

  it.each([
    ['from=2025-13-01', 'from', dayRangeMessages.invalidDate],
    ['from=2025-03-16&to=2025-03-03', 'to', dayRangeMessages.dateOrder],
  ])('refuses %s with 400 and a field message', async (query, field, message) => {
    const res = await get(`/v1/api/admin/enrollments/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });
});

describe('?active_from&active_to of the learners', () => {
  const ids = async (query: string) =>
    (await page(`/v1/api/learners/?role=learner&${query}`)).results.map((r) => r.id).sort();

  it('keeps the learners who did anything within the days (activity, lesson, test), each once', async () => {
    expect(await ids('active_from=2025-03-03&active_to=2025-03-16')).toEqual(
      [people.asha, people.ravi].sort(),
    );
    expect(await ids('active_from=2025-03-17')).toEqual([people.meera]);
    expect(await ids('active_to=2025-03-04')).toEqual([]);
    expect(
      (await page('/v1/api/learners/?role=learner&active_from=2025-03-03&active_to=2025-03-16')).count,
    ).toBe(2);
  });

  it.each([
    ['active_from=yesterday', 'active_from', dayRangeMessages.invalidDate],
    ['active_from=2025-03-16&active_to=2025-03-03', 'active_to', dayRangeMessages.dateOrder],
  ])('refuses %s with 400 and a field message', async (query, field, message) => {
    const res = await get(`/v1/api/learners/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });
});
