import { dayRangeMessages } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAdmin(t)).token;
  // One row of each list just before, on each edge of, and just after 3–16 March 2025 (UTC).
  await t.app.db.execute(sql`insert into enquiries (name, phone, interested_course, status, created_at) values
    ('Before', '9000000001', 'AWS', 'new', '2025-03-02T23:59:59Z'),
    ('First', '9000000002', 'AWS', 'new', '2025-03-03T00:00:00Z'),
    ('Last', '9000000003', 'AWS', 'closed', '2025-03-16T23:59:59Z'),
    ('After', '9000000004', 'AWS', 'new', '2025-03-17T00:00:00Z')`);
  await t.app.db.execute(sql`insert into demo_bookings (name, email, time_slot, created_at) values
    ('Before', 'b@example.com', 'Morning', '2025-03-02T23:59:59Z'),
    ('First', 'f@example.com', 'Morning', '2025-03-03T00:00:00Z'),
    ('Last', 'l@example.com', 'Morning', '2025-03-16T23:59:59Z'),
    ('After', 'a@example.com', 'Morning', '2025-03-17T00:00:00Z')`);
  await t.app.db.execute(sql`insert into employer_leads (name, email, company_name, requirements, status, created_at) values
    ('Before', 'b@example.com', 'Acme', 'Two', 'new', '2025-03-02T23:59:59Z'),
    ('First', 'f@example.com', 'Acme', 'Two', 'new', '2025-03-03T00:00:00Z'),
    ('Last', 'l@example.com', 'Acme', 'Two', 'closed', '2025-03-16T23:59:59Z'),
    ('After', 'a@example.com', 'Acme', 'Two', 'new', '2025-03-17T00:00:00Z')`);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token });
const names = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { name: string }[] }).results.map((r) => r.name);
};
/** The names column of a CSV export, header left out. */
const csvNames = async (url: string, column: number) =>
  (await get(url)).body
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[column]);

const lists = [
  ['enquiries', '/v1/api/enquiries/', '/v1/api/enquiries/export/'],
  ['demo bookings', '/v1/api/demo-bookings/', '/v1/api/demo-bookings/export/'],
  ['employer leads', '/v1/api/employer-leads/', '/v1/api/employer-leads/export/'],
] as const;

describe.each(lists)('?from&to of the %s list (created within those UTC days)', (_, list, csv) => {
  it('keeps the rows of the range, both edges included, newest first', async () => {
    expect(await names(`${list}?from=2025-03-03&to=2025-03-16`)).toEqual(['Last', 'First']);
    expect(await names(`${list}?from=2025-03-17`)).toEqual(['After']);
    expect(await names(`${list}?to=2025-03-02`)).toEqual(['Before']);
    expect(await names(`${list}?from=2025-03-16&to=2025-03-16`)).toEqual(['Last']);
    // Empty values, as a form sends them, mean no filter.
    expect(await names(`${list}?from=&to=`)).toHaveLength(4);
  });

  it('pages and counts within the range, and goes with the other filters', async () => {
    const page = (await get(`${list}?from=2025-03-03&to=2025-03-16&limit=1&offset=1`)).json();
    expect(page).toMatchObject({ count: 2, results: [{ name: 'First' }] });
    expect(await names(`${list}?from=2025-03-01&to=2025-03-31&q=aft`)).toEqual(['After']);
  });

  it('exports the same rows as CSV', async () => {
    expect(await csvNames(`${csv}?from=2025-03-03&to=2025-03-16`, 1)).toEqual(['Last', 'First']);
  });

  it.each([
    ['from=2025-13-01', 'from', dayRangeMessages.invalidDate],
    ['to=2025-02-30', 'to', dayRangeMessages.invalidDate],
    ['from=yesterday', 'from', dayRangeMessages.invalidDate],
    ['from=2025-03-16&to=2025-03-03', 'to', dayRangeMessages.dateOrder],
  ])('refuses %s with 400 and a field message, list and CSV', async (query, field, message) => {
    for (const url of [`${list}?${query}`, `${csv}?${query}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toEqual([message]);
    }
  });
});

describe('status with the range', () => {
  it.each([
    ['/v1/api/enquiries/', 'new', ['First']],
    ['/v1/api/employer-leads/', 'closed', ['Last']],
  ])('%s?status=%s keeps that status within the days', async (list, status, expected) => {
    expect(await names(`${list}?status=${status}&from=2025-03-03&to=2025-03-16`)).toEqual(expected);
  });
});

describe('?overdue of the enquiries (still new after the callback promise)', () => {
  beforeAll(async () => {
    await t.app.db.execute(sql`insert into enquiries (name, phone, interested_course, status, created_at) values
      ('Fresh', '9000000005', 'AWS', 'new', now() - interval '5 minutes'),
      ('Late', '9000000006', 'AWS', 'new', now() - interval '16 minutes'),
      ('Called', '9000000007', 'AWS', 'contacted', now() - interval '30 minutes')`);
  });

  it('overdue=true keeps the new ones past the promise, whenever they came in; false the others', async () => {
    expect(await names('/v1/api/enquiries/?overdue=true')).toEqual(['Late', 'After', 'First', 'Before']);
    expect(await names('/v1/api/enquiries/?overdue=false')).toEqual(['Fresh', 'Called', 'Last']);
    expect(await names('/v1/api/enquiries/?overdue=true&from=2025-03-03&to=2025-03-16')).toEqual(['First']);
    expect(await names('/v1/api/enquiries/?overdue=')).toHaveLength(7);
    expect(await csvNames('/v1/api/enquiries/export/?overdue=true&to=2025-03-16', 1)).toEqual([
      'First',
      'Before',
    ]);
  });

  it.each(['yes', '1', 'TRUE'])('refuses overdue=%s with 400 and a field message', async (value) => {
    const res = await get(`/v1/api/enquiries/?overdue=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { overdue: [dayRangeMessages.invalidFlag] } });
  });
});

