import {
  catalogueAdminMessages as m,
  paymentErrorCodes,
  paymentMessages,
  placementErrorCodes,
} from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFields, createWorkshop, workshopBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const image = async () => ({
  course_image: { data: await pngImage(), filename: 'c.png', type: 'image/png' },
});
const createCourse = async (fields: Record<string, string>) =>
  t.call({ method: 'POST', url: '/v1/api/create-course/', token: admin, ...(await multipart(fields)) });
const updateCourse = async (id: number, fields: Record<string, string>) =>
  t.call({
    method: 'PUT',
    url: `/v1/api/update-course/${id}/`,
    token: admin,
    ...(await multipart(fields, await image())),
  });
const enroll = (token: string, title: string) =>
  t.call({ method: 'POST', url: '/v1/auth/selected-courses/', token, payload: { course_title: title } });
const register = (token: string, id: number) =>
  t.call({ method: 'POST', url: `/v1/api/workshops/${id}/register/`, token });
const get = (url: string) => t.call({ method: 'GET', url });

describe('course_fee', () => {
  it('is kept in whole rupees and shown in the list, the detail and the by-title read', async () => {
    const fields = { ...courseFields(), course_fee: '45000' };
    const created = await createCourse(fields);
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json();
    expect(course.course_fee).toBe(45_000);

    const listed = (await get('/v1/api/list-courses/'))
      .json()
      .find((c: { id: number }) => c.id === course.id);
    expect(listed.course_fee).toBe(45_000);
    expect((await get(`/v1/api/course/${course.id}/`)).json().course_fee).toBe(45_000);
    const byTitle = await get(`/v1/api/course-by-title/?title=${encodeURIComponent(fields.course_title)}`);
    expect(byTitle.json().course_fee).toBe(45_000);

    const updated = await updateCourse(course.id, { ...fields, course_fee: '15000' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await get(`/v1/api/course/${course.id}/`)).json().course_fee).toBe(15_000);
  });

  it('is 0 (free) when the form leaves it out or blank', async () => {
    expect((await createCourse(courseFields())).json().course_fee).toBe(0);
    expect((await createCourse({ ...courseFields(), course_fee: '' })).json().course_fee).toBe(0);
  });

  it.each(['-1', '12.5', 'ten', '10000001'])('refuses %s with the field and its message', async (fee) => {
    const res = await createCourse({ ...courseFields(), course_fee: fee });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.course_fee).toEqual([m.feeInvalid]);
  });

  it('is set in the demo content: priced courses, and the demo learner’s course free', async () => {
    const courses = (await get('/v1/api/list-courses/')).json() as {
      course_title: string;
      course_fee: number;
    }[];
    const fee = (title: string) => courses.find((c) => c.course_title === title)?.course_fee;
    expect(fee('Python FullStack')).toBe(0);
    expect(fee('AI/ML')).toBe(45_000);
    expect(fee('Data Science')).toBe(35_000);
  });
});

describe('enrolling through the free path', () => {
  it('answers 402 payment_required for a priced course, and enrolls nobody', async () => {
    const learner = await registerLearner(t);
    const res = await enroll(learner.token, 'AI/ML');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: paymentErrorCodes.paymentRequired,
      detail: paymentMessages.paymentRequired,
    });
    const mine = await t.call({
      method: 'GET',
      url: `/v1/auth/user-courses/${learner.id}/`,
      token: learner.token,
    });
    expect(mine.json()).toEqual([]);
  });

  it('still enrolls in a free course', async () => {
    const learner = await registerLearner(t);
    expect((await enroll(learner.token, 'Java FullStack')).statusCode).toBe(201);
  });

  it('tells a learner already enrolled in a course that later got a fee that they are enrolled', async () => {
    const fields = courseFields();
    const course = (await createCourse(fields)).json();
    const learner = await registerLearner(t);
    expect((await enroll(learner.token, fields.course_title)).statusCode).toBe(201);
    await updateCourse(course.id, { ...fields, course_fee: '20000' });
    const again = await enroll(learner.token, fields.course_title);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_enrolled');
  });
});

describe('workshop fee', () => {
  it('is kept in whole rupees, 0 when left out, and refused when not a whole number of rupees', async () => {
    const priced = await createWorkshop(t, { fee: 499 });
    expect(priced.fee).toBe(499);
    expect((await get(`/v1/api/workshops/${priced.id}/`)).json().fee).toBe(499);
    expect((await get('/v1/api/workshops/')).json().find((w: { id: number }) => w.id === priced.id).fee).toBe(
      499,
    );
    const changed = await t.call({
      method: 'PUT',
      url: `/v1/api/workshops/${priced.id}/`,
      token: admin,
      payload: workshopBody({ fee: 999 }),
    });
    expect(changed.json().fee).toBe(999);

    // workshopBody() sends no fee.
    const free = await t.call({
      method: 'POST',
      url: '/v1/api/workshops/',
      token: admin,
      payload: workshopBody(),
    });
    expect(free.json().fee).toBe(0);
    for (const fee of [-5, 1.5, 'x']) {
      const res = await t.call({
        method: 'POST',
        url: '/v1/api/workshops/',
        token: admin,
        payload: workshopBody({ fee }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.fee).toEqual([m.feeInvalid]);
    }
  });

  it('makes registration through the free path answer 402 payment_required, taking no seat', async () => {
    const workshop = await createWorkshop(t, { fee: 499 });
    const learner = await registerLearner(t);
    const res = await register(learner.token, workshop.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: paymentErrorCodes.paymentRequired,
      detail: paymentMessages.paymentRequired,
    });
    expect((await get(`/v1/api/workshops/${workshop.id}/`)).json().already_enrolled).toBe(0);
  });

  it('leaves a free workshop’s registration as it was', async () => {
    const workshop = await createWorkshop(t, { fee: 0 });
    const learner = await registerLearner(t);
    expect((await register(learner.token, workshop.id)).statusCode).toBe(201);
    const again = await register(learner.token, workshop.id);
    expect(again.json().code).toBe(placementErrorCodes.alreadyRegistered);
  });

  it('is set in the demo content: one free workshop, the others priced', async () => {
    const fees = (await get('/v1/api/workshops/'))
      .json()
      .slice(0, 3)
      .map((w: { fee: number }) => w.fee);
    expect(fees).toEqual([0, 499, 999]);
  });
});
