import { assessmentMessages as m, PASS_PERCENT } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcqBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { publishOneSectionDomain } from '../helpers/domains';
import { multipart } from '../helpers/multipart';
import { learningPoints, registerLearner, signInAdmin } from '../helpers/users';

/**
 * Answer harvesting (issue 21): attempts are limited and spaced per domain, the review keeps the
 * answer key back unless an admin shows it (answer-key.test.ts), a new attempt draws unseen questions,
 * and a pass earns its points once per domain and section.
 */
let t: TestApp;
let adminToken: string;
/** question text → correct letter, so a test can answer everything right. */
const answerKey = new Map<string, string>();
const BANK_SIZE = 12;
const PER_ATTEMPT = 4;

type Learner = Awaited<ReturnType<typeof registerLearner>>;
type Question = { test_question_id: number; question: string };

const asAdmin = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token: adminToken });

/** A domain whose aptitude section draws 4 of 12 questions; `settings` adds to its defaults. */
async function createDomain(name: string, settings: Record<string, unknown> = {}): Promise<number> {
  const domain = (
    await asAdmin({ method: 'POST', url: '/v1/api/domains/create/', ...(await multipart({ name })) })
  ).json();
  const res = await asAdmin({
    method: 'PUT',
    url: `/v1/api/domains/${domain.id}/settings/`,
    payload: {
      aptitude_questions: PER_ATTEMPT,
      domain_questions: PER_ATTEMPT,
      minutes_per_section: 20,
      ...settings,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const category = (
    await asAdmin({
      method: 'POST',
      url: '/v1/api/categories/create/',
      payload: { name: 'Aptitude', domain_id: domain.id, kind: 'aptitude' },
    })
  ).json();
  for (let i = 0; i < BANK_SIZE; i++) {
    const letter = (['A', 'B', 'C', 'D'] as const)[i % 4]!;
    const question = `${name} question ${i}?`;
    answerKey.set(question, letter);
    await asAdmin({
      method: 'POST',
      url: '/v1/api/add-mcq/',
      payload: { ...mcqBody(domain.id, category.id), question, correct_answer: letter },
    });
  }
  await publishOneSectionDomain(t, domain.id);
  return domain.id;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const start = (learner: Learner, domainId: number) =>
  t.call({
    method: 'POST',
    url: '/v1/api/start-test/',
    token: learner.token,
    payload: { domain_id: domainId, section: 'aptitude' },
  });

/** Answers every question right and submits; returns the session. */
async function takeAndPass(learner: Learner, session: { test_session_id: number; questions: Question[] }) {
  for (const q of session.questions) {
    const res = await t.call({
      method: 'POST',
      url: '/v1/api/submit-answer/',
      token: learner.token,
      payload: {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: answerKey.get(q.question),
      },
    });
    expect(res.statusCode).toBe(200);
  }
  const submitted = await t.call({
    method: 'POST',
    url: '/v1/api/submit-test/',
    token: learner.token,
    payload: { test_session_id: session.test_session_id },
  });
  expect(submitted.json().score_percent).toBe(100);
}

const review = (token: string, sessionId: number) =>
  t.call({ method: 'GET', url: `/v1/api/test-review/${sessionId}/`, token }).then((r) => r.json());
const shownKeys = (body: { questions: { correct_answer?: string }[] }) =>
  body.questions.filter((q) => q.correct_answer !== undefined).length;
const points = (learner: Learner) => learningPoints(t, learner);
const attempts = (learner: Learner, domainId: number) =>
  t.call({ method: 'GET', url: `/v1/api/attempts/${domainId}/`, token: learner.token });

/** Moves the learner's past sessions back in time, as if `hours` had passed (database clock). */
async function hoursPass(learner: Learner, hours: number) {
  const by = `${hours} hours`;
  await t.app.db.execute(sql`update test_sessions set started_at = started_at - ${by}::interval,
    deadline_at = deadline_at - ${by}::interval, submitted_at = submitted_at - ${by}::interval
    where user_id = ${learner.id}`);
}

describe('answer harvesting', () => {
  it('does not let four attempts in a row start, keeps the key back, and pays a pass once', async () => {
    const domainId = await createDomain('Harvest');
    const learner = await registerLearner(t);
    const started: number[] = [];
    let refusal: { statusCode: number; body: { detail: string; code?: string } } | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await start(learner, domainId);
      if (res.statusCode !== 200) {
        refusal ??= { statusCode: res.statusCode, body: res.json() };
        continue;
      }
      const session = res.json();
      started.push(session.test_session_id);
      await takeAndPass(learner, session);
    }
    expect(started).toHaveLength(1);
    expect(refusal?.statusCode).toBe(409);
    expect(refusal?.body.code).toBe('attempt_not_open_yet');
    expect(refusal?.body.detail).toMatch(/^You have used 1 of 3 attempts at this section\. /);
    expect(refusal?.body.detail).toMatch(/Your next attempt at this section opens at \d{4}-\d\d-\d\dT/);

    // Right or wrong is shown, the correct options are not.
    const first = await review(learner.token, started[0]!);
    expect(first.questions.every((q: { is_correct: boolean }) => q.is_correct)).toBe(true);
    expect(shownKeys(first)).toBe(0);
    expect(await points(learner)).toBe(50);

    // Two more passing attempts, each a day apart: no more points, and still no key once none remain.
    for (let i = 0; i < 2; i++) {
      await hoursPass(learner, 25);
      const res = await start(learner, domainId);
      expect(res.statusCode, res.body).toBe(200);
      started.push(res.json().test_session_id);
      await takeAndPass(learner, res.json());
    }
    expect(await points(learner)).toBe(50);
    expect(shownKeys(await review(learner.token, started[0]!))).toBe(0);

    await hoursPass(learner, 25);
    const fourth = await start(learner, domainId);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      detail: 'You have used 3 of 3 attempts at this section.',
      code: 'attempts_exhausted',
    });
  });

  it('draws questions the learner has not seen before seen ones', async () => {
    const domainId = await createDomain('Fresh Draw', { hours_between_attempts: 0, attempts_per_section: 4 });
    const learner = await registerLearner(t);
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const session = (await start(learner, domainId)).json();
      seen.push(...session.questions.map((q: Question) => q.question));
      await takeAndPass(learner, session);
    }
    // Three attempts of 4 from a bank of 12: every question once.
    expect(new Set(seen).size).toBe(BANK_SIZE);
    const fourth = (await start(learner, domainId)).json();
    expect(fourth.questions).toHaveLength(PER_ATTEMPT);
    expect(fourth).toMatchObject({ attempt_number: 4, attempts_per_section: 4 });
  });

  it('still returns the open session when started again, without using an attempt', async () => {
    const domainId = await createDomain('Reload', { attempts_per_section: 1 });
    const learner = await registerLearner(t);
    const first = (await start(learner, domainId)).json();
    const again = await start(learner, domainId);
    expect(again.statusCode).toBe(200);
    expect(again.json().test_session_id).toBe(first.test_session_id);
    expect(first).toMatchObject({ attempt_number: 1, attempts_per_section: 1 });
  });
});

