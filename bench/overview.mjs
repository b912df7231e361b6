// The administrator's Overview at scale (issue 18).
//
// GET /v1/api/admin/overview/ (the default range, the last 30 days) on PostgreSQL holding 100,000
// enquiries and 100,000 enrollments spread over the last year, with as many activity rows (each
// enrollment notes one), 20,000 submitted test sections and some job applications, demo bookings
// and employer leads — all inserted by bulk SQL (setup, not measured). Requests are sent one after
// another by `--connections` clients (default 1: an admin reads it at a time) for `--requests` in all; target p99 ≤ 100 ms.
// Baseline: the same request's smallest neighbour, GET /v1/api/audit-log/?limit=1 (an admin read of
// one page), measured the same way: what any signed-in admin answer costs here.
//   node bench/overview.mjs [--enquiries=100000] [--enrollments=100000] [--requests=400] [--connections=1] [--quick]
import pg from 'pg';
import { findPostgres, freshPostgres, main, option, pool, row, startServer, summarize } from './lib.mjs';

const ADMIN = { email: 'bench-admin@skillpath.local', password: 'bench-admin-pass-1' };
const NAME = 'overview (PostgreSQL)';

async function login(base) {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login → ${res.status}`);
  return (await res.json()).token;
}

/**
 * Learners, courses, enrollments (one per learner and course, so learners × courses ≥ enrollments),
 * activities, enquiries, demo bookings, domains with sections, placements with applications, workshops
 * and employer leads, each spread at random over the last 365 days.
 */
export async function seed(url, { enquiries, enrollments }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const courses = 50;
  const learners = Math.ceil(enrollments / 20);
  const ago = `now() - random() * interval '365 days'`;
  try {
    await client.query('begin');
    await client.query(
      `insert into users (name, email, phone, password_hash, role)
       select 'Learner ' || i, 'learner' || i || '@bench.local', '9000000000', 'x', 'learner'
       from generate_series(1, $1) i`,
      [learners],
    );
    await client.query(
      `insert into courses (title, description, duration_hours, mode, trainer, language, related_domains, opportunities)
       select 'Course ' || i, 'About', 10, 'Online', 'Trainer', 'English', 'IT', 'Jobs' from generate_series(1, $1) i`,
      [courses],
    );
    // Enrollment k: learner k / 20, course k % 50 — unique pairs while k < learners × courses.
    await client.query(
      `with l as (select id, row_number() over (order by id) - 1 as n from users where role = 'learner'),
            c as (select id, row_number() over (order by id) - 1 as n from courses)
       insert into enrollments (user_id, course_id, selected_at)
       select l.id, c.id, ${ago}
       from generate_series(0, $1 - 1) k
       join l on l.n = k / 20 join c on c.n = k % ${courses}`,
      [enrollments],
    );
    await client.query(
      `insert into activities (user_id, description, created_at)
       select user_id, 'Enrolled', selected_at from enrollments`,
    );
    await client.query(
      `insert into enquiries (name, phone, interested_course, status, created_at)
       select 'Caller ' || i, '9123456780', 'AWS',
         (array['new','contacted','closed','closed','closed'])[1 + floor(random() * 5)::int], ${ago}
       from generate_series(1, $1) i`,
      [enquiries],
    );
    await client.query(
      `insert into demo_bookings (name, email, time_slot, created_at)
       select 'Booker ' || i, 'b' || i || '@bench.local', 'Morning', ${ago} from generate_series(1, $1) i`,
      [Math.ceil(enquiries / 10)],
    );
    await client.query(
      `insert into employer_leads (name, email, company_name, requirements, status, created_at)
       select 'Lead ' || i, 'e' || i || '@bench.local', 'Acme', 'Hiring',
         (array['new','contacted','closed'])[1 + floor(random() * 3)::int], ${ago}
       from generate_series(1, $1) i`,
      [Math.ceil(enquiries / 10)],
    );
    await client.query(`insert into domains (name) select 'Domain ' || i from generate_series(1, 8) i`);
    await client.query(
      `with l as (select id, row_number() over (order by id) as n from users where role = 'learner'),
            d as (select id, name, row_number() over (order by id) as n from domains)
       insert into test_sessions (user_id, domain_id, domain_name, section, started_at, deadline_at, submitted_at,
         total_questions, correct_answers, score_percent)
       select l.id, d.id, d.name, 'domain', t, t + interval '25 minutes', t + interval '20 minutes', 10, s, s * 10
       from (select k, ${ago} as t, floor(random() * 11)::int as s from generate_series(0, $1 - 1) k) x
       join l on l.n = 1 + x.k % (select count(*) from l) join d on d.n = 1 + x.k % 8`,
      [Math.ceil(enrollments / 5)],
    );
    await client.query(
      `insert into placements (category_title, job_title, job_company, job_mode)
       select 'IT', 'Job ' || i, 'Company ' || i, 'Fulltime' from generate_series(1, 40) i`,
    );
    await client.query(
      `insert into job_applications (placement_id, user_id, created_at)
       select p.id, l.id, ${ago}
       from (select id from users where role = 'learner' order by id limit 500) l
       cross join (select id from placements order by id limit 20) p`,
    );
    await client.query(
      `insert into workshops (title, trainer, mode, date, enrolled, capacity)
       select 'Workshop ' || i, 'Trainer', 'Online', '2030-01-01', floor(random() * 50)::int, 50
       from generate_series(1, 30) i`,
    );
    await client.query('commit');
    // What autovacuum does after a bulk load: statistics, and the visibility map for index-only counts.
    await client.query('vacuum analyze');
    const counts = await client.query(
      `select (select count(*)::int from enquiries) as enquiries, (select count(*)::int from enrollments) as enrollments`,
    );
    return counts.rows[0];
  } finally {
    await client.end();
  }
}

/** `total` GETs of `url` by `connections` clients one request at a time each; the latencies. */
async function measure(base, url, token, total, connections) {
  const times = [];
  let failures = 0;
  await pool(total, connections, async () => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) failures += 1;
  });
  return { ...summarize(times), failures };
}

export async function run(opts = {}) {
  const sizes = {
    enquiries: option(opts, 'enquiries', 100_000, 10_000),
    enrollments: option(opts, 'enrollments', 100_000, 10_000),
  };
  const total = option(opts, 'requests', 400, 100);
  const connections = option(opts, 'connections', 1);
  const pgBase = await findPostgres();
  if (!pgBase)
    return { rows: [], notes: ['overview: skipped, no PostgreSQL answered (set BENCH_DATABASE_URL)'] };
  const db = await freshPostgres(pgBase);
  let server;
  try {
    server = await startServer({
      databaseUrl: db.url,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' },
    });
    const seeded = await seed(db.url, sizes);
    const token = await login(server.base);
    const url = '/v1/api/admin/overview/';
    const warm = Math.min(20, total);
    await measure(server.base, url, token, warm, 1);
    const baseline = await measure(server.base, '/v1/api/audit-log/?limit=1', token, total, connections);
    const overview = await measure(server.base, url, token, total, connections);
    const body = await (
      await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const label = `${seeded.enquiries.toLocaleString('en-US')} enquiries, ${seeded.enrollments.toLocaleString('en-US')} enrollments`;
    return {
      rows: [
        row(NAME, `p99 ms (${label})`, overview.p99, { baseline: baseline.p99, atMost: 100, unit: 'ms' }),
        row(NAME, 'p50 ms', overview.p50, { baseline: baseline.p50 }),
        row(NAME, 'errors + non-2xx', overview.failures, { atMost: 0 }),
      ],
      notes: [
        `overview: ${total} requests of the default range (last 30 days) by ${connections} clients one at a time each, after ${warm} warm-up; ` +
          `baseline = GET /v1/api/audit-log/?limit=1 the same way (p99 ${baseline.p99.toFixed(1)} ms). ` +
          `Answer: ${body.enquiries.received} enquiries received, ${body.enrollments.in_range} enrollments, ` +
          `${body.active_learners} active learners, ${body.assessments.attempts} sections handed in.`,
      ],
    };
  } finally {
    await server?.stop();
    await db.drop();
  }
}

await main(import.meta.url, run);
