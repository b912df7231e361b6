import { type DomainStatistics, ITEM_STATISTICS_RULES } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAnswers, testSessions } from '../../src/db/schema';
import { dubiousReasons } from '../../src/modules/assessment/statistics-service';
import { createCategory, createDomain } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let token: string;
let learnerId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAdmin(t)).token;
  learnerId = (await registerLearner(t)).user.id;
});
afterAll(() => t.close());

type Letter = 'A' | 'B' | 'C' | 'D';
interface Mcq {
  id: number;
  question: string;
  options: { A: string; B: string; C: string; D: string };
  correct_answer: Letter;
}

async function addMcq(domain: number, category: number, question: string, correct: Letter): Promise<Mcq> {
  const res = await t.call({
    method: 'POST',
    url: '/v1/api/add-mcq/',
    token,
    payload: {
      domain,
      category,
      question,
      options: { A: 'a', B: 'b', C: 'c', D: 'd' },
      correct_answer: correct,
    },
  });
  return res.json();
}

/**
 * A session of the domain with these answers (null: left unanswered), written straight to the tables;
 * a submitted one carries its score as closeSession (exam-queries.ts) records it.
 */
async function session(domainId: number, answers: [Mcq, Letter | null][], submitted = true) {
  const correct = answers.filter(([mcq, selected]) => selected === mcq.correct_answer).length;
  const [row] = await t.app.db
    .insert(testSessions)
    .values({
      userId: learnerId,
      domainId,
      domainName: 'Stats',
      section: 'domain',
      deadlineAt: new Date(Date.now() + 3_600_000),
      submittedAt: submitted ? new Date() : null,
      totalQuestions: answers.length,
      correctAnswers: submitted ? correct : null,
      scorePercent: submitted ? Math.round((correct * 1000) / answers.length) / 10 : null,
    })
    .returning({ id: testSessions.id });
  await t.app.db.insert(testAnswers).values(
    answers.map(([mcq, selected], i) => ({
      sessionId: row!.id,
      mcqId: mcq.id,
      position: i + 1,
      question: mcq.question,
      options: mcq.options,
      correctAnswer: mcq.correct_answer,
      selectedOption: selected,
      status: selected ? 'answered' : 'not answered',
    })),
  );
}

const statistics = (domainId: number, as = token) =>
  t.call({ method: 'GET', url: `/v1/api/mcq-statistics/?domain_id=${domainId}`, token: as });

/** Pearson's r, by its definition: what point-biserial is for a 0/1 item. */
function pearson(x: number[], y: number[]) {
  const mean = (v: number[]) => v.reduce((s, a) => s + a, 0) / v.length;
  const mx = mean(x);
  const my = mean(y);
  let cov = 0;
  let vx = 0;
  let vy = 0;
  x.forEach((xi, i) => {
    cov += (xi - mx) * (y[i]! - my);
    vx += (xi - mx) ** 2;
    vy += (y[i]! - my) ** 2;
  });
  return cov / Math.sqrt(vx * vy);
}