describe('the attempt state a learner sees before starting', () => {
  it('counts attempts, says when the next opens, and needs a signed-in learner', async () => {
    const domainId = await createDomain('State', { hours_between_attempts: 2 });
    const learner = await registerLearner(t);
    const before = await attempts(learner, domainId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      domain_id: domainId,
      attempts_per_section: 3,
      hours_between_attempts: 2,
      counted_score: 'best',
      show_correct_answers: false,
    });
    const aptitude = () =>
      attempts(learner, domainId).then((r) =>
        r.json().sections.find((s: { section: string }) => s.section === 'aptitude'),
      );
    expect(await aptitude()).toEqual({
      section: 'aptitude',
      status: 'available',
      attempts_used: 0,
      attempts_left: 3,
      open_session_id: null,
      next_attempt_at: null,
    });
    const session = (await start(learner, domainId)).json();
    expect(await aptitude()).toMatchObject({
      status: 'open',
      attempts_used: 1,
      open_session_id: session.test_session_id,
    });
    await takeAndPass(learner, session);
    const waiting = await aptitude();
    expect(waiting).toMatchObject({ status: 'waiting', attempts_used: 1, attempts_left: 2 });
    const opensIn = new Date(waiting.next_attempt_at).getTime() - Date.now();
    expect(opensIn).toBeGreaterThan(1.9 * 3600_000);
    expect(opensIn).toBeLessThan(2.1 * 3600_000);
    const refused = (await start(learner, domainId)).json();
    expect(refused.detail).toBe(`${m.attemptsUsed(1, 3)} ${m.nextAttemptOpens(waiting.next_attempt_at)}`);

    expect((await t.call({ method: 'GET', url: `/v1/api/attempts/${domainId}/` })).statusCode).toBe(401);
    expect((await attempts(learner, 999_999)).statusCode).toBe(404);
  });
});

