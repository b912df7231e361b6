import {
  attemptRefusalCodes,
  authMessages,
  examConflictCodes,
  LEARNING_POINTS,
  assessmentMessages as m,
} from '@skillpath/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities } from '../../src/db/schema';
import { mcqBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { publishOneSectionDomain } from '../helpers/domains';
import { multipart } from '../helpers/multipart';
import { learningPoints, registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let domainId: number;
/** question text → correct letter, to answer right or wrong on purpose. */
const answerKey = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const asAdmin = (opts: Parameters<TestApp['call']>[0]) =>
    t.call({ ...opts, token: admin.token }).then((r) => r.json());
  const domain = await asAdmin({
    method: 'POST',
    url: '/v1/api/domains/create/',
    ...(await multipart({ name: 'Exam Domain' })),
  });
  domainId = domain.id;
  for (const kind of ['aptitude', 'domain'] as const) {
    const category = await asAdmin({
      method: 'POST',
      url: '/v1/api/categories/create/',
      payload: { name: kind, domain_id: domainId, kind },
    });
    for (let i = 0; i < 6; i++) {
      const letter = (['A', 'B', 'C', 'D'] as const)[i % 4]!;
      const question = `${kind} question ${i}?`;
      answerKey.set(question, letter);
      await asAdmin({
        method: 'POST',
        url: '/v1/api/add-mcq/',
        payload: { ...mcqBody(domainId, category.id), question, correct_answer: letter },
      });
    }
  }
  // Published once its bank fills both sections.
  await asAdmin({
    method: 'PUT',
    url: `/v1/api/domains/${domainId}/settings/`,
    payload: { aptitude_questions: 4, domain_questions: 5, minutes_per_section: 20, published: true },
  });
});
afterAll(() => t.close());

type Question = { test_question_id: number; question: string; options: Record<string, string> };
const start = (token: string, section: 'aptitude' | 'domain') =>
  t.call({
    method: 'POST',
    url: '/v1/api/start-test/',
    token,
    payload: { domain_id: domainId, section, student_id: 1 },
  });
const answer = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/v1/api/submit-answer/', token, payload });
const submit = (token: string, id: number) =>
  t.call({ method: 'POST', url: '/v1/api/submit-test/', token, payload: { test_session_id: id } });
const getReview = (token: string, id: number) =>
  t.call({ method: 'GET', url: `/v1/api/test-review/${id}/`, token });
const getResults = (token: string, learnerId: number) =>
  t.call({ method: 'GET', url: `/v1/api/get-combined-results/${learnerId}/`, token });
const wrongLetter = (q: Question) => (answerKey.get(q.question) === 'A' ? 'B' : 'A');

/** Throws when a body anywhere carries the answer key. */
function expectNoAnswers(body: unknown, where: string) {
  expect(JSON.stringify(body), where).not.toMatch(/correct/i);
}

