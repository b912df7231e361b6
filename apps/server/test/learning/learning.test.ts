import {
  courseProgress,
  LEARNING_POINTS,
  LESSON_PLAYBACK,
  learningMessages,
  placementErrorCodes,
} from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placementBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { heartbeat, letTimePass, playLesson } from '../helpers/playback';
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
const enrollmentOf = async (learner: { id: number; token: string }) =>
  (
    await t.call({ method: 'GET', url: `/v1/auth/user-courses/${learner.id}/`, token: learner.token })
  ).json()[0].enrollment_id as number;
const setAttendance = (enrollmentId: number, token: string, payload: object) =>
  t.call({ method: 'PUT', url: `/v1/api/enrollments/${enrollmentId}/attendance/`, token, payload });

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
    expect(res.json()).toEqual({ detail: learningMessages.notEnrolled, code: 'not_enrolled' });
    expect((await lessonsOf(admin.token, 1)).statusCode).toBe(200);
  });

  it('counts a lesson once playback covers it: progress, points and activity follow, once', async () => {
    const learner = await enrolled('AWS');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const lesson = lessons[0];
    expect(lesson.duration_seconds).toBe(4);
    const first = await heartbeat(t, learner, lesson.id, 0);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      lesson_id: lesson.id,
      seconds_watched: 0,
      watched: false,
      progress: 0,
    });
    await letTimePass(t, learner, 4);
    const end = await heartbeat(t, learner, lesson.id, 4);
    expect(end.json()).toMatchObject({
      seconds_watched: 4,
      duration_seconds: 4,
      watched: true,
      progress: 12,
      lessons_watched: 1,
      lessons_total: 5,
    });
    await letTimePass(t, learner, 4);
    expect((await heartbeat(t, learner, lesson.id, 4)).json()).toMatchObject({
      watched: true,
      lessons_watched: 1,
    });

    const again = (await lessonsOf(learner.token, learner.courseId)).json();
    expect(again.lessons_watched).toBe(1);
    expect(again.lessons[0]).toMatchObject({ watched: true, seconds_watched: 4 });
    expect(again.lessons[1]).toMatchObject({ watched: false, seconds_watched: 0 });
    const me = (
      await t.call({ method: 'GET', url: `/v1/auth/candidates/${learner.id}/`, token: learner.token })
    ).json();
    expect(me.learningPoints).toBe(LEARNING_POINTS.lessonWatched);
    expect(me.recentActivities[0].description).toContain(lesson.title);
    const courses = (
      await t.call({ method: 'GET', url: `/v1/auth/user-courses/${learner.id}/`, token: learner.token })
    ).json();
    expect(courses[0]).toMatchObject({ progress: 12, lessons_watched: 1, status: 'In progress' });
  });

  it('refuses reports on a lesson of a course the learner is not in, or of no lesson', async () => {
    const learner = await enrolled('UI/UX');
    const other = await enrolled('Java FullStack');
    const { lessons } = (await lessonsOf(other.token, other.courseId)).json();
    const refused = await heartbeat(t, learner, lessons[0].id, 0);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: learningMessages.notEnrolled, code: 'not_enrolled' });
    // An admin who is not enrolled has no playback to record either.
    expect((await heartbeat(t, admin, lessons[0].id, 0)).statusCode).toBe(403);
    expect((await heartbeat(t, learner, 999_999, 0)).statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/v1/api/lessons/${lessons[0].id}/heartbeat/`,
          payload: { position_seconds: 0 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each([
    ['a negative position', { position_seconds: -1 }],
    ['a huge position', { position_seconds: 1e12 }],
    ['an infinite position', '{"position_seconds": 1e999}'],
    ['a position that is not a number', { position_seconds: 'NaN' }],
    ['no position', {}],
    ['a null position', { position_seconds: null }],
  ])('answers %s with 400 and the contract message', async (_label, payload) => {
    const learner = await enrolled('DevOps');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const res = await t.call({
      method: 'POST',
      url: `/v1/api/lessons/${lessons[0].id}/heartbeat/`,
      token: learner.token,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.position_seconds).toEqual([learningMessages.positionInvalid]);
  });

  it('answers a body that is not JSON (a bare NaN) with 400', async () => {
    const learner = await enrolled('DevOps');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const res = await t.call({
      method: 'POST',
      url: `/v1/api/lessons/${lessons[0].id}/heartbeat/`,
      token: learner.token,
      payload: '{"position_seconds": NaN}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers the old one-click route with 404: nothing marks a lesson watched without playback', async () => {
    const learner = await enrolled('DevOps');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const res = await t.call({
      method: 'POST',
      url: `/v1/api/lessons/${lessons[0].id}/watched/`,
      token: learner.token,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('playback is counted against the lesson and the clock', () => {
  it('a burst of claims without playback watches nothing and keeps the placement gate shut', async () => {
    // Full attendance is 40%: one watched lesson (12%) would open the 50% gate.
    const learner = await enrolled('Python FullStack');
    const enrollmentId = await enrollmentOf(learner);
    expect(
      (await setAttendance(enrollmentId, admin.token, { sessions_held: 10, sessions_attended: 10 }))
        .statusCode,
    ).toBe(200);
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const started = Date.now();
    for (const lesson of lessons) {
      await t.call({ method: 'POST', url: `/v1/api/lessons/${lesson.id}/watched/`, token: learner.token });
      await heartbeat(t, learner, lesson.id, 0);
      await heartbeat(t, learner, lesson.id, lesson.duration_seconds);
    }
    // The claims took well under a lesson's length of real time.
    expect(Date.now() - started).toBeLessThan(3000);
    const after = (await lessonsOf(learner.token, learner.courseId)).json();
    expect(after).toMatchObject({ lessons_watched: 0, progress: 40 });
    expect(after.lessons.every((l: { watched: boolean }) => !l.watched)).toBe(true);
    const placement = (
      await t.call({
        method: 'POST',
        url: '/v1/api/placements/',
        token: admin.token,
        payload: placementBody(),
      })
    ).json();
    const apply = await t.call({
      method: 'POST',
      url: `/v1/api/placements/${placement.id}/apply/`,
      token: learner.token,
    });
    expect(apply.statusCode).toBe(403);
    expect(apply.json()).toMatchObject({
      code: placementErrorCodes.progressTooLow,
      detail: expect.stringMatching(/^You have completed 40% of .+\. Reach 50% to apply\.$/),
    });
  });

  it('credits no more than the time since the previous report', async () => {
    const learner = await enrolled('AWS');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const id = lessons[0].id;
    await heartbeat(t, learner, id, 0);
    await letTimePass(t, learner, 1);
    // Claims the whole lesson after one second: only the last second before the claim counts.
    expect((await heartbeat(t, learner, id, 4)).json()).toMatchObject({ seconds_watched: 1, watched: false });
    await letTimePass(t, learner, 2);
    // Back to 1 s, then on: stretches merge, seconds already covered do not count twice.
    await heartbeat(t, learner, id, 1);
    await letTimePass(t, learner, 2);
    expect((await heartbeat(t, learner, id, 3)).json()).toMatchObject({ seconds_watched: 3, watched: false });
    await letTimePass(t, learner, 1);
    // Past the end counts as the end (the video's length is what the server stores).
    expect((await heartbeat(t, learner, id, 5000)).json()).toMatchObject({
      seconds_watched: 3,
      watched: false,
    });
  });

  it('credits nothing across a gap longer than a paused player leaves', async () => {
    const learner = await enrolled('UI/UX');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    await heartbeat(t, learner, lessons[0].id, 0);
    await letTimePass(t, learner, LESSON_PLAYBACK.maxGapSeconds + 1);
    expect((await heartbeat(t, learner, lessons[0].id, 4)).json()).toMatchObject({ seconds_watched: 0 });
  });

  it('does not count lessons played side by side twice, even when their reports arrive together', async () => {
    const learner = await enrolled('Java FullStack');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    const [a, b, c] = lessons;
    await heartbeat(t, learner, a.id, 0);
    await heartbeat(t, learner, b.id, 0);
    await letTimePass(t, learner, 4);
    expect((await heartbeat(t, learner, a.id, 4)).json()).toMatchObject({ watched: true });
    expect((await heartbeat(t, learner, b.id, 4)).json()).toMatchObject({
      seconds_watched: 0,
      watched: false,
    });

    // Sent at the same moment, the reports are counted one after the other: one lesson's time only.
    await heartbeat(t, learner, c.id, 0);
    await heartbeat(t, learner, b.id, 0);
    await letTimePass(t, learner, 4);
    const together = await Promise.all([heartbeat(t, learner, b.id, 4), heartbeat(t, learner, c.id, 4)]);
    expect(together.map((r) => r.json().watched).sort()).toEqual([false, true]);
    expect((await lessonsOf(learner.token, learner.courseId)).json().lessons_watched).toBe(2);
  });

  it('is rate-limited per learner', async () => {
    const learner = await enrolled('DevOps');
    const other = await enrolled('DevOps');
    const { lessons } = (await lessonsOf(learner.token, learner.courseId)).json();
    for (let i = 0; i < LESSON_PLAYBACK.heartbeatsPerMinute; i++) {
      expect((await heartbeat(t, learner, lessons[i % lessons.length].id, 0)).statusCode).toBe(200);
    }
    const limited = await heartbeat(t, learner, lessons[0].id, 0);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toEqual(expect.any(String));
    expect((await heartbeat(t, other, lessons[0].id, 0)).statusCode).toBe(200);
  });
});

describe('attendance (admin) and completion', () => {
  it('is set by an admin only, and completing a course counts once', async () => {
    const learner = await enrolled('Cyber Security');
    const enrollmentId = await enrollmentOf(learner);
    const attendance = (token: string, payload: object) => setAttendance(enrollmentId, token, payload);

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
    for (const lesson of lessons) await playLesson(t, learner, lesson);
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
