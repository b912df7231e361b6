import { placementMessages as m } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlacement, placementBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { playLesson } from '../helpers/playback';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const asAdmin = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token: admin.token });

/** A learner in the demo course "DevOps" (5 lessons) at the given lessons watched and attendance. */
async function learnerAt(watched: number, attended: number, held: number) {
  const learner = await registerLearner(t);
  const enrolled = (
    await t.call({
      method: 'POST',
      url: '/v1/auth/selected-courses/',
      token: learner.token,
      payload: { course_title: 'DevOps' },
    })
  ).json();
  const { lessons } = (
    await t.call({
      method: 'GET',
      url: `/v1/api/courses/${enrolled.course_id}/lessons/`,
      token: learner.token,
    })
  ).json();
  for (const lesson of lessons.slice(0, watched)) await playLesson(t, learner, lesson);
  const progress = await asAdmin({
    method: 'PUT',
    url: `/v1/api/enrollments/${enrolled.id}/attendance/`,
    payload: { sessions_held: held, sessions_attended: attended },
  });
  return { ...learner, progress: progress.json().progress as number };
}

describe('placements', () => {
  it('are created by admins with pictures and shown to everyone', async () => {
    const picture = `data:image/png;base64,${(await pngImage()).toString('base64')}`;
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/placements/',
      payload: { ...placementBody(), placement_category_img: picture, placement_featuredjob_img: picture },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().placement_featuredjob_img).toMatch(/^\/media\/placements\/.+\.webp$/);
    const listed = (await t.call({ method: 'GET', url: '/v1/api/placements/' })).json();
    expect(listed[0].id).toBe(res.json().id);
    expect(
      (await t.call({ method: 'GET', url: `/v1/api/placements/${res.json().id}/` })).json()
        .placement_featuredjob_company,
    ).toBe('Acme Corp');
  });

  it.each([
    [{ placement_category_title: '' }, 'placement_category_title', m.placementInvalid],
    [{ placement_featuredjob_title: '' }, 'placement_featuredjob_title', m.placementInvalid],
    [{ placement_featuredjob_company: '' }, 'placement_featuredjob_company', m.placementInvalid],
    [{ placement_jobs_posted: -1 }, 'placement_jobs_posted', m.countInvalid],
    [{ placement_featuredjob_mode: 'Online' }, 'placement_featuredjob_mode', m.jobModeInvalid],
  ])('refuse %j', async (override, field, message) => {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/placements/',
      payload: { ...placementBody(), ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });
});

describe('applying for a job (the 50% gate)', () => {
  it('refuses a learner at 49% saying their progress and course, and accepts one at 50%', async () => {
    const job = await createPlacement(t);
    const below = await learnerAt(3, 13, 40);
    expect(below.progress).toBe(49);
    const refused = await t.call({
      method: 'POST',
      url: `/v1/api/placements/${job.id}/apply/`,
      token: below.token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'You have completed 49% of DevOps. Reach 50% to apply.',
      code: 'progress_too_low',
    });
    // The same figures, structured, from the gate's own endpoint (the web's one rule).
    const standing = await t.call({ method: 'GET', url: '/v1/api/placement-access/', token: below.token });
    expect(standing.statusCode).toBe(200);
    expect(standing.json()).toEqual({
      open: false,
      progress: 49,
      required: 50,
      course: { id: expect.any(Number), title: 'DevOps' },
    });

    const at = await learnerAt(3, 14, 40);
    expect(at.progress).toBe(50);
    expect(
      (await t.call({ method: 'GET', url: '/v1/api/placement-access/', token: at.token })).json(),
    ).toMatchObject({ open: true, progress: 50, required: 50 });
    const applied = await t.call({
      method: 'POST',
      url: `/v1/api/placements/${job.id}/apply/`,
      token: at.token,
    });
    expect(applied.statusCode).toBe(201);
    const again = await t.call({
      method: 'POST',
      url: `/v1/api/placements/${job.id}/apply/`,
      token: at.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: m.alreadyApplied, code: 'already_applied' });

    const applications = (await asAdmin({ method: 'GET', url: '/v1/api/job-applications/' })).json();
    expect(applications.results[0]).toMatchObject({
      placement_id: job.id,
      applicant_id: at.id,
      best_progress: 50,
    });
  });

  it('refuses a learner without courses, and the anonymous', async () => {
    const job = await createPlacement(t);
    const fresh = await registerLearner(t);
    const refused = await t.call({
      method: 'POST',
      url: `/v1/api/placements/${job.id}/apply/`,
      token: fresh.token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'You are not enrolled in a course yet. Enroll in one and complete 50% of it to apply.',
    );
    expect(
      (await t.call({ method: 'GET', url: '/v1/api/placement-access/', token: fresh.token })).json(),
    ).toEqual({ open: false, progress: 0, required: 50, course: null });
    expect((await t.call({ method: 'GET', url: '/v1/api/placement-access/' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: `/v1/api/placements/${job.id}/apply/` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.call({ method: 'POST', url: '/v1/api/placements/99999/apply/', token: fresh.token }))
        .statusCode,
    ).toBe(404);
  });
});
