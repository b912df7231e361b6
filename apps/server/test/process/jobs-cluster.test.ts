import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type MailPeer, startMailPeer, until } from '../helpers/mail-peer';
import { createPgDatabaseFromTemplate, createPgTemplate, dropPgDatabases } from '../helpers/postgres';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { reportSummary } from '../helpers/summary';

// Issue 18, "runs once per cluster": three workers on one PostgreSQL (an instance with
// WEB_CONCURRENCY=2 and a single-process one) share one jobs table. Each job must be run by one
// of them, and each scheduled occurrence queued once, though every one of them schedules.
const pgUrl = process.env.TEST_DATABASE_URL;

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

describe.runIf(pgUrl)('jobs on two instances sharing one PostgreSQL', () => {
  const runId = `jobs2_${process.pid}_${Date.now().toString(36)}`;
  let peer: MailPeer | undefined;
  let client: pg.Client | undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await server.kill('SIGKILL');
      await removeDataDir(server.dataDir);
    }
    await client?.end();
    await peer?.close();
    await dropPgDatabases(pgUrl!, runId);
  });

  it('delivers every mail once, runs every job once, and queues each scheduled occurrence once', async () => {
    const ENQUIRIES = 20;
    const LEARNERS = 6;
    peer = await startMailPeer('accept');
    const template = await createPgTemplate(pgUrl!, runId);
    const { url } = await createPgDatabaseFromTemplate(pgUrl!, template);
    client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = client;

    // Due as soon as the instances start: learners enrolled in a course whose batch starts tomorrow
    // (one reminder each), and today's purge, which no one has queued yet.
    const course = await db.query<{ id: number }>(
      `insert into courses (title, description, duration_hours, mode, trainer, language, related_domains, opportunities)
       values ('Cluster Course', 'A course', 40, 'Online', 'A Trainer', 'English', '', '') returning id`,
    );
    await db.query(
      `insert into batches (name, instructor, mode, start_date, category)
       values ('Cluster Course - Tomorrow', 'A Trainer', 'Online', current_date + 1, 'cluster course')`,
    );
    const learners = await db.query<{ id: number; email: string }>(
      `insert into users (name, email, phone, password_hash)
       select 'Cluster Learner ' || i, 'cluster.learner' || i || '@example.com', '9876543210', 'not-a-hash'
       from generate_series(1, ${LEARNERS}) as i returning id, email`,
    );
    for (const learner of learners.rows) {
      await db.query('insert into enrollments (user_id, course_id) values ($1, $2)', [
        learner.id,
        course.rows[0]!.id,
      ]);
    }

    const env = {
      DATABASE_URL: url,
      SMTP_URL: peer.url,
      MEDIA_STORE: 'db',
      JOB_POLL_MS: '100',
      JOB_RETRY_MS: '300',
    };
    // Started together: three workers schedule at once and then race for the same rows.
    servers.push(
      ...(await Promise.all([
        startServerProcess({ ...env, WEB_CONCURRENCY: '2' }, { readyTimeoutMs: 120_000 }),
        startServerProcess(env, { readyTimeoutMs: 120_000 }),
      ])),
    );
    const [a, b] = servers as [ServerProcess, ServerProcess];

    // Callback enquiries, alternating between the instances, sent together: one notice each.
    // A person's name holds letters only (digits are refused): A, B, C… tell the enquiries apart.
    const names = Array.from(
      { length: ENQUIRIES },
      (_, i) => `Cluster Enquiry ${String.fromCharCode(65 + i)}`,
    );
    const created = await Promise.all(
      names.map((name, i) =>
        (i % 2 ? b : a).fetch('/v1/api/enquiries/create/', {
          method: 'POST',
          json: { name, phone: '9876543210', interested_course: 'AWS' },
        }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(names.map(() => 201));

    const withSubject = (prefix: string) =>
      peer!.state.accepted.filter((m) => header(m, 'Subject')?.startsWith(prefix));
    await until(() => withSubject('Callback request: Cluster Enquiry').length >= ENQUIRIES, 'every notice');

    // Fifteen minutes pass: every enquiry is still new, so each alert job mails the institute.
    const alerts = await db.query(
      "update jobs set run_at = now() where kind = 'enquiry-alert' and status = 'queued'",
    );
    expect(alerts.rowCount).toBe(ENQUIRIES);
    await until(() => withSubject('Not called back yet: Cluster Enquiry').length >= ENQUIRIES, 'every alert');
    await until(
      () => withSubject('Your batch starts tomorrow: Cluster Course').length >= LEARNERS,
      'every batch reminder',
    );
    // Several polls of all three workers more: nothing is sent a second time.
    await new Promise((r) => setTimeout(r, 1500));

    const delivered = peer.state.accepted;
    const ids = delivered.map((m) => header(m, 'Message-ID') ?? '');
    expect(ids.every((id) => /^<job-\d+\.\d+@/.test(id))).toBe(true);
    // No crash: at-least-once must not show at all, every Message-ID arrives exactly once.
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
    const subjects = delivered.map((m) => header(m, 'Subject'));
    const expected = [
      ...names.map((n) => `Callback request: ${n} (AWS)`),
      ...names.map((n) => `Not called back yet: ${n} (AWS)`),
    ];
    for (const subject of expected)
      expect(
        subjects.filter((s) => s === subject),
        subject,
      ).toHaveLength(1);
    const reminders = delivered.filter((m) => header(m, 'Subject')?.startsWith('Your batch starts tomorrow'));
    expect(reminders.map((m) => header(m, 'To')).sort()).toEqual(learners.rows.map((l) => l.email).sort());

    // In the table: every job done at its first attempt (a job two workers had both taken would
    // show two), one purge for today, one alert and one reminder job per occurrence.
    const jobs = await db.query<{ kind: string; key: string | null; status: string; attempts: number }>(
      'select kind, key, status, attempts from jobs',
    );
    expect(jobs.rows.filter((j) => j.status !== 'done' || j.attempts !== 1)).toEqual([]);
    const today = (
      await db.query<{ day: string }>("select to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as day")
    ).rows[0]!.day;
    expect(jobs.rows.filter((j) => j.kind === 'purge').map((j) => j.key)).toEqual([`purge:${today}`]);
    expect(jobs.rows.filter((j) => j.kind === 'enquiry-alert')).toHaveLength(ENQUIRIES);
    expect(jobs.rows.filter((j) => j.key?.startsWith('batch-reminder:'))).toHaveLength(LEARNERS);
    expect(jobs.rows.filter((j) => j.kind === 'mail')).toHaveLength(delivered.length);

    reportSummary(
      'faults',
      `jobs on 2 instances (3 workers) on one PostgreSQL: ${delivered.length} mails, each Message-ID once; ${jobs.rows.length} jobs each run once; today's purge queued once`,
    );
  });
});
