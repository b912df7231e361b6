import type { Placement, Workshop } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLearner } from '../../src/db/seed/learner';
import { demoPlacements } from '../../src/db/seed/placements';
import { type FirstStart, prepareDatabase } from '../../src/startup';
import { createTestApp, type TestApp } from '../helpers/app';

// What a first `npm start` leaves in an empty database (prepareDatabase), with and without SEED_DEMO.
let t: TestApp;

const get = async <T>(url: string, token?: string) => {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
};
const countOf = async (table: string) => {
  const { rows } = (await t.app.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
};
const today = () => new Date().toISOString().slice(0, 10);

describe('the demo content of a first start (SEED_DEMO=true)', () => {
  let first: FirstStart;
  beforeAll(async () => {
    t = await createTestApp();
    first = await prepareDatabase(t.app);
  });
  afterAll(() => t.close());

  it('has featured jobs in several categories whose counters add up to the stored counts', async () => {
    const placements = await get<Placement[]>('/v1/api/placements/');
    expect(placements).toHaveLength(demoPlacements.length);
    expect(new Set(placements.map((p) => p.placement_category_title)).size).toBeGreaterThanOrEqual(3);
    const total = (pick: (p: Placement) => number) => placements.reduce((n, p) => n + pick(p), 0);
    // The counters of /placementuser are these sums; the demo rows add up to the spec's sample figures.
    expect([
      total((p) => p.placement_jobs_posted),
      total((p) => p.placement_tasks_posted),
      total((p) => p.placement_freelancer),
    ]).toEqual([1586, 3543, 1232]);
    for (const p of placements) {
      expect(p.placement_featuredjob_title).not.toBe('');
      expect(p.placement_featuredjob_posted <= today()).toBe(true);
    }
  });

  it('has at least three upcoming workshops with seats left', async () => {
    const workshops = await get<Workshop[]>('/v1/api/workshops/');
    expect(workshops.length).toBeGreaterThanOrEqual(3);
    for (const w of workshops) {
      expect(w.date > today(), w.title).toBe(true);
      expect(w.open, w.title).toBe(true);
      expect(w.already_enrolled).toBeLessThan(w.capacity);
    }
    expect(await countOf('batches')).toBeGreaterThan(0);
    expect(await countOf('internships')).toBeGreaterThan(0);
  });

  it('has a demo learner, shown once, with course progress, attendance and a scored section', async () => {
    expect(first.learner?.email).toBe(demoLearner.email);
    const login = await t.call({ method: 'POST', url: '/v1/auth/login', payload: first.learner });
    expect(login.statusCode).toBe(200);
    const { token, id } = login.json<{ token: string; id: number }>();

    type UserCourse = {
      course_id: number;
      course_title: string;
      progress: number;
      sessions_attended: number;
    };
    const [course] = await get<UserCourse[]>(`/v1/auth/user-courses/${id}/`, token);
    expect(course).toMatchObject({ course_title: demoLearner.course, sessions_attended: 6 });
    expect(course!.progress).toBeGreaterThan(0);
    const lessons = await get<{ lessons: { watched: boolean }[] }>(
      `/v1/api/courses/${course!.course_id}/lessons/`,
      token,
    );
    expect(lessons.lessons.filter((l) => l.watched)).toHaveLength(demoLearner.lessonsWatched);

    const results = await get<{ score_percent: number; total_questions: number; session_id: number }[]>(
      `/v1/api/get-combined-results/${id}/`,
      token,
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ score_percent: 80, total_questions: 10 });
    const review = await t.call({
      method: 'GET',
      url: `/v1/api/test-review/${results[0]!.session_id}/`,
      token,
    });
    expect(review.statusCode).toBe(200);

    // A second start finds the work done: nothing doubled, no password shown again.
    const again = await prepareDatabase(t.app);
    expect(again).toEqual({});
    expect(await countOf(`users where email = '${demoLearner.email}'`)).toBe(1);
    expect(await countOf('placements')).toBe(demoPlacements.length);
  });
});

describe('a first start with SEED_DEMO=false', () => {
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(() => t.close());

  it('loads no demo content and creates no demo learner', async () => {
    const first = await prepareDatabase(t.app);
    expect(first.learner).toBeUndefined();
    for (const table of ['courses', 'placements', 'workshops', 'batches', 'internships', 'domains']) {
      expect(await countOf(table), table).toBe(0);
    }
    expect(await countOf(`users where email = '${demoLearner.email}'`)).toBe(0);
  });
});
