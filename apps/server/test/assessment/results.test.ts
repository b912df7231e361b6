import { LEARNING_POINTS, testResultMessages as m, testOverrideCodes } from '@skillpath/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, testAnswers } from '../../src/db/schema';
import { examSession } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { learningPoints, registerLearner, signInAdmin } from '../helpers/users';

/** The examiner's side of the exam (issue 22): the attempts report, its CSV, extra time and reopen. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token: adminToken, ...(payload ? { payload } : {}) });
const list = async (query: string) => {
  const res = await asAdmin('GET', `/v1/api/test-sessions/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Record<string, unknown>[] };
};
/** Moves a session back in time by `minutes` (database clock), as if they had passed. */
const minutesPass = (id: number, minutes: number) =>
  t.app.db.execute(sql`update test_sessions set started_at = started_at - ${`${minutes} minutes`}::interval,
    deadline_at = deadline_at - ${`${minutes} minutes`}::interval where id = ${id}`);
/** The audit rows of the overrides on one attempt. */
const auditRows = (entityId: number) =>
  t.app.db
    .select({ action: auditLog.action, actor_email: auditLog.actorEmail, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), like(auditLog.action, '%/test-sessions/%')));

describe('GET /v1/api/test-sessions/ (results report)', () => {
  it('lists a candidate’s attempts with outcome, score and time, filtered by candidate and domain', async () => {
    const submitted = await examSession(t, { submit: true });
    const running = await examSession(t);
    const report = await list(`user_id=${submitted.learner.id}`);
    expect(report.count).toBe(1);
    expect(report.results[0]).toMatchObject({
      id: submitted.id,
      user_id: submitted.learner.id,
      candidate_email: submitted.learner.user.email,
      domain_id: submitted.domainId,
      section: 'domain',
      attempt_number: 1,
      outcome: 'submitted',
      correct_answers: 0,
      total_questions: 1,
      score_percent: 0,
    });
    const byDomain = await list(`domain_id=${running.domainId}`);
    expect(byDomain.results.map((r) => [r.id, r.outcome, r.score_percent])).toEqual([
      [running.id, 'in_progress', null],
    ]);
    // Empty filters, as a form sends them, mean no filter.
    expect((await list('domain_id=&user_id=&from=&to=')).count).toBeGreaterThanOrEqual(2);
  });

  it('says an attempt past its deadline expired, with the time up to the deadline', async () => {
    const session = await examSession(t);
    await minutesPass(session.id, 120);
    const [row] = (await list(`user_id=${session.learner.id}`)).results;
    expect(row).toMatchObject({ outcome: 'expired', submitted_at: null, score_percent: 0 });
    const deadline = Date.parse(String(row!.deadline_at));
    expect(row!.time_taken_seconds).toBe((deadline - Date.parse(String(row!.started_at))) / 1000);
  });

  it('filters by the day an attempt started, the end day included', async () => {
    const session = await examSession(t);
    const today = new Date().toISOString().slice(0, 10);
    const user = `user_id=${session.learner.id}`;
    expect((await list(`${user}&from=${today}&to=${today}`)).count).toBe(1);
    expect((await list(`${user}&from=2000-01-01&to=2000-01-02`)).count).toBe(0);
    expect((await list(`${user}&from=2999-01-01`)).count).toBe(0);
  });

  it('pages newest first with a count of all matches', async () => {
    for (let i = 0; i < 3; i++) await examSession(t);
    const all = await list('limit=100');
    const page = await list('limit=2&offset=1');
    expect(page.count).toBe(all.count);
    expect(page.results.map((r) => r.id)).toEqual(all.results.slice(1, 3).map((r) => r.id));
    const starts = all.results.map((r) => Date.parse(String(r.started_at)));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it.each([
    ['domain_id=abc', 'domain_id', m.invalidDomain],
    ['user_id=-1', 'user_id', m.invalidCandidate],
    ['from=2024-13-45', 'from', m.invalidDate],
    ['from=2024-02-02&to=2024-02-01', 'to', m.dateOrder],
  ])('refuses %s with a field message', async (query, field, message) => {
    const res = await asAdmin('GET', `/v1/api/test-sessions/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });

  it('answers 401 without a token and 403 to a learner, for the report, the CSV and the overrides', async () => {
    const learner = await registerLearner(t);
    const session = await examSession(t);
    const calls = [
      { method: 'GET', url: '/v1/api/test-sessions/' },
      { method: 'GET', url: '/v1/api/test-sessions/export/' },
      { method: 'POST', url: `/v1/api/test-sessions/${session.id}/extend/`, payload: { minutes: 5 } },
      { method: 'POST', url: `/v1/api/test-sessions/${session.id}/reopen/`, payload: { minutes: 5 } },
    ] as const;
    for (const call of calls) {
      expect((await t.call(call)).statusCode).toBe(401);
      expect((await t.call({ ...call, token: learner.token })).statusCode).toBe(403);
      expect((await t.call({ ...call, token: session.learner.token })).statusCode).toBe(403);
    }
  });
});

describe('GET /v1/api/test-sessions/export/', () => {
  it('downloads the filtered report as CSV with formulas neutralised', async () => {
    const session = await examSession(t, { submit: true });
    // Sign-up refuses such a name; an older account or an admin edit may still hold one.
    await t.app.db.execute(
      sql`update users set name = '=HYPERLINK("http://x")' where id = ${session.learner.id}`,
    );
    const res = await asAdmin('GET', `/v1/api/test-sessions/export/?user_id=${session.learner.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="test-results-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Attempt ID,Candidate,Email,Domain,Section,Attempt,Outcome,Started at,Submitted at,Time taken (s),Correct,Questions,Score %',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${session.id},"'=HYPERLINK\\(""http://x""\\)",`));
    expect(lines[1]).toContain(',Domain Questions,1,Submitted,');
    expect((await asAdmin('GET', '/v1/api/test-sessions/export/?to=nope')).statusCode).toBe(400);
  });
});

describe('POST /v1/api/test-sessions/{id}/extend/', () => {
  it('moves the deadline of an attempt in progress and logs who gave which candidate how long', async () => {
    const session = await examSession(t);
    const before = (await list(`user_id=${session.learner.id}`)).results[0]!;
    const res = await asAdmin('POST', `/v1/api/test-sessions/${session.id}/extend/`, { minutes: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().deadline_at) - Date.parse(String(before.deadline_at))).toBe(15 * 60_000);
    // The candidate's next start (a reload) gets the later deadline.
    const resumed = await t.call({
      method: 'POST',
      url: '/v1/api/start-test/',
      token: session.learner.token,
      payload: { domain_id: session.domainId, section: 'domain' },
    });
    expect(resumed.json().deadline_at).toBe(res.json().deadline_at);
    const rows = await auditRows(session.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'POST /v1/api/test-sessions/:id/extend/',
      actor_email: 'admin@skillpath.test',
    });
    expect(rows[0]!.detail).toContain(`Extra time: 15 min for Test Learner <${session.learner.user.email}>`);
  });

  it.each([[{}], [{ minutes: 0 }], [{ minutes: 2.5 }], [{ minutes: 10_000 }], [{ minutes: '5' }]])(
    'refuses %j with a field message and logs nothing',
    async (body) => {
      const session = await examSession(t);
      const res = await asAdmin('POST', `/v1/api/test-sessions/${session.id}/extend/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.minutes).toHaveLength(1);
      expect(await auditRows(session.id)).toEqual([]);
    },
  );

  it('answers 404 for an unknown attempt and 409 for one that is over', async () => {
    expect(
      (await asAdmin('POST', '/v1/api/test-sessions/2147483000/extend/', { minutes: 5 })).statusCode,
    ).toBe(404);
    const submitted = await examSession(t, { submit: true });
    const expired = await examSession(t);
    await minutesPass(expired.id, 120);
    for (const { id } of [submitted, expired]) {
      const res = await asAdmin('POST', `/v1/api/test-sessions/${id}/extend/`, { minutes: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: m.extendNotRunning, code: testOverrideCodes.notRunning });
      expect(await auditRows(id)).toEqual([]);
    }
  });
});

describe('POST /v1/api/test-sessions/{id}/reopen/', () => {
  it('reopens a submitted attempt as the same attempt, answers kept, even with no attempts left', async () => {
    const session = await examSession(t, { submit: true });
    await t.app.db.execute(sql`update domains set attempts_per_section = 1 where id = ${session.domainId}`);
    const res = await asAdmin('POST', `/v1/api/test-sessions/${session.id}/reopen/`, { minutes: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'in_progress', submitted_at: null, score_percent: null });
    expect(Date.parse(res.json().deadline_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    const resumed = await t.call({
      method: 'POST',
      url: '/v1/api/start-test/',
      token: session.learner.token,
      payload: { domain_id: session.domainId, section: 'domain' },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ test_session_id: session.id, attempt_number: 1 });
    const [row] = await auditRows(session.id);
    expect(row?.action).toBe('POST /v1/api/test-sessions/:id/reopen/');
    expect(row?.detail).toMatch(/^Reopened for 10 min \(was 0%\): Test Learner </);
  });

  it('reopens an expired attempt', async () => {
    const session = await examSession(t);
    await minutesPass(session.id, 120);
    const res = await asAdmin('POST', `/v1/api/test-sessions/${session.id}/reopen/`, { minutes: 5 });
    expect(res.json()).toMatchObject({ outcome: 'in_progress' });
  });

  it('withdraws the pass points with the score, so a second pass does not pay twice', async () => {
    const session = await examSession(t);
    const [answer] = await t.app.db
      .select({ id: testAnswers.id, correct_answer: testAnswers.correctAnswer })
      .from(testAnswers)
      .where(eq(testAnswers.sessionId, session.id));
    const points = () => learningPoints(t, session.learner);
    const start = await points();
    const pass = async () => {
      await t.call({
        method: 'POST',
        url: '/v1/api/submit-answer/',
        token: session.learner.token,
        payload: {
          test_session_id: session.id,
          test_question_id: answer!.id,
          selected_option: answer!.correct_answer,
        },
      });
      await t.call({
        method: 'POST',
        url: '/v1/api/submit-test/',
        token: session.learner.token,
        payload: { test_session_id: session.id },
      });
    };
    await pass();
    expect(await points()).toBe(start + LEARNING_POINTS.assessmentPassed);
    await asAdmin('POST', `/v1/api/test-sessions/${session.id}/reopen/`, { minutes: 5 });
    expect(await points()).toBe(start);
    await pass();
    expect(await points()).toBe(start + LEARNING_POINTS.assessmentPassed);
  });

  it('answers 409 for an attempt in progress and while another attempt at the section runs', async () => {
    const session = await examSession(t);
    const running = await asAdmin('POST', `/v1/api/test-sessions/${session.id}/reopen/`, { minutes: 5 });
    expect(running.statusCode).toBe(409);
    expect(running.json()).toEqual({ detail: m.reopenRunning, code: testOverrideCodes.running });

    // The first attempt is handed in, a second one runs: the first cannot reopen beside it.
    await t.call({
      method: 'POST',
      url: '/v1/api/submit-test/',
      token: session.learner.token,
      payload: { test_session_id: session.id },
    });
    await t.app.db.execute(sql`update test_sessions set submitted_at = submitted_at - interval '2 days',
      started_at = started_at - interval '2 days', deadline_at = deadline_at - interval '2 days' where id = ${session.id}`);
    const second = await t.call({
      method: 'POST',
      url: '/v1/api/start-test/',
      token: session.learner.token,
      payload: { domain_id: session.domainId, section: 'domain' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const res = await asAdmin('POST', `/v1/api/test-sessions/${session.id}/reopen/`, { minutes: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(testOverrideCodes.otherOpen);
    expect(await auditRows(session.id)).toEqual([]);
    // The report numbers the attempts.
    const rows = (await list(`user_id=${session.learner.id}`)).results;
    expect(rows.map((r) => r.attempt_number)).toEqual([2, 1]);
  });

  it('answers 404 for an unknown attempt and 400 for bad minutes', async () => {
    expect(
      (await asAdmin('POST', '/v1/api/test-sessions/2147483000/reopen/', { minutes: 5 })).statusCode,
    ).toBe(404);
    const session = await examSession(t, { submit: true });
    const res = await asAdmin('POST', `/v1/api/test-sessions/${session.id}/reopen/`, { minutes: -3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.minutes).toEqual([m.minutesRange]);
  });
});
