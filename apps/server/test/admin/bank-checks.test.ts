import {
  assessmentMessages as am,
  bankRefusalCodes,
  catalogueAdminCodes,
  catalogueAdminMessages as cm,
  placementMessages as pm,
} from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';
import { createCategory, createCourse, createDomain, mcqBody, workshopBody } from './fixtures';

/** Issue 22: the admin area refuses what would make a broken exam, a muddled syllabus or a wrong seat count. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const asAdmin = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token: adminToken });

const settings = (domainId: number, body: Record<string, unknown>) =>
  asAdmin({
    method: 'PUT',
    url: `/v1/api/domains/${domainId}/settings/`,
    payload: { aptitude_questions: 2, domain_questions: 1, minutes_per_section: 20, ...body },
  });

async function addQuestions(domainId: number, categoryId: number, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/add-mcq/',
      payload: { ...mcqBody(domainId, categoryId), question: `Question ${i}?` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

const listedIds = async (token?: string) =>
  (await t.call({ method: 'GET', url: '/v1/api/domains/', token })).json().map((d: { id: number }) => d.id);

describe('publishing a domain', () => {
  it('is refused with 409 bank_too_small while a section draws more than its bank holds', async () => {
    const domain = await createDomain(t);
    expect(domain).toMatchObject({ published: false, bank: [] });
    const aptitude = await createCategory(t, domain.id, 'aptitude');
    const topic = await createCategory(t, domain.id, 'domain');
    await addQuestions(domain.id, aptitude.id, 1);
    await addQuestions(domain.id, topic.id, 1);

    const refused = await settings(domain.id, { published: true });
    expect(refused.statusCode).toBe(409);
    const message = am.bankTooSmall('Aptitude', 2, 1);
    expect(refused.json()).toEqual({
      detail: message,
      code: bankRefusalCodes.tooSmall,
      fields: { aptitude_questions: [message] },
    });
    // Candidates, signed in or not, never see the draft; admins do, with each category's count.
    const learner = await registerLearner(t);
    expect(await listedIds()).not.toContain(domain.id);
    expect(await listedIds(learner.token)).not.toContain(domain.id);
    const asSeenByAdmin = (await asAdmin({ method: 'GET', url: '/v1/api/domains/' }))
      .json()
      .find((d: { id: number }) => d.id === domain.id);
    expect(asSeenByAdmin).toMatchObject({
      published: false,
      bank: [
        { id: aptitude.id, kind: 'aptitude', questions: 1 },
        { id: topic.id, kind: 'domain', questions: 1 },
      ],
    });

    await addQuestions(domain.id, aptitude.id, 1);
    const published = await settings(domain.id, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ published: true });
    expect(await listedIds(learner.token)).toContain(domain.id);
  });

  it('refuses raising what a published domain draws above its bank, and allows it for a draft', async () => {
    const domain = await createDomain(t);
    const aptitude = await createCategory(t, domain.id, 'aptitude');
    const topic = await createCategory(t, domain.id, 'domain');
    await addQuestions(domain.id, aptitude.id, 2);
    await addQuestions(domain.id, topic.id, 1);
    expect((await settings(domain.id, { published: true })).statusCode).toBe(200);

    const raised = await settings(domain.id, { domain_questions: 5 });
    expect(raised.statusCode).toBe(409);
    expect(raised.json().fields).toEqual({ domain_questions: [am.bankTooSmall('Domain Questions', 5, 1)] });

    expect((await settings(domain.id, { domain_questions: 5, published: false })).statusCode).toBe(200);
    expect(await listedIds()).not.toContain(domain.id);
  });
});

describe('an MCQ', () => {
  it('is refused when two options read the same, whatever their case or spacing', async () => {
    const domain = await createDomain(t);
    const category = await createCategory(t, domain.id);
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/add-mcq/',
      payload: {
        ...mcqBody(domain.id, category.id),
        options: { A: 'Paris', B: 'Rome', C: '  paris ', D: 'Oslo' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'options.C': [am.optionRepeated('C', 'A')] });
  });
});

describe('a syllabus week', () => {
  it('is refused with 409 syllabus_week_taken when the course already has that week', async () => {
    const course = await createCourse(t);
    const entry = { course_title_id: course.id, week_number: 3, title: 'Week three', topics: ['A'] };
    const first = await asAdmin({ method: 'POST', url: '/v1/api/syllabus/create/', payload: entry });
    expect(first.statusCode).toBe(201);
    const again = await asAdmin({ method: 'POST', url: '/v1/api/syllabus/create/', payload: entry });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: cm.syllabusWeekTaken(3),
      code: catalogueAdminCodes.syllabusWeekTaken,
      fields: { week_number: [cm.syllabusWeekTaken(3)] },
    });
    // Editing an entry keeps its own week; moving another entry onto it is refused.
    const own = await asAdmin({
      method: 'PUT',
      url: `/v1/api/syllabus/update/${first.json().id}/`,
      payload: { ...entry, title: 'Renamed' },
    });
    expect(own.statusCode).toBe(200);
    const other = await asAdmin({
      method: 'POST',
      url: '/v1/api/syllabus/create/',
      payload: { ...entry, week_number: 4 },
    });
    const moved = await asAdmin({
      method: 'PUT',
      url: `/v1/api/syllabus/update/${other.json().id}/`,
      payload: entry,
    });
    expect(moved.statusCode).toBe(409);
  });
});

describe('a workshop', () => {
  const post = (overrides: Record<string, unknown>) =>
    asAdmin({ method: 'POST', url: '/v1/api/workshops/', payload: workshopBody(overrides) });

  it('is refused when its application deadline falls after its date', async () => {
    const res = await post({ date: '2099-01-10', admin_closing_date: '2099-01-11' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ admin_closing_date: [pm.workshopDeadlineAfterDate] });
    expect((await post({ date: '2099-01-10', admin_closing_date: '2099-01-10' })).statusCode).toBe(201);
  });

  it('refuses fewer seats than learners enrolled instead of raising the seats', async () => {
    const res = await post({ capacity: 5, already_enrolled: 8 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ capacity: [pm.workshopSeatsBelowEnrolled(8)] });
    const kept = await post({ capacity: 8, already_enrolled: 8 });
    expect(kept.json()).toMatchObject({ capacity: 8, already_enrolled: 8 });
  });
});