describe('GET /v1/api/mcq-statistics/', () => {
  it('computes facility, discrimination, option shares, pass rate and score buckets of a hand-made case', async () => {
    const domain = await createDomain(t);
    const category = await createCategory(t, domain.id);
    const q1 = await addMcq(domain.id, category.id, 'Q1', 'A');
    const q2 = await addMcq(domain.id, category.id, 'Q2', 'B');
    const q3 = await addMcq(domain.id, category.id, 'Q3', 'C');
    const never = await addMcq(domain.id, category.id, 'Never drawn', 'D');
    // Scores: s1 3/3, s2 2/3, s3 1/3, s4 1/3.
    await session(domain.id, [
      [q1, 'A'],
      [q2, 'B'],
      [q3, 'C'],
    ]);
    await session(domain.id, [
      [q1, 'A'],
      [q2, 'B'],
      [q3, 'D'],
    ]);
    await session(domain.id, [
      [q1, 'A'],
      [q2, 'C'],
      [q3, null],
    ]);
    await session(domain.id, [
      [q1, 'B'],
      [q2, 'D'],
      [q3, 'C'],
    ]);
    // Not submitted: left out of every figure.
    await session(
      domain.id,
      [
        [q1, 'D'],
        [q2, 'D'],
        [q3, 'D'],
      ],
      false,
    );

    const res = await statistics(domain.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const body = res.json<DomainStatistics>();
    expect(body).toMatchObject({ domain_id: domain.id, attempts: 4, pass_rate: 0.5 });
    expect(body.score_distribution).toHaveLength(10);
    expect(body.score_distribution.filter((b) => b.count > 0)).toEqual([
      { from: 30, to: 40, count: 2 },
      { from: 60, to: 70, count: 1 },
      { from: 90, to: 100, count: 1 },
    ]);

    const item = (mcq: Mcq) => body.items.find((i) => i.mcq_id === mcq.id)!;
    // Item x (1 = right) and the rest of the section score (the session's score without the item).
    // Q1: x 1,1,1,0; rest 2,1,0,1. Q2: x 1,1,0,0; rest 2,1,1,1. Q3: x 1,0,0,1; rest 2,2,1,0.
    expect(item(q1)).toMatchObject({ times_drawn: 4, times_answered: 4, times_correct: 3, facility: 0.75 });
    expect(item(q1).discrimination).toBeCloseTo(pearson([1, 1, 1, 0], [2, 1, 0, 1]), 10);
    expect(item(q1).discrimination).toBeCloseTo(0, 10);
    expect(item(q2)).toMatchObject({ facility: 0.5 });
    expect(item(q2).discrimination).toBeCloseTo(1 / Math.sqrt(3), 10); // 0.5 / √(1 × 0.75)
    expect(item(q3)).toMatchObject({ times_drawn: 4, times_answered: 3, times_correct: 2, facility: 0.5 });
    expect(item(q3).discrimination).toBeCloseTo(-0.5 / Math.sqrt(2.75), 10);
    expect(item(q3).option_shares).toEqual({ A: 0, B: 0, C: 2 / 3, D: 1 / 3 });
    expect(item(q1).option_shares).toEqual({ A: 0.75, B: 0.25, C: 0, D: 0 });
    expect(item(never)).toMatchObject({
      times_drawn: 0,
      facility: null,
      discrimination: null,
      option_shares: { A: null, B: null, C: null, D: null },
      dubious: false,
    });
    // Under 30 attempts nothing is flagged; the hardest come first, the never-drawn last.
    expect(body.items.every((i) => !i.dubious)).toBe(true);
    expect(body.items.at(-1)!.mcq_id).toBe(never.id);
  });

  it('flags a question everyone gets right once it has 30 attempts, and lists it first', async () => {
    const domain = await createDomain(t);
    const category = await createCategory(t, domain.id);
    const easy = await addMcq(domain.id, category.id, 'Easy', 'A');
    const fair = await addMcq(domain.id, category.id, 'Fair', 'A');
    for (let i = 0; i < ITEM_STATISTICS_RULES.minAttempts; i++)
      await session(domain.id, [
        [fair, i % 2 ? 'A' : 'B'],
        [easy, 'A'],
      ]);
    const body = (await statistics(domain.id)).json<DomainStatistics>();
    expect(body.items[0]).toMatchObject({
      mcq_id: easy.id,
      facility: 1,
      dubious: true,
      reasons: ['too_easy'],
    });
    expect(body.items[1]).toMatchObject({ mcq_id: fair.id, facility: 0.5, dubious: false });
  });

  it('answers a domain without sessions with zeros, 404 for an unknown domain, 400 without one', async () => {
    const domain = await createDomain(t);
    const body = (await statistics(domain.id)).json<DomainStatistics>();
    expect(body).toMatchObject({ attempts: 0, pass_rate: null, items: [] });
    expect((await statistics(999_999)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/v1/api/mcq-statistics/', token })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const learner = await registerLearner(t);
    expect((await statistics(1, learner.token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/v1/api/mcq-statistics/?domain_id=1' })).statusCode).toBe(
      401,
    );
  });
});

describe('dubious rule', () => {
  const { minAttempts } = ITEM_STATISTICS_RULES;
  it('flags facility below 0.2 or above 0.95 and discrimination below 0.2, from 30 attempts', () => {
    expect(dubiousReasons(minAttempts - 1, 0.1, -0.5)).toEqual([]);
    expect(dubiousReasons(minAttempts, 0.19, 0.3)).toEqual(['too_hard']);
    expect(dubiousReasons(minAttempts, 0.2, 0.2)).toEqual([]);
    expect(dubiousReasons(minAttempts, 0.95, 0.2)).toEqual([]);
    expect(dubiousReasons(minAttempts, 0.96, 0.5)).toEqual(['too_easy']);
    expect(dubiousReasons(minAttempts, 0.5, 0.19)).toEqual(['low_discrimination']);
    expect(dubiousReasons(minAttempts, 1, null)).toEqual(['too_easy']);
  });
});