describe('?handed_in of the test results (the days an attempt was handed in)', () => {
  beforeAll(async () => {
    const learner = await registerLearner(t);
    const [domain] = (
      (await t.app.db.execute(sql`insert into domains (name) values ('Range') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const session = (started: string, submitted: string | null) =>
      t.app.db.execute(sql`insert into test_sessions (user_id, domain_id, domain_name, section, started_at, deadline_at, submitted_at, total_questions, score_percent)
        values (${learner.user.id}, ${domain!.id}, 'Range', 'domain', ${started}::timestamptz, ${started}::timestamptz + interval '25 minutes', ${submitted}::timestamptz, 10, ${submitted === null ? null : 50})`);
    // Started the day before the range, handed in on its first day; started on its last day and
    // handed in the day after; started and never handed in (closed by its deadline, not scored).
    await session('2025-03-02T23:50:00Z', '2025-03-03T00:05:00Z');
    await session('2025-03-16T23:50:00Z', '2025-03-17T00:05:00Z');
    await session('2025-03-10T10:00:00Z', null);
  });

  const startedOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: { started_at: string }[] };
    expect(body.results).toHaveLength(body.count);
    return body.results.map((r) => r.started_at.slice(0, 10));
  };

  it('by default the range is the start day and keeps attempts not handed in', async () => {
    expect(await startedOf('/v1/api/test-sessions/?from=2025-03-03&to=2025-03-16')).toEqual([
      '2025-03-16',
      '2025-03-10',
    ]);
  });

  it('handed_in=true keeps only attempts handed in, by the day they were handed in', async () => {
    expect(await startedOf('/v1/api/test-sessions/?handed_in=true&from=2025-03-03&to=2025-03-16')).toEqual([
      '2025-03-02',
    ]);
    expect(await startedOf('/v1/api/test-sessions/?handed_in=true&from=2025-03-17')).toEqual(['2025-03-16']);
    expect(await startedOf('/v1/api/test-sessions/?handed_in=true')).toHaveLength(2);
    const csv = (await get('/v1/api/test-sessions/export/?handed_in=true&to=2025-03-16')).body
      .trim()
      .split(/\r?\n/);
    expect(csv).toHaveLength(2);
  });

  it('refuses handed_in=yes with 400 and a field message, list and CSV', async () => {
    for (const url of [
      '/v1/api/test-sessions/?handed_in=yes',
      '/v1/api/test-sessions/export/?handed_in=yes',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.handed_in).toEqual([dayRangeMessages.invalidFlag]);
    }
  });
});