describe('the attempt and review policy an admin sets', () => {
  it('stores the settings on the domain and refuses values out of range', async () => {
    const domainId = await createDomain('Policy', {
      attempts_per_section: 1,
      hours_between_attempts: 0,
      counted_score: 'latest',
      show_correct_answers: true,
    });
    const listed = (await asAdmin({ method: 'GET', url: '/v1/api/domains/' }))
      .json()
      .find((d: { id: number }) => d.id === domainId);
    expect(listed).toMatchObject({
      attempts_per_section: 1,
      hours_between_attempts: 0,
      counted_score: 'latest',
      show_correct_answers: true,
    });
    const base = { aptitude_questions: 4, domain_questions: 4, minutes_per_section: 20 };
    for (const bad of [
      { attempts_per_section: 0 },
      { hours_between_attempts: -1 },
      { counted_score: 'worst' },
      { show_correct_answers: 'sometimes' },
    ]) {
      const res = await asAdmin({
        method: 'PUT',
        url: `/v1/api/domains/${domainId}/settings/`,
        payload: { ...base, ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Settings sent without the policy keep it.
    await asAdmin({ method: 'PUT', url: `/v1/api/domains/${domainId}/settings/`, payload: base });
    const kept = (await asAdmin({ method: 'GET', url: '/v1/api/domains/' }))
      .json()
      .find((d: { id: number }) => d.id === domainId);
    expect(kept).toMatchObject({ attempts_per_section: 1, show_correct_answers: true });
  });

  it('keeps the key from the learner after the last attempt by default, not from admins', async () => {
    const domainId = await createDomain('Never', { attempts_per_section: 1 });
    const learner = await registerLearner(t);
    const session = (await start(learner, domainId)).json();
    await takeAndPass(learner, session);
    const refused = await start(learner, domainId);
    expect(refused.json()).toEqual({ detail: m.attemptsUsed(1, 1), code: 'attempts_exhausted' });
    expect(shownKeys(await review(learner.token, session.test_session_id))).toBe(0);
    expect(shownKeys(await review(adminToken, session.test_session_id))).toBe(PER_ATTEMPT);
  });

  it('shows the key after the first attempt when the admin turned it on', async () => {
    const domainId = await createDomain('Immediately', { show_correct_answers: true });
    const learner = await registerLearner(t);
    const session = (await start(learner, domainId)).json();
    await takeAndPass(learner, session);
    const body = await review(learner.token, session.test_session_id);
    expect(shownKeys(body)).toBe(PER_ATTEMPT);
  });

  it('hides the key of an earlier attempt while a later one is open, even when shown', async () => {
    const domainId = await createDomain('Open Later', {
      hours_between_attempts: 0,
      attempts_per_section: 2,
      show_correct_answers: true,
    });
    const learner = await registerLearner(t);
    const first = (await start(learner, domainId)).json();
    await takeAndPass(learner, first);
    expect(shownKeys(await review(learner.token, first.test_session_id))).toBe(PER_ATTEMPT);
    // The last attempt is running: the first one's key would answer it (no attempt remains after it).
    const last = await start(learner, domainId);
    expect(last.statusCode).toBe(200);
    const during = await review(learner.token, first.test_session_id);
    expect(during).toMatchObject({ correct_options_shown: false, attempts_left: 0 });
    expect(shownKeys(during)).toBe(0);
  });

  it('marks in the results which attempt counts: best, latest or first', async () => {
    const scores = [50, 100, 25];
    for (const [policy, counted] of [
      ['best', 1],
      ['latest', 2],
      ['first', 0],
    ] as const) {
      const domainId = await createDomain(`Counted ${policy}`, {
        hours_between_attempts: 0,
        counted_score: policy,
      });
      const learner = await registerLearner(t);
      const ids: number[] = [];
      for (const score of scores) {
        const session = (await start(learner, domainId)).json();
        ids.push(session.test_session_id);
        const right = (score / 100) * PER_ATTEMPT;
        for (const [i, q] of (session.questions as Question[]).entries()) {
          const key = answerKey.get(q.question)!;
          await t.call({
            method: 'POST',
            url: '/v1/api/submit-answer/',
            token: learner.token,
            payload: {
              test_session_id: session.test_session_id,
              test_question_id: q.test_question_id,
              selected_option: i < right ? key : key === 'A' ? 'B' : 'A',
            },
          });
        }
        await t.call({
          method: 'POST',
          url: '/v1/api/submit-test/',
          token: learner.token,
          payload: { test_session_id: session.test_session_id },
        });
      }
      const results = (
        await t.call({
          method: 'GET',
          url: `/v1/api/get-combined-results/${learner.id}/`,
          token: learner.token,
        })
      ).json();
      const byId = new Map(results.map((r: { session_id: number }) => [r.session_id, r]));
      expect(
        ids.map((id) => (byId.get(id) as { counted: boolean }).counted),
        policy,
      ).toEqual(ids.map((_, i) => i === counted));
      expect(ids.map((id) => (byId.get(id) as { attempt_number: number }).attempt_number)).toEqual([1, 2, 3]);
      // One pass among the three: its points once, whichever attempt counts.
      expect(await points(learner)).toBe(scores.some((s) => s >= PASS_PERCENT) ? 50 : 0);
    }
  });
});
