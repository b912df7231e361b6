import { courseProgress, LEARNING_POINTS, learningMessages } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerAdmin, registerLearner } from '../helpers/users';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerLearner>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'staff@example.com' }, { seed: true });
  admin = await registerAdmin(t, { email: 'staff@example.com' });
});
afterAll(() => t.close());

async function enrolled(courseTitle = 'DevOps') {
  const learner = await registerLearner(t);
  const enrollment = await t.call({
    method: 'POST',
    url: '/v1/auth/selected-courses/',
    token: learner.token,
    payload: { course_title: courseTitle },
  });
  return { ...learner, courseId: enrollment.json().course_id as number };
}
const lessonsOf = (token: string, courseId: number) =>
  t.call({ method: 'GET', url: `/v1/api/courses/${courseId}/lessons/`, token });
const watch = (token: string, lessonId: number) =>
  t.call({ method: 'POST', url: `/v1/api/lessons/${lessonId}/watched/`, token });

describe('progress arithmetic (spec 000 §9: 60% lessons + 40% attendance)', () => {
  it.each([
    [{ lessonsWatched: 0, lessonsTotal: 5, sessionsAttended: 0, sessionsHeld: 0 }, 0],
    [{ lessonsWatched: 5, lessonsTotal: 5, sessionsAttended: 0, sessionsHeld: 0 }, 60],
    [{ lessonsWatched: 0, lessonsTotal: 5, sessionsAttended: 10, sessionsHeld: 10 }, 40],
    [{ lessonsWatched: 2, lessonsTotal: 5, sessionsAttended: 5, sessionsHeld: 10 }, 44],
    [{ lessonsWatched: 1, lessonsTotal: 3, sessionsAttended: 1, sessionsHeld: 3 }, 33],
    [{ lessonsWatched: 5, lessonsTotal: 5, sessionsAttended: 10, sessionsHeld: 10 }, 100],
    [{ lessonsWatched: 0, lessonsTotal: 0, sessionsAttended: 0, sessionsHeld: 0 }, 0],
  ])('%j → %i%', (input, expected) => expect(courseProgress(input)).toBe(expected));
});

describe('online class', () => {
  it('lists the lessons of an enrolled course in order, none watched yet', async () => {
    const learner = await enrolled();
    const res = await lessonsOf(learner.token, learner.courseId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lessons.length).toBeGreaterThanOrEqual(5);
    expect(body.lessons.map((l: { position: number }) => l.position)).toEqual([1, 2, 3, 4, 5]);
    expect(body.lessons.every((l: { watched: boolean }) => !l.watched)).toBe(true);
    expect(body).toMatchObject({ progress: 0, lessons_watched: 0, lessons_total: 5 });
    const video = await t.call({ method: 'GET', url: body.lessons[0].video_url });
    expect(video.headers['content-type']).toBe('video/webm');
  });

  it('refuses a learner who is not enrolled (403) but lets an admin look', async () => {
    const outsider = await registerLearner(t);
    const res = await lessonsOf(outsider.token, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: learningMessages.notEnrolled });
    expect((await lessonsOf(admin.token, 1)).statusCode).toBe(200);
  });

  it('counts a watched lesson once: progress, points and activity follow', async () => {
    const learner = await enrolled('AWS');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const first = await watch(learner.token, lessons[0].id);
    expect(first.json()).toMatchObject({ progress: 12, lessons_watched: 1, lessons_total: 5 });
    await watch(learner.token, lessons[0].id);
    const again = (await lessonsOf(learner.token, learner.courseId)).json();
    expect(again.lessons_watched).toBe(1);
    expect(again.lessons[0].watched).toBe(true);
    const me = (
      await t.call({ method: 'GET', url: `/v1/auth/candidates/${learner.id}/`, token: learner.token })
    ).json();
    expect(me.learningPoints).toBe(LEARNING_POINTS.lessonWatched);
    expect(me.recentActivities[0].description).toContain(lessons[0].title);
    const courses = (
      await t.call({ method: 'GET', url: `/v1/auth/user-courses/${learner.id}/`, token: learner.token })
    ).json();
    expect(courses[0]).toMatchObject({ progress: 12, lessons_watched: 1, status: 'In progress' });
  });

  it('refuses to mark a lesson of a course the learner is not in', async () => {
    const learner = await enrolled('UI/UX');
    const other = await enrolled('Java FullStack');
    const { lessons } = (await lessonsOf(other.token, other.courseId)).json();
    expect((await watch(learner.token, lessons[0].id)).statusCode).toBe(403);
    expect((await watch(learner.token, 999_999)).statusCode).toBe(404);
  });
});

describe('attendance (admin) and completion', () => {
  it('is set by an admin only, and completing a course counts once', async () => {
    const learner = await enrolled('Cyber Security');
    const { enrollment_id } = (
      await t.call({ method: 'GET', url: `/v1/auth/user-courses/${learner.id}/`, token: learner.token })
    ).json()[0];
    const attendance = (token: string, payload: object) =>
      t.call({ method: 'PUT', url: `/v1/api/enrollments/${enrollment_id}/attendance/`, token, payload });

    expect((await attendance(learner.token, { sessions_held: 10, sessions_attended: 10 })).statusCode).toBe(
      403,
    );
    const bad = await attendance(admin.token, { sessions_held: 2, sessions_attended: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.sessions_attended).toBeDefined();

    expect(
      (await attendance(admin.token, { sessions_held: 10, sessions_attended: 10 })).json().progress,
    ).toBe(40);
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    for (const lesson of lessons) await watch(learner.token, lesson.id);
    await attendance(admin.token, { sessions_held: 10, sessions_attended: 10 });

    const me = (
      await t.call({ method: 'GET', url: `/v1/auth/candidates/${learner.id}/`, token: learner.token })
    ).json();
    expect(me.completedCourses).toBe(1);
    expect(me.ongoingCourses).toBe(0);
    expect(me.learningPoints).toBe(
      lessons.length * LEARNING_POINTS.lessonWatched + LEARNING_POINTS.courseCompleted,
    );
    expect(me.badges).toContain('Course Finisher');
    expect(me.rank).toBe(1);
    const newcomer = await registerLearner(t);
    const theirs = (
      await t.call({ method: 'GET', url: `/v1/auth/candidates/${newcomer.id}/`, token: newcomer.token })
    ).json();
    expect(theirs.rank).toBeGreaterThan(1);
  });
});
