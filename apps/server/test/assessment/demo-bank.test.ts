import { ASSESSMENT_DEFAULTS } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

describe('demo question bank', () => {
  it('has the spec’s four domains with ids 1–4, each with 12+ sound questions per section', async () => {
    const domains = (await t.call({ method: 'GET', url: '/v1/api/domains/' })).json();
    expect(domains.slice(0, 4).map((d: { id: number; name: string }) => [d.id, d.name])).toEqual([
      [1, 'Python'],
      [2, 'Java'],
      [3, 'Web Development'],
      [4, 'Data Science'],
    ]);
    const admin = await signInAdmin(t);
    for (const domain of domains.slice(0, 4)) {
      expect(domain.image).toMatch(/^\/media\/domains\//);
      const categories = (
        await t.call({ method: 'GET', url: `/v1/api/categories/?domain_id=${domain.id}` })
      ).json();
      expect(categories.map((c: { kind: string }) => c.kind).sort()).toEqual(['aptitude', 'domain']);
      for (const category of categories) {
        const mcqs = (
          await t.call({
            method: 'GET',
            url: `/v1/api/mcq-list/?domain=${domain.id}&category=${category.id}`,
            token: admin.token,
          })
        ).json();
        expect(mcqs.length, `${domain.name} ${category.kind}`).toBeGreaterThanOrEqual(12);
        for (const mcq of mcqs) {
          expect(new Set(Object.values(mcq.options)).size, mcq.question).toBe(4);
          expect(mcq.correct_answer).toMatch(/^[ABCD]$/);
        }
      }
    }
  });

  it('lets a learner start the Python aptitude section with the default number of questions', async () => {
    const learner = await registerLearner(t);
    const res = await t.call({
      method: 'POST',
      url: '/v1/api/start-test/',
      token: learner.token,
      payload: { domain_id: 1, section: 'aptitude' },
    });
    expect(res.json().questions).toHaveLength(ASSESSMENT_DEFAULTS.aptitudeQuestions);
    expect(res.json().duration_seconds).toBe(ASSESSMENT_DEFAULTS.minutesPerSection * 60);
  });
});
