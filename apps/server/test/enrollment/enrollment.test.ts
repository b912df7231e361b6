import { enrollmentMessages } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerAdmin, registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'staff@example.com' }, { seed: true });
});
afterAll(() => t.close());

const enroll = (token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: '/v1/auth/selected-courses/', token, payload });
const userCourses = (token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/v1/auth/user-courses/${id}/`, token });

describe('POST /v1/auth/selected-courses/', () => {
  it('enrolls the signed-in learner and lists the course as theirs', async () => {
    const learner = await registerLearner(t);
    const before = (await t.call({ method: 'GET', url: '/v1/api/course/2/' })).json().course_enrolled;
    const res = await enroll(learner.token, {
      user_id: learner.id,
      course_title: 'Java FullStack',
      selected_at: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ course_title: 'Java FullStack', message: enrollmentMessages.success });
    const mine = (await userCourses(learner.token, learner.id)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      course_id: 2,
      course_title: 'Java FullStack',
      status: 'In progress',
      progress: 0,
    });
    expect((await t.call({ method: 'GET', url: '/v1/api/course/2/' })).json().course_enrolled).toBe(
      before + 1,
    );
  });

  it('refuses a second enrollment in the same course with 409 and the spec message', async () => {
    const learner = await registerLearner(t);
    expect((await enroll(learner.token, { course_title: 'AWS' })).statusCode).toBe(201);
    const again = await enroll(learner.token, { course_title: 'aws' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: enrollmentMessages.alreadyEnrolled, code: 'already_enrolled' });
  });

  it('turns 50 concurrent requests into exactly one enrollment', async () => {
    const learner = await registerLearner(t);
    const before = (await t.call({ method: 'GET', url: '/v1/api/course/3/' })).json().course_enrolled;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => enroll(learner.token, { course_title: 'Cyber Security' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from enrollments where user_id = ${learner.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
    expect((await t.call({ method: 'GET', url: '/v1/api/course/3/' })).json().course_enrolled).toBe(
      before + 1,
    );
  });

  it('ignores a user_id in the body: the token decides who enrolls', async () => {
    const mallory = await registerLearner(t);
    const victim = await registerLearner(t);
    expect((await enroll(mallory.token, { user_id: victim.id, course_title: 'DevOps' })).statusCode).toBe(
      201,
    );
    expect((await userCourses(victim.token, victim.id)).json()).toEqual([]);
  });

  it('answers an unknown course with 404 and a missing title with 400', async () => {
    const learner = await registerLearner(t);
    const unknown = await enroll(learner.token, { course_title: 'Underwater Basket Weaving' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: enrollmentMessages.courseNotFound, code: 'course_not_found' });
    const missing = await enroll(learner.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.course_title).toEqual([enrollmentMessages.invalidCourse]);
  });

  it('needs a signed-in user', async () => {
    expect((await enroll(undefined, { course_title: 'AWS' })).statusCode).toBe(401);
  });
});

describe('GET /v1/auth/user-courses/{id}/', () => {
  it('lets the owner and an admin read, refuses another learner and the anonymous', async () => {
    const owner = await registerLearner(t);
    const other = await registerLearner(t);
    const admin = await registerAdmin(t, { email: 'staff@example.com' });
    await enroll(owner.token, { course_title: 'UI/UX' });
    expect((await userCourses(owner.token, owner.id)).statusCode).toBe(200);
    expect((await userCourses(admin.token, owner.id)).json()).toHaveLength(1);
    const forbidden = await userCourses(other.token, owner.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBeTypeOf('string');
    expect((await userCourses(undefined, owner.id)).statusCode).toBe(401);
  });
});
