import { addDays, overviewMessages, weekStartOf } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

const URL = '/v1/api/admin/overview/';
/** Two whole weeks, Monday 3 to Sunday 16 March 2025: far from today, so only fixtures count. */
const RANGE = 'from=2025-03-03&to=2025-03-16';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const ids = {} as Record<'l1' | 'l2' | 'l3' | 'd1' | 'd2' | 'p1' | 'p2' | 'w1', number>;

const exec = (query: ReturnType<typeof sql>) => t.app.db.execute(query);
const idOf = async (query: ReturnType<typeof sql>) =>
  ((await exec(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
const asAdmin = (url: string) => t.call({ method: 'GET', url, token: admin.token });

/** One fixture of every kind the Overview counts, on both sides of each edge of the range. */
async function seedFixtures() {
  const [l1, l2, l3] = await Promise.all([registerLearner(t), registerLearner(t), registerLearner(t)]);
  Object.assign(ids, { l1: l1.user.id, l2: l2.user.id, l3: l3.user.id });

  await exec(sql`insert into enquiries (name, phone, interested_course, status, created_at) values
    ('Before', '9000000001', 'AWS', 'closed', '2025-03-02T23:59:59Z'),
    ('First', '9000000002', 'AWS', 'new', '2025-03-03T00:00:00Z'),
    ('Answered', '9000000003', 'AWS', 'closed', '2025-03-10T10:00:00Z'),
    ('Last', '9000000004', 'AWS', 'new', '2025-03-16T23:59:59Z'),
    ('After', '9000000005', 'AWS', 'closed', '2025-03-17T00:00:00Z'),
    ('Fresh', '9000000006', 'AWS', 'new', now() - interval '5 minutes'),
    ('Waiting', '9000000007', 'AWS', 'new', now() - interval '20 minutes')`);
  await exec(sql`insert into demo_bookings (name, email, time_slot, created_at) values
    ('Now', 'now@example.com', 'Morning', now()),
    ('Old', 'old@example.com', 'Morning', '2025-03-05T10:00:00Z')`);

  const course = (title: string) =>
    idOf(sql`insert into courses (title, description, duration_hours, mode, trainer, language, related_domains, opportunities)
      values (${title}, 'About', 10, 'Online', 'Trainer', 'English', 'IT', 'Jobs') returning id`);
  const [c1, c2] = [await course('Overview One'), await course('Overview Two')];
  await exec(sql`insert into enrollments (user_id, course_id, selected_at) values
    (${ids.l1}, ${c1}, '2025-03-04T09:00:00Z'),
    (${ids.l2}, ${c1}, '2025-03-12T09:00:00Z'),
    (${ids.l3}, ${c1}, '2025-03-16T23:00:00Z'),
    (${ids.l1}, ${c2}, '2025-01-01T09:00:00Z'),
    (${ids.l2}, ${c2}, '2025-03-17T09:00:00Z')`);

  // l1 by an activity, l2 by a test; l3 only after the range; the admin is no learner.
  await exec(sql`insert into activities (user_id, description, created_at) values
    (${ids.l1}, 'Enrolled', '2025-03-05T09:00:00Z'),
    (${ids.l3}, 'Enrolled', '2025-03-20T09:00:00Z'),
    (${admin.user.id}, 'Admin things', '2025-03-05T09:00:00Z')`);
  const domain = (name: string) => idOf(sql`insert into domains (name) values (${name}) returning id`);
  const [d1, d2] = [await domain('Data Science'), await domain('Cloud')];
  Object.assign(ids, { d1, d2 });
  const session = (user: number, d: number, name: string, at: string, score: number) =>
    exec(sql`insert into test_sessions (user_id, domain_id, domain_name, section, started_at, deadline_at, submitted_at, total_questions, correct_answers, score_percent)
      values (${user}, ${d}, ${name}, 'domain', ${at}::timestamptz - interval '20 minutes', ${at}, ${at}, 10, ${score / 10}, ${score})`);
  await session(ids.l1, d1, 'Data Science', '2025-03-06T10:00:00Z', 80);
  await session(ids.l2, d1, 'Data Science', '2025-03-08T10:00:00Z', 40);
  await session(ids.l2, d1, 'Data Science', '2025-02-01T10:00:00Z', 90);
  await session(ids.l1, d2, 'Cloud', '2025-03-15T10:00:00Z', 60);

  const placement = (title: string) =>
    idOf(sql`insert into placements (category_title, job_title, job_company, job_mode)
      values ('IT', ${title}, 'Acme', 'Fulltime') returning id`);
  const [p1, p2] = [await placement('Data Analyst'), await placement('Cloud Engineer')];
  Object.assign(ids, { p1, p2 });
  await exec(sql`insert into job_applications (placement_id, user_id, created_at) values
    (${p1}, ${ids.l1}, '2025-03-05T09:00:00Z'),
    (${p1}, ${ids.l2}, '2025-03-06T09:00:00Z'),
    (${p1}, ${ids.l3}, '2025-04-01T09:00:00Z'),
    (${p2}, ${ids.l1}, '2025-03-07T09:00:00Z')`);
  ids.w1 = await idOf(sql`insert into workshops (title, trainer, mode, date, enrolled, capacity)
    values ('Resume clinic', 'Trainer', 'Online', '2025-03-20', 5, 50) returning id`);
  await exec(sql`insert into employer_leads (name, email, company_name, requirements, status, created_at) values
    ('A', 'a@example.com', 'Acme', 'Two', 'new', '2025-03-04T09:00:00Z'),
    ('B', 'b@example.com', 'Acme', 'Two', 'contacted', '2025-03-05T09:00:00Z'),
    ('C', 'c@example.com', 'Acme', 'Two', 'contacted', '2025-03-16T09:00:00Z'),
    ('D', 'd@example.com', 'Acme', 'Two', 'closed', '2025-03-17T09:00:00Z')`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  await seedFixtures();
});
afterAll(() => t.close());

describe('GET /v1/api/admin/overview/', () => {
  it('is for admins only: anonymous 401, a learner 403, an admin 200 and never cached', async () => {
    expect((await t.call({ method: 'GET', url: URL })).statusCode).toBe(401);
    const learner = await registerLearner(t);
    expect((await t.call({ method: 'GET', url: URL, token: learner.token })).statusCode).toBe(403);
    const res = await asAdmin(URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts each figure of the fixtures within the range, edges included', async () => {
    const res = await asAdmin(`${URL}?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      from: '2025-03-03',
      to: '2025-03-16',
      // Received in the range: First, Answered, Last. Waiting now: First, Last, Fresh, Waiting;
      // all but Fresh past the 15 minutes.
      enquiries: { received: 3, waiting: 4, overdue: 3 },
      demo_bookings: { today: 1, this_week: 1 },
      active_learners: 2,
      employer_leads: { new: 1, contacted: 2, closed: 0 },
    });
    expect(body.enrollments.in_range).toBe(3);
    // The chart spans the range exactly: 14 days, one bar each, the 17 March enrollment left out.
    expect(body.enrollments.unit).toBe('day');
    const series = body.enrollments.series as { from: string; to: string; count: number }[];
    expect(series).toHaveLength(14);
    expect(series[0]).toEqual({ from: '2025-03-03', to: '2025-03-03', count: 0 });
    expect(series.at(-1)).toEqual({ from: '2025-03-16', to: '2025-03-16', count: 1 });
    expect(series.filter((b) => b.count > 0)).toEqual([
      { from: '2025-03-04', to: '2025-03-04', count: 1 },
      { from: '2025-03-12', to: '2025-03-12', count: 1 },
      { from: '2025-03-16', to: '2025-03-16', count: 1 },
    ]);
    expect(body.assessments).toEqual({
      attempts: 3,
      passed: 2,
      pass_rate: 2 / 3,
      domains: [
        { domain_id: ids.d1, domain_name: 'Data Science', attempts: 2, passed: 1, pass_rate: 0.5 },
        { domain_id: ids.d2, domain_name: 'Cloud', attempts: 1, passed: 1, pass_rate: 1 },
      ],
    });
    expect(body.job_applications).toEqual([
      { placement_id: ids.p1, job_title: 'Data Analyst', job_company: 'Acme', applications: 2 },
      { placement_id: ids.p2, job_title: 'Cloud Engineer', job_company: 'Acme', applications: 1 },
    ]);
    expect(body.workshops).toEqual([
      { workshop_id: ids.w1, title: 'Resume clinic', date: '2025-03-20', seats_taken: 5, capacity: 50 },
    ]);
  });

  it("equals, figure by figure, the count of the list its link opens (apps/web's overview-links.ts)", async () => {
    const body = (await asAdmin(`${URL}?${RANGE}`)).json();
    const today = new Date().toISOString().slice(0, 10);
    const countOf = async (list: string) => {
      const res = await asAdmin(list);
      expect(res.statusCode).toBe(200);
      return res.json().count as number;
    };
    expect(await countOf(`/v1/api/enquiries/?${RANGE}`)).toBe(body.enquiries.received);
    expect(await countOf('/v1/api/enquiries/?status=new')).toBe(body.enquiries.waiting);
    expect(await countOf('/v1/api/enquiries/?overdue=true')).toBe(body.enquiries.overdue);
    expect(await countOf(`/v1/api/demo-bookings/?from=${today}&to=${today}`)).toBe(body.demo_bookings.today);
    expect(await countOf(`/v1/api/demo-bookings/?from=${weekStartOf(today)}&to=${today}`)).toBe(
      body.demo_bookings.this_week,
    );
    expect(await countOf(`/v1/api/test-sessions/?handed_in=true&${RANGE}`)).toBe(body.assessments.attempts);
    for (const d of body.assessments.domains)
      expect(await countOf(`/v1/api/test-sessions/?handed_in=true&domain_id=${d.domain_id}&${RANGE}`)).toBe(
        d.attempts,
      );
    expect(await countOf(`/v1/api/admin/enrollments/?${RANGE}`)).toBe(body.enrollments.in_range);
    const bars = body.enrollments.series as { from: string; to: string; count: number }[];
    expect(bars.reduce((sum, b) => sum + b.count, 0)).toBe(body.enrollments.in_range);
    for (const bar of bars.filter((b) => b.count > 0))
      expect(await countOf(`/v1/api/admin/enrollments/?from=${bar.from}&to=${bar.to}`)).toBe(bar.count);
    expect(await countOf('/v1/api/learners/?role=learner&active_from=2025-03-03&active_to=2025-03-16')).toBe(
      body.active_learners,
    );
    for (const p of body.job_applications)
      expect(await countOf(`/v1/api/job-applications/?placement_id=${p.placement_id}&${RANGE}`)).toBe(
        p.applications,
      );
    // Seats taken are the workshop's enrolled count (registrations plus those entered on its card),
    // which its registrations list shows beside the rows.
    for (const w of body.workshops) {
      const workshop = (await asAdmin(`/v1/api/workshops/${w.workshop_id}/`)).json();
      expect(workshop.already_enrolled).toBe(w.seats_taken);
      expect(
        await countOf(`/v1/api/workshop-registrations/?workshop_id=${w.workshop_id}`),
      ).toBeLessThanOrEqual(w.seats_taken);
    }
    for (const status of ['new', 'contacted', 'closed'] as const)
      expect(await countOf(`/v1/api/employer-leads/?status=${status}&${RANGE}`)).toBe(
        body.employer_leads[status],
      );
  });

  it('honours the range: a single day counts only that day', async () => {
    const body = (await asAdmin(`${URL}?from=2025-03-16&to=2025-03-16`)).json();
    expect(body.enquiries.received).toBe(1);
    expect(body.enrollments.in_range).toBe(1);
    expect(body.assessments.attempts).toBe(0);
    expect(body.assessments.pass_rate).toBeNull();
    expect(body.job_applications).toEqual([]);
    expect(body.employer_leads).toEqual({ new: 0, contacted: 1, closed: 0 });
    expect(body.active_learners).toBe(0);
  });

  it('draws a long range per week, Monday to Sunday, the first and last week cut to the range', async () => {
    const body = (await asAdmin(`${URL}?from=2024-12-28&to=2025-03-12`)).json();
    expect(body.enrollments.unit).toBe('week');
    const series = body.enrollments.series as { from: string; to: string; count: number }[];
    expect(series[0]).toEqual({ from: '2024-12-28', to: '2024-12-29', count: 0 });
    expect(series[1]).toEqual({ from: '2024-12-30', to: '2025-01-05', count: 1 });
    expect(series.at(-1)).toEqual({ from: '2025-03-10', to: '2025-03-12', count: 1 });
    expect(series).toHaveLength(12);
    // Every day of the range in exactly one bar, in order.
    series.forEach((b, i) => {
      if (i > 0) expect(b.from).toBe(addDays(series[i - 1]!.to, 1));
    });
    expect(series.reduce((sum, b) => sum + b.count, 0)).toBe(body.enrollments.in_range);
  });

  it('defaults to the last 30 days up to today, and to 30 days up to `to` when only `to` is given', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = (await asAdmin(URL)).json();
    expect({ from: body.from, to: body.to }).toEqual({ from: addDays(today, -29), to: today });
    const until = (await asAdmin(`${URL}?to=2025-03-16&from=`)).json();
    expect({ from: until.from, to: until.to }).toEqual({ from: '2025-02-15', to: '2025-03-16' });
  });

  it.each([
    ['from=2025-02-30', 'from', overviewMessages.invalidDate],
    ['to=16-03-2025', 'to', overviewMessages.invalidDate],
    ['from=2025-03-16&to=2025-03-03', 'to', overviewMessages.dateOrder],
    ['from=2023-01-01&to=2025-03-16', 'from', overviewMessages.rangeTooLong],
  ])('refuses ?%s with 400 and a message on %s', async (query, field, message) => {
    const res = await asAdmin(`${URL}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: message, fields: { [field]: [message] } });
  });
});
