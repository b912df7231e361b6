import { dayRangeMessages, placementMessages as m } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let token: string;
const ids = {} as Record<'p1' | 'p2' | 'w1' | 'w2', number>;
const idOf = async (query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAdmin(t)).token;
  const people = await Promise.all([registerLearner(t), registerLearner(t), registerLearner(t)]);
  const [a, b, c] = people.map((p) => p.user.id);
  const placement = (title: string) =>
    idOf(sql`insert into placements (category_title, job_title, job_company, job_mode)
      values ('IT', ${title}, 'Acme', 'Fulltime') returning id`);
  ids.p1 = await placement('Data Analyst');
  ids.p2 = await placement('Cloud Engineer');
  // Just before, on each edge of, and just after 3–16 March 2025 (UTC).
  await t.app.db.execute(sql`insert into job_applications (placement_id, user_id, created_at) values
    (${ids.p1}, ${a}, '2025-03-02T23:59:59Z'),
    (${ids.p1}, ${b}, '2025-03-03T00:00:00Z'),
    (${ids.p2}, ${a}, '2025-03-16T23:59:59Z'),
    (${ids.p1}, ${c}, '2025-03-17T00:00:00Z')`);
  const workshop = (title: string) =>
    idOf(sql`insert into workshops (title, trainer, mode, date, enrolled, capacity)
      values (${title}, 'Trainer', 'Online', '2025-04-01', 3, 50) returning id`);
  ids.w1 = await workshop('Resume clinic');
  ids.w2 = await workshop('Interview day');
  await t.app.db.execute(sql`insert into workshop_registrations (workshop_id, user_id, created_at) values
    (${ids.w1}, ${a}, '2025-03-02T23:59:59Z'),
    (${ids.w1}, ${b}, '2025-03-03T00:00:00Z'),
    (${ids.w2}, ${a}, '2025-03-16T23:59:59Z'),
    (${ids.w1}, ${c}, '2025-03-17T00:00:00Z')`);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token });
const days = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; results: { created_at: string }[] };
  return { count: body.count, days: body.results.map((r) => r.created_at.slice(0, 10)) };
};

const lists = [
  ['job applications', '/v1/api/job-applications/', 'placement_id', 'p', m.invalidPlacement],
  ['workshop registrations', '/v1/api/workshop-registrations/', 'workshop_id', 'w', m.invalidWorkshop],
] as const;

describe.each(lists)('the %s list (admin)', (_, list, key, prefix, invalid) => {
  const first = () => ids[`${prefix}1`];

  it('is for admins only, paged with its count, newest first', async () => {
    expect((await t.call({ method: 'GET', url: list })).statusCode).toBe(401);
    const learner = await registerLearner(t);
    expect((await t.call({ method: 'GET', url: list, token: learner.token })).statusCode).toBe(403);
    expect(await days(list)).toEqual({
      count: 4,
      days: ['2025-03-17', '2025-03-16', '2025-03-03', '2025-03-02'],
    });
    expect(await days(`${list}?limit=1&offset=1`)).toEqual({ count: 4, days: ['2025-03-16'] });
  });

  it('keeps the rows of the range, both edges included', async () => {
    expect((await days(`${list}?from=2025-03-03&to=2025-03-16`)).days).toEqual(['2025-03-16', '2025-03-03']);
    expect((await days(`${list}?from=2025-03-17`)).days).toEqual(['2025-03-17']);
    expect((await days(`${list}?to=2025-03-02`)).days).toEqual(['2025-03-02']);
    expect((await days(`${list}?from=&to=`)).count).toBe(4);
  });

  it(`keeps one ${key}, with the range too`, async () => {
    expect((await days(`${list}?${key}=${first()}`)).count).toBe(3);
    expect(await days(`${list}?${key}=${first()}&from=2025-03-03&to=2025-03-16`)).toEqual({
      count: 1,
      days: ['2025-03-03'],
    });
    expect((await days(`${list}?${key}=999999`)).count).toBe(0);
  });

  it.each([
    ['from=2025-13-01', 'from', dayRangeMessages.invalidDate],
    ['to=2025-02-30', 'to', dayRangeMessages.invalidDate],
    ['from=2025-03-16&to=2025-03-03', 'to', dayRangeMessages.dateOrder],
    [`${key}=abc`, key, invalid],
    [`${key}=-1`, key, invalid],
    ['limit=0', 'limit', undefined],
  ])('refuses %s with 400 and a field message', async (query, field, message) => {
    const res = await get(`${list}?${query}`);
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string[]>;
    expect(fields[field]).toHaveLength(1);
    if (message) expect(fields[field]).toEqual([message]);
  });
});
