import { type Route, testBankRoutes } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mcqBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { declaredRoutes, routeKey } from '../helpers/declared-routes';
import { publishOneSectionDomain } from '../helpers/domains';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';

/**
 * The answer key of a placement test (SECURITY.md, "Answer key"): a throwaway account gets a fresh set
 * of attempts, so whatever a learner's review shows of the key is shown to anyone. A learner's review
 * says which answers were right, never the right option of a wrong or unanswered one, unless an admin
 * turned show_correct_answers on for the domain (off by default, even after the last attempt).
 */
let t: TestApp;
let adminToken: string;
const answerKey = new Map<string, string>();
const PER_ATTEMPT = 4;

type Learner = Awaited<ReturnType<typeof registerLearner>>;
type Question = { test_question_id: number; question: string };
type Reviewed = { selected_option: string | null; is_correct: boolean; correct_answer?: string | null };

const asAdmin = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token: adminToken });
const settingsOf = (domainId: number, extra: Record<string, unknown> = {}) => ({
  method: 'PUT' as const,
  url: `/v1/api/domains/${domainId}/settings/`,
  payload: {
    aptitude_questions: PER_ATTEMPT,
    domain_questions: PER_ATTEMPT,
    minutes_per_section: 20,
    ...extra,
  },
});

/** A published domain whose aptitude section draws 4 of 4 questions, with one attempt by default. */
async function createDomain(name: string, settings: Record<string, unknown> = {}): Promise<number> {
  const domain = (
    await asAdmin({ method: 'POST', url: '/v1/api/domains/create/', ...(await multipart({ name })) })
  ).json();
  const res = await asAdmin(settingsOf(domain.id, { attempts_per_section: 1, ...settings }));
  expect(res.statusCode, res.body).toBe(200);
  const category = (
    await asAdmin({
      method: 'POST',
      url: '/v1/api/categories/create/',
      payload: { name: 'Aptitude', domain_id: domain.id, kind: 'aptitude' },
    })
  ).json();
  for (let i = 0; i < PER_ATTEMPT; i++) {
    const letter = (['A', 'B', 'C', 'D'] as const)[i]!;
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

/** Fails when a body names the key: a `correct_answer` field anywhere in it. */
function expectNoKey(body: unknown, where: string) {
  expect(JSON.stringify(body), where).not.toMatch(/"correct_answer"/);
}

/**
 * Takes the section as a candidate harvesting the key would: one right answer, two wrong, one left
 * unanswered; submits it (its only attempt) and returns every answer the learner was given on the way.
 */
async function takeSection(learner: Learner, domainId: number) {
  const started = await t.call({
    method: 'POST',
    url: '/v1/api/start-test/',
    token: learner.token,
    payload: { domain_id: domainId, section: 'aptitude' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const session = started.json();
  const bodies: [string, unknown][] = [['start-test', session]];
  for (const [i, q] of (session.questions as Question[]).entries()) {
    if (i === 3) continue;
    const right = answerKey.get(q.question)!;
    const selected = i === 0 ? right : right === 'A' ? 'B' : 'A';
    const saved = await t.call({
      method: 'POST',
      url: '/v1/api/submit-answer/',
      token: learner.token,
      payload: {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: selected,
      },
    });
    expect(saved.statusCode).toBe(200);
    bodies.push(['submit-answer', saved.json()]);
  }
  const submitted = await t.call({
    method: 'POST',
    url: '/v1/api/submit-test/',
    token: learner.token,
    payload: { test_session_id: session.test_session_id },
  });
  expect(submitted.json()).toMatchObject({ correct_answers: 1, total_questions: PER_ATTEMPT });
  bodies.push(['submit-test', submitted.json()]);
  return { sessionId: session.test_session_id as number, bodies };
}

const review = async (token: string, sessionId: number) => {
  const res = await t.call({ method: 'GET', url: `/v1/api/test-review/${sessionId}/`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    questions: Reviewed[];
    correct_options_shown: boolean;
    show_correct_answers: boolean;
  };
};
const wrongOnes = (questions: Reviewed[]) => questions.filter((q) => !q.is_correct);

describe('the review of a learner, with the default settings', () => {
  it('says right or wrong and never names the right option of a wrong or unanswered answer, even after the last attempt', async () => {
    const domainId = await createDomain('Default Key');
    const learner = await registerLearner(t);
    const { sessionId, bodies } = await takeSection(learner, domainId);

    const body = await review(learner.token, sessionId);
    expect(body).toMatchObject({ correct_options_shown: false, show_correct_answers: false });
    expect(body.questions.filter((q) => q.is_correct)).toHaveLength(1);
    const wrong = wrongOnes(body.questions);
    expect(wrong).toHaveLength(3);
    expect(wrong.filter((q) => q.selected_option === null)).toHaveLength(1);
    for (const q of wrong) expect(q.correct_answer ?? null).toBeNull();
    expectNoKey(body, 'review');

    // Every other answer the learner met on the way, and afterwards.
    for (const [where, answered] of bodies) expectNoKey(answered, where);
    const results = await t.call({
      method: 'GET',
      url: `/v1/api/get-combined-results/${learner.id}/`,
      token: learner.token,
    });
    expectNoKey(results.json(), 'get-combined-results');
    expectNoKey(
      (await t.call({ method: 'GET', url: `/v1/api/attempts/${domainId}/`, token: learner.token })).json(),
      'attempts',
    );
    expectNoKey(
      (await t.call({ method: 'GET', url: '/v1/api/domains/', token: learner.token })).json(),
      'domains',
    );
    const bank = await t.call({
      method: 'GET',
      url: `/v1/api/mcq-list/?domain=${domainId}`,
      token: learner.token,
    });
    expect(bank.statusCode).toBe(403);
    expectNoKey(bank.json(), 'mcq-list as a learner');

    // The examiner still sees the key in the same review.
    const asExaminer = await review(adminToken, sessionId);
    expect(asExaminer.correct_options_shown).toBe(true);
    for (const q of wrongOnes(asExaminer.questions)) expect(q.correct_answer).toMatch(/^[A-D]$/);
  });

  it('is what a new domain and a domain whose settings leave the switch out get', async () => {
    const domainId = await createDomain('Left Out');
    const listed = (await asAdmin({ method: 'GET', url: '/v1/api/domains/' }))
      .json()
      .find((d: { id: number }) => d.id === domainId);
    expect(listed).toMatchObject({ show_correct_answers: false });
    expect(listed).not.toHaveProperty('review_policy');
  });
});

describe('the "show correct answers" setting', () => {
  it('on, the learner’s review names the right option of each wrong answer', async () => {
    const domainId = await createDomain('Key Shown', { show_correct_answers: true });
    const learner = await registerLearner(t);
    const { sessionId } = await takeSection(learner, domainId);
    const body = await review(learner.token, sessionId);
    expect(body).toMatchObject({ correct_options_shown: true, show_correct_answers: true });
    for (const q of body.questions) expect(q.correct_answer).toMatch(/^[A-D]$/);
    const attempts = await t.call({
      method: 'GET',
      url: `/v1/api/attempts/${domainId}/`,
      token: learner.token,
    });
    expect(attempts.json()).toMatchObject({ show_correct_answers: true });
  });

  it('is kept when the settings leave it out, refused when not a yes or no, and turned off again', async () => {
    const domainId = await createDomain('Key Kept', { show_correct_answers: true });
    const find = async () =>
      (await asAdmin({ method: 'GET', url: '/v1/api/domains/' }))
        .json()
        .find((d: { id: number }) => d.id === domainId);
    // As a draft: its bank fills only the aptitude section, which a published domain may not change.
    const draft = { published: false };
    expect((await asAdmin(settingsOf(domainId, draft))).statusCode).toBe(200);
    expect(await find()).toMatchObject({ show_correct_answers: true });
    const bad = await asAdmin(settingsOf(domainId, { ...draft, show_correct_answers: 'yes' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('show_correct_answers');
    expect((await asAdmin(settingsOf(domainId, { ...draft, show_correct_answers: false }))).statusCode).toBe(
      200,
    );
    expect(await find()).toMatchObject({ show_correct_answers: false });
  });

  it('cannot be changed by a learner (403) nor by a visitor (401)', async () => {
    const domainId = await createDomain('Key Guarded');
    const learner = await registerLearner(t);
    const byLearner = await t.call({
      ...settingsOf(domainId, { show_correct_answers: true }),
      token: learner.token,
    });
    expect(byLearner.statusCode).toBe(403);
    const byVisitor = await t.call(settingsOf(domainId, { show_correct_answers: true }));
    expect(byVisitor.statusCode).toBe(401);
    const listed = (await asAdmin({ method: 'GET', url: '/v1/api/domains/' }))
      .json()
      .find((d: { id: number }) => d.id === domainId);
    expect(listed).toMatchObject({ show_correct_answers: false });
  });
});

/** The names of the object properties anywhere in a JSON schema, with whether each is required. */
function propertiesOf(schema: unknown, found: { name: string; required: boolean }[] = []) {
  if (Array.isArray(schema)) for (const item of schema) propertiesOf(item, found);
  else if (schema && typeof schema === 'object') {
    const node = schema as { properties?: Record<string, unknown>; required?: string[] };
    for (const name of Object.keys(node.properties ?? {}))
      found.push({ name, required: node.required?.includes(name) ?? false });
    for (const value of Object.values(node)) propertiesOf(value, found);
  }
  return found;
}

describe('the declared routes', () => {
  const keyFields = (r: Route) =>
    r.schemas.response
      ? propertiesOf(z.toJSONSchema(r.schemas.response, { unrepresentable: 'any' })).filter(
          (p) => p.name === 'correct_answer',
        )
      : [];

  it('give no route a learner may call a key in its answer, but the review’s optional one', () => {
    const learners = declaredRoutes.filter((r) => r.access !== 'admin');
    const carrying = learners.filter((r) => keyFields(r).length > 0).map(routeKey);
    expect(carrying).toEqual(['GET /v1/api/test-review/:id/']);
    const review = learners.find((r) => r.path === '/v1/api/test-review/:id/')!;
    expect(keyFields(review)).toEqual([{ name: 'correct_answer', required: false }]);
  });

  it('keep the bank’s own answers behind the admin role', () => {
    expect(testBankRoutes.mcqs.access).toBe('admin');
  });
});