describe('starting a section', () => {
  it('draws the domain’s number of questions, with a server deadline and no answers', async () => {
    const learner = await registerLearner(t);
    const res = await start(learner.token, 'aptitude');
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session.questions).toHaveLength(4);
    expect(session).toMatchObject({
      section: 'aptitude',
      domain_name: 'Exam Domain',
      duration_seconds: 1200,
    });
    expect(new Date(session.deadline_at).getTime() - Date.now()).toBeGreaterThan(1190 * 1000);
    expect(Object.keys(session.questions[0].options)).toEqual(['A', 'B', 'C', 'D']);
    expectNoAnswers(session, 'start-test');
  });

  it('returns the open session when started again (a reload keeps the clock)', async () => {
    const learner = await registerLearner(t);
    const first = (await start(learner.token, 'domain')).json();
    const second = (await start(learner.token, 'domain')).json();
    expect(second.test_session_id).toBe(first.test_session_id);
    expect(second.deadline_at).toBe(first.deadline_at);
  });

  it('makes simultaneous starts one session', async () => {
    const learner = await registerLearner(t);
    const all = await Promise.all(Array.from({ length: 8 }, () => start(learner.token, 'aptitude')));
    expect(new Set(all.map((r) => r.json().test_session_id)).size).toBe(1);
  });

  it('answers an unknown domain with the spec message and needs a signed-in learner', async () => {
    const learner = await registerLearner(t);
    const res = await t.call({
      method: 'POST',
      url: '/v1/api/start-test/',
      token: learner.token,
      payload: { domain_id: 9999 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: m.invalidDomain, code: 'domain_not_found' });
    expect(
      (await t.call({ method: 'POST', url: '/v1/api/start-test/', payload: { domain_id: domainId } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('starting by category, a draft and an empty section', () => {
  /** A draft domain with a domain-kind category of 3 questions and an empty aptitude category. */
  async function draftDomain() {
    const admin = await signInAdmin(t);
    const asAdmin = (opts: Parameters<TestApp['call']>[0]) =>
      t.call({ ...opts, token: admin.token }).then((r) => r.json());
    const domain = await asAdmin({
      method: 'POST',
      url: '/v1/api/domains/create/',
      ...(await multipart({ name: `Category Domain ${Date.now().toString(36)}${Math.random()}` })),
    });
    const category = (name: string, kind: 'aptitude' | 'domain') =>
      asAdmin({
        method: 'POST',
        url: '/v1/api/categories/create/',
        payload: { name, domain_id: domain.id, kind },
      });
    const filled = await category('Filled', 'domain');
    const empty = await category('Empty', 'aptitude');
    for (let i = 0; i < 3; i++)
      await asAdmin({
        method: 'POST',
        url: '/v1/api/add-mcq/',
        payload: { ...mcqBody(domain.id, filled.id), question: `filled question ${i}?` },
      });
    return { admin, domainId: domain.id as number, filled: filled.id as number, empty: empty.id as number };
  }
  const startWith = (token: string, payload: object) =>
    t.call({ method: 'POST', url: '/v1/api/start-test/', token, payload });
  const sessionsOf = async (userId: number) =>
    (
      (await t.app.db.execute(
        sql`select count(*)::int as n from test_sessions where user_id = ${userId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('hides a draft from learners and lets an admin try it', async () => {
    const d = await draftDomain();
    const learner = await registerLearner(t);
    const refused = await startWith(learner.token, { domain_id: d.domainId, section: 'domain' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: m.invalidDomain, code: 'domain_not_found' });
    const tried = await startWith(d.admin.token, { domain_id: d.domainId, section: 'domain' });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json().questions).toHaveLength(3);
  });

  it('takes the named category’s kind as the section and draws from it alone', async () => {
    const d = await draftDomain();
    await publishOneSectionDomain(t, d.domainId);
    const learner = await registerLearner(t);
    const res = await startWith(learner.token, {
      domain_id: d.domainId,
      section: 'aptitude',
      category_id: d.filled,
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ section: 'domain', attempt_number: 1, submitted_at: null });
    expect(session.questions.map((q: { position: number }) => q.position)).toEqual([1, 2, 3]);
    expect(session.questions.map((q: Question) => q.question).sort()).toEqual([
      'filled question 0?',
      'filled question 1?',
      'filled question 2?',
    ]);
    expect(
      session.questions.every(
        (q: { selected_option: unknown; status: string }) =>
          q.selected_option === null && q.status === 'not visited',
      ),
    ).toBe(true);
    expectNoAnswers(session, 'start-test by category');
    // Started again, by category or by section: the same open attempt.
    const again = await startWith(learner.token, { domain_id: d.domainId, category_id: d.filled });
    expect(again.json()).toMatchObject({ test_session_id: session.test_session_id, attempt_number: 1 });
    const bySection = await startWith(learner.token, { domain_id: d.domainId, section: 'domain' });
    expect(bySection.json().test_session_id).toBe(session.test_session_id);
  });

  it('refuses a category of another domain or none, and a section without questions, storing nothing', async () => {
    const d = await draftDomain();
    await publishOneSectionDomain(t, d.domainId);
    const other = await draftDomain();
    const learner = await registerLearner(t);
    for (const category_id of [other.filled, 999_999]) {
      const res = await startWith(learner.token, { domain_id: d.domainId, category_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: m.categoryNotFound, code: 'category_not_found' });
    }
    const byCategory = await startWith(learner.token, { domain_id: d.domainId, category_id: d.empty });
    expect(byCategory.statusCode).toBe(404);
    expect(byCategory.json()).toEqual({ detail: m.noQuestions('Aptitude'), code: 'no_questions' });
    const bySection = await startWith(learner.token, { domain_id: d.domainId, section: 'aptitude' });
    expect(bySection.statusCode).toBe(404);
    expect(bySection.json().code).toBe('no_questions');
    expect(await sessionsOf(learner.id)).toBe(0);
  });
});

describe('answering and scoring', () => {
  it('scores right, never shows answers before submission, then opens the review', async () => {
    const learner = await registerLearner(t);
    const session = (await start(learner.token, 'domain')).json();
    const questions: Question[] = session.questions;
    // Right on the first three, wrong on the fourth, the fifth left unanswered.
    for (const [i, q] of questions.slice(0, 4).entries()) {
      const letter = i < 3 ? answerKey.get(q.question) : wrongLetter(q);
      const res = await answer(learner.token, {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: letter,
        status: 'answered',
      });
      expect(res.statusCode).toBe(200);
      expectNoAnswers(res.json(), 'submit-answer');
    }
    const mcqs = await t.call({
      method: 'GET',
      url: `/v1/api/mcq-list/?domain=${domainId}`,
      token: learner.token,
    });
    // The bank is the admins' (issue #22): a learner meets questions only as drawn into an exam.
    expect(mcqs.statusCode).toBe(403);
    expectNoAnswers(mcqs.json(), 'mcq-list as a learner');
    const early = await getReview(learner.token, session.test_session_id);
    expect(early.statusCode).toBe(409);
    expectNoAnswers(early.json(), 'early review');
    const reloaded = (await start(learner.token, 'domain')).json();
    expectNoAnswers(reloaded, 'start-test again');
    expect(
      reloaded.questions.filter((q: { selected_option: string | null }) => q.selected_option).length,
    ).toBe(4);

    const result = (await submit(learner.token, session.test_session_id)).json();
    expect(result).toMatchObject({
      correct_answers: 3,
      total_questions: 5,
      score_percent: 60,
      category: 'Domain Questions',
    });
    expect((await submit(learner.token, session.test_session_id)).json()).toEqual(result);

    const review = (await getReview(learner.token, session.test_session_id)).json();
    expect(review.questions.map((q: { is_correct: boolean }) => q.is_correct)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(review.questions[4].selected_option).toBeNull();
    // The default settings: right or wrong is shown, the correct option is not (not even named).
    expect(review).toMatchObject({ correct_options_shown: false, attempts_left: 2 });
    expect(review.questions.every((q: object) => !('correct_answer' in q))).toBe(true);

    const late = await answer(learner.token, {
      test_session_id: session.test_session_id,
      test_question_id: questions[4]!.test_question_id,
      selected_option: 'A',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: m.alreadySubmitted, code: 'already_submitted' });
  });

  it('notes each score in the learner’s activity; a pass, and only a pass, earns points', async () => {
    const learner = await registerLearner(t);
    const notes = async () =>
      (
        await t.app.db
          .select({ description: activities.description })
          .from(activities)
          .where(eq(activities.userId, learner.id))
          .orderBy(activities.id)
      )
        .map((a) => a.description)
        .filter((d) => d.startsWith('Scored'));
    const points = () => learningPoints(t, learner);
    const before = await points();
    /** Answers the first `right` questions right and the rest wrong, then submits. */
    const sit = async (section: 'aptitude' | 'domain', right: number) => {
      const session = (await start(learner.token, section)).json();
      for (const [i, q] of (session.questions as Question[]).entries()) {
        const letter = i < right ? answerKey.get(q.question) : wrongLetter(q);
        await answer(learner.token, {
          test_session_id: session.test_session_id,
          test_question_id: q.test_question_id,
          selected_option: letter,
        });
      }
      return (await submit(learner.token, session.test_session_id)).json();
    };
    // Under the pass mark: the score and its note, no points (the one-statement close).
    expect(await sit('aptitude', 1)).toMatchObject({ score_percent: 25 });
    expect(await notes()).toEqual(['Scored 25% in the Exam Domain Aptitude assessment']);
    expect(await points()).toBe(before);
    // A pass: its note and the points, in the transaction that closes it.
    expect(await sit('domain', 4)).toMatchObject({ score_percent: 80 });
    expect(await notes()).toEqual([
      'Scored 25% in the Exam Domain Aptitude assessment',
      'Scored 80% in the Exam Domain Domain Questions assessment',
    ]);
    expect(await points()).toBe(before + LEARNING_POINTS.assessmentPassed);
  });

  it('clears an answer with status "not answered" and refuses keys other than A–D', async () => {
    const learner = await registerLearner(t);
    const session = (await start(learner.token, 'aptitude')).json();
    const q = session.questions[0];
    const base = { test_session_id: session.test_session_id, test_question_id: q.test_question_id };
    await answer(learner.token, { ...base, selected_option: 'C' });
    const cleared = await answer(learner.token, { ...base, selected_option: '', status: 'not answered' });
    expect(cleared.json()).toMatchObject({ selected_option: null, status: 'not answered' });
    expect((await answer(learner.token, { ...base, selected_option: 'E' })).statusCode).toBe(400);
    const foreign = await answer(learner.token, { ...base, test_question_id: 99999999 });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses answers after the deadline (409) and scores the expired section as submitted', async () => {
    const learner = await registerLearner(t);
    const session = (await start(learner.token, 'aptitude')).json();
    const q = session.questions[0];
    await answer(learner.token, {
      test_session_id: session.test_session_id,
      test_question_id: q.test_question_id,
      selected_option: answerKey.get(q.question),
    });
    await t.app.db.execute(
      sql`update test_sessions set deadline_at = now() - interval '1 second' where id = ${session.test_session_id}`,
    );
    const late = await answer(learner.token, {
      test_session_id: session.test_session_id,
      test_question_id: session.questions[1].test_question_id,
      selected_option: 'A',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: m.timeOver, code: 'exam_time_over' });
    const results = (await getResults(learner.token, learner.id)).json();
    expect(results[0]).toMatchObject({
      session_id: session.test_session_id,
      correct_answers: 1,
      total_questions: 4,
      score_percent: 25,
    });
    // The expired section was an attempt: the next waits its hours (attempts.test.ts), then starts.
    expect((await start(learner.token, 'aptitude')).statusCode).toBe(409);
    await t.app.db.execute(
      sql`update test_sessions set started_at = started_at - interval '1 day',
        deadline_at = deadline_at - interval '1 day', submitted_at = submitted_at - interval '1 day'
        where id = ${session.test_session_id}`,
    );
    const fresh = await start(learner.token, 'aptitude');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().test_session_id).not.toBe(session.test_session_id);
  });

  it('loses nothing under 100 concurrent answers on one session', async () => {
    const learner = await registerLearner(t);
    const session = (await start(learner.token, 'domain')).json();
    const questions: Question[] = session.questions;
    const sends = Array.from({ length: 100 }, (_, i) => {
      const q = questions[i % questions.length]!;
      return answer(learner.token, {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: answerKey.get(q.question),
      });
    });
    const codes = (await Promise.all(sends)).map((r) => r.statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const result = (await submit(learner.token, session.test_session_id)).json();
    expect(result).toMatchObject({ correct_answers: questions.length, score_percent: 100 });
  });
});

describe('the token an answer comes with', () => {
  // The answer route leaves the token's revocation and version to its own UPDATE (tokenCheckedByQuery).
  it('is checked by the write itself: a logged-out or outdated token hears 401 and stores nothing', async () => {
    const learner = await registerLearner(t);
    const session = (await start(learner.token, 'aptitude')).json();
    const send = (token: string, q: Question) =>
      answer(token, {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: 'A',
      });
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: learner.user.email, password: learner.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const secondToken: string = login.json().token;

    expect((await t.call({ method: 'POST', url: '/v1/auth/logout/', token: learner.token })).statusCode).toBe(
      200,
    );
    const loggedOut = await send(learner.token, session.questions[0]);
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toEqual({ detail: authMessages.sessionInvalid, code: 'session_ended' });

    const change = await t.call({
      method: 'POST',
      url: '/v1/auth/change-password/',
      token: secondToken,
      payload: { current_password: learner.password, new_password: 'another-pass-1' },
    });
    expect(change.statusCode).toBe(200);
    const outdated = await send(secondToken, session.questions[1]);
    expect(outdated.statusCode).toBe(401);
    expect(outdated.json()).toEqual({ detail: authMessages.sessionInvalid, code: 'session_ended' });

    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from test_answers where session_id = ${session.test_session_id}
        and selected_option is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
    // The new token still answers, so the refusals were about the tokens.
    expect((await send(change.json().token, session.questions[2])).statusCode).toBe(200);
  });
});

describe('whose session it is', () => {
  it('keeps another learner out of my session and my results (403)', async () => {
    const me = await registerLearner(t);
    const other = await registerLearner(t);
    const session = (await start(me.token, 'aptitude')).json();
    const q = session.questions[0];
    const theirs = await answer(other.token, {
      test_session_id: session.test_session_id,
      test_question_id: q.test_question_id,
      selected_option: 'A',
    });
    expect(theirs.statusCode).toBe(403);
    expect((await submit(other.token, session.test_session_id)).statusCode).toBe(403);
    // Their refused submit left my section open.
    const mine = { test_session_id: session.test_session_id, test_question_id: q.test_question_id };
    expect((await answer(me.token, { ...mine, selected_option: 'B' })).statusCode).toBe(200);
    expect((await getReview(other.token, session.test_session_id)).statusCode).toBe(403);
    expect((await getResults(other.token, me.id)).statusCode).toBe(403);
    await submit(me.token, session.test_session_id);
    const otherResults = (await getResults(other.token, other.id)).json();
    expect(otherResults).toEqual([]);
  });

  it('lets an admin read results and reviews, and see the answer key in the bank', async () => {
    const admin = await signInAdmin(t);
    const learner = await registerLearner(t);
    const session = (await start(learner.token, 'aptitude')).json();
    await submit(learner.token, session.test_session_id);
    expect((await getResults(admin.token, learner.id)).json()).toHaveLength(1);
    expect((await getReview(admin.token, session.test_session_id)).statusCode).toBe(200);
    const bank = (
      await t.call({ method: 'GET', url: `/v1/api/mcq-list/?domain=${domainId}`, token: admin.token })
    ).json();
    expect(bank[0].correct_answer).toMatch(/^[ABCD]$/);
  });

  it('keeps past results and reviews when the bank is deleted (snapshot)', async () => {
    const admin = await signInAdmin(t);
    const learner = await registerLearner(t);
    const asAdmin = (opts: Parameters<TestApp['call']>[0]) =>
      t.call({ ...opts, token: admin.token }).then((r) => r.json());
    const domain = await asAdmin({
      method: 'POST',
      url: '/v1/api/domains/create/',
      ...(await multipart({ name: 'Short Lived' })),
    });
    const category = await asAdmin({
      method: 'POST',
      url: '/v1/api/categories/create/',
      payload: { name: 'Apt', domain_id: domain.id, kind: 'aptitude' },
    });
    await asAdmin({ method: 'POST', url: '/v1/api/add-mcq/', payload: mcqBody(domain.id, category.id) });
    await publishOneSectionDomain(t, domain.id);
    const session = (
      await t.call({
        method: 'POST',
        url: '/v1/api/start-test/',
        token: learner.token,
        payload: { domain_id: domain.id, section: 'aptitude' },
      })
    ).json();
    await answer(learner.token, {
      test_session_id: session.test_session_id,
      test_question_id: session.questions[0].test_question_id,
      selected_option: 'B',
    });
    await submit(learner.token, session.test_session_id);
    await t.call({ method: 'DELETE', url: `/v1/api/domains/delete/${domain.id}/`, token: admin.token });
    const review = (await getReview(learner.token, session.test_session_id)).json();
    expect(review).toMatchObject({ domain_name: 'Short Lived', correct_answers: 1, score_percent: 100 });
    expect(review.questions[0].question).toBe('What is 2 + 2?');
  });
});

const startAttempt = (token: string, section: 'aptitude' | 'domain', attempt_number: number) =>
  t.call({
    method: 'POST',
    url: '/v1/api/start-test/',
    token,
    payload: { domain_id: domainId, section, attempt_number },
  });
const dbNow = async () => {
  const { rows } = (await t.app.db.execute(sql`select now() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  return new Date(rows[0]!.now).getTime();
};

describe('the clock of a section', () => {
  it('is set by the database clock, whatever the app server’s clock says, and sent with its now', async () => {
    const learner = await registerLearner(t);
    // The app's clock an hour fast: the deadline follows the database's clock, read alongside. (PGlite
    // reads the same process clock, so this bites on PostgreSQL, TEST_DATABASE_URL; the exact interval
    // below holds on both.)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    let session: { deadline_at: string; started_at: string; server_now: string; duration_seconds: number };
    let now: number;
    try {
      session = (await start(learner.token, 'aptitude')).json();
      now = await dbNow();
    } finally {
      vi.useRealTimers();
    }
    const deadline = Date.parse(session.deadline_at);
    expect(deadline - Date.parse(session.started_at)).toBe(20 * 60_000);
    expect(Math.abs(deadline - (now + 20 * 60_000))).toBeLessThan(60_000);
    const { rows } = (await t.app.db.execute(
      sql`select deadline_at = started_at + interval '20 minutes' as exact from test_sessions
        order by id desc limit 1`,
    )) as unknown as { rows: { exact: boolean }[] };
    expect(rows[0]!.exact).toBe(true);
    // The server's now comes along, so a client can tell what is left by the server's clock.
    expect(Math.abs(Date.parse(session.server_now) - now)).toBeLessThan(60_000);
  });

  it('resumes with what is left by the server, not the full length, on another device', async () => {
    const learner = await registerLearner(t);
    const first = (await start(learner.token, 'domain')).json();
    await t.app.db.execute(
      sql`update test_sessions set started_at = started_at - interval '39 seconds',
        deadline_at = deadline_at - interval '39 seconds' where id = ${first.test_session_id}`,
    );
    const again = (await startAttempt(learner.token, 'domain', 1)).json();
    expect(again.test_session_id).toBe(first.test_session_id);
    const left = (Date.parse(again.deadline_at) - Date.parse(again.server_now)) / 1000;
    expect(left).toBeGreaterThan(20 * 60 - 45);
    expect(left).toBeLessThanOrEqual(20 * 60 - 39);
  });
});

describe('starting is explicit', () => {
  it('never starts a section by answering', async () => {
    const learner = await registerLearner(t);
    const res = await answer(learner.token, {
      test_session_id: 99999999,
      test_question_id: 1,
      selected_option: 'A',
    });
    expect(res.statusCode).toBe(404);
    const attempts = (
      await t.call({ method: 'GET', url: `/v1/api/attempts/${domainId}/`, token: learner.token })
    ).json();
    expect(attempts.sections.map((s: { attempts_used: number }) => s.attempts_used)).toEqual([0, 0]);
  });

  it('refuses to start an attempt that was submitted (a stale tab) with 409 section_closed', async () => {
    const learner = await registerLearner(t);
    const session = (await startAttempt(learner.token, 'aptitude', 1)).json();
    expect(session.attempt_number).toBe(1);
    await submit(learner.token, session.test_session_id);
    const stale = await startAttempt(learner.token, 'aptitude', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: m.sectionClosed, code: examConflictCodes.sectionClosed });
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from test_sessions where user_id = ${learner.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses to start an attempt whose time ran out, and one that does not exist yet', async () => {
    const learner = await registerLearner(t);
    const session = (await startAttempt(learner.token, 'domain', 1)).json();
    expect((await startAttempt(learner.token, 'domain', 2)).statusCode).toBe(409);
    await t.app.db.execute(
      sql`update test_sessions set deadline_at = now() - interval '1 second' where id = ${session.test_session_id}`,
    );
    const expired = await startAttempt(learner.token, 'domain', 1);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe(examConflictCodes.sectionClosed);
    // The expired attempt was scored as submitted, not replaced by a fresh one.
    const results = (await getResults(learner.token, learner.id)).json();
    expect(results.map((r: { session_id: number }) => r.session_id)).toEqual([session.test_session_id]);
  });

  it('still applies the attempt policy to the next attempt (attempt_not_open_yet)', async () => {
    const learner = await registerLearner(t);
    const session = (await startAttempt(learner.token, 'aptitude', 1)).json();
    await submit(learner.token, session.test_session_id);
    const next = await startAttempt(learner.token, 'aptitude', 2);
    expect(next.statusCode).toBe(409);
    expect(next.json().code).toBe(attemptRefusalCodes.notOpenYet);
  });
});

describe('the order of the options', () => {
  it('is shuffled per attempt, stored, the same on resume and review, and scored by the option’s key', async () => {
    const learner = await registerLearner(t);
    const session = (await start(learner.token, 'domain')).json();
    const orders = session.questions.map((q: { option_order: string[] }) => q.option_order.join(''));
    for (const order of orders) expect([...order].sort().join('')).toBe('ABCD');
    // Five questions all in the bank's order would be a one-in-eight-million draw.
    expect(orders.some((o: string) => o !== 'ABCD')).toBe(true);
    const again = (await start(learner.token, 'domain')).json();
    expect(again.questions.map((q: { option_order: string[] }) => q.option_order.join(''))).toEqual(orders);
    for (const q of session.questions as Question[])
      await answer(learner.token, {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: answerKey.get(q.question),
      });
    const result = (await submit(learner.token, session.test_session_id)).json();
    expect(result.score_percent).toBe(100);
    const review = (await getReview(learner.token, session.test_session_id)).json();
    expect(review.questions.map((q: { option_order: string[] }) => q.option_order.join(''))).toEqual(orders);
  });
});
