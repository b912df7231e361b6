import { catalogueAdminMessages as m } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';
import { batchFields, courseFields, createCourse, createSyllabus, internshipBody } from './fixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  token = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const asAdmin = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token });

describe('courses', () => {
  it('are created with an image and appear in the public list', async () => {
    const fields = courseFields('Rust for Beginners');
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/create-course/',
      ...(await multipart(fields, {
        course_image: { data: await pngImage(), filename: 'rust.png', type: 'image/png' },
      })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      course_title: 'Rust for Beginners',
      course_duration: 40,
      syllabus: [],
    });
    expect(res.json().course_image).toMatch(/^\/media\/courses\/.+\.webp$/);
    const list = (await t.call({ method: 'GET', url: '/v1/api/list-courses/' })).json();
    expect(list.map((c: { course_title: string }) => c.course_title)).toContain('Rust for Beginners');
  });

  it.each([
    [{ course_title: '' }, 'course_title', m.courseTitleRequired],
    [{ course_title: 'x'.repeat(256) }, 'course_title', 'At most 255 characters.'],
    [{ course_trainer: '' }, 'course_trainer', m.courseTrainerRequired],
    [{ course_trainer: 'x'.repeat(101) }, 'course_trainer', 'At most 100 characters.'],
    [{ course_mode: 'Telepathy' }, 'course_mode', m.courseModeRequired],
    [{ course_duration: '0' }, 'course_duration', m.courseDurationInvalid],
    [{ course_duration: 'ten' }, 'course_duration', m.courseDurationInvalid],
    [{ course_language: ' ' }, 'course_language', m.courseLanguageRequired],
    [{ course_related_domains: '' }, 'course_related_domains', m.courseDomainsRequired],
    [{ course_description: '' }, 'course_description', m.courseDescriptionRequired],
    [{ course_opportunities: '' }, 'course_opportunities', m.courseOpportunitiesRequired],
  ])('refuse %j', async (override, field, message) => {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/create-course/',
      ...(await multipart({ ...courseFields(), ...override })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });

  it('floor a fractional duration and refuse a duplicate title', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: '/v1/api/create-course/',
      ...(await multipart({ ...courseFields('Go Fundamentals'), course_duration: '12.7' })),
    });
    expect(created.json().course_duration).toBe(12);
    const dup = await asAdmin({
      method: 'POST',
      url: '/v1/api/create-course/',
      ...(await multipart(courseFields('go fundamentals'))),
    });
    expect(dup.statusCode).toBe(409);
  });

  it('need a new image to be updated (spec 001 §5)', async () => {
    const course = await createCourse(t);
    const res = await asAdmin({
      method: 'PUT',
      url: `/v1/api/update-course/${course.id}/`,
      ...(await multipart(courseFields())),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.course_image).toEqual([m.courseImageRequired]);
  });

  it('refuse an image that is not one', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/create-course/',
      ...(await multipart(courseFields(), {
        course_image: { data: Buffer.from('<svg onload=alert(1)>'), filename: 'x.png' },
      })),
    });
    expect(res.statusCode).toBe(415);
  });

  it('are deleted with their syllabus in one go', async () => {
    const course = await createCourse(t);
    await createSyllabus(t, course.id, 1);
    await createSyllabus(t, course.id, 2);
    expect((await asAdmin({ method: 'DELETE', url: `/v1/api/delete-course/${course.id}/` })).statusCode).toBe(
      204,
    );
    const { rows } = (await t.app.db.execute(
      sql`select count(*)::int as n from syllabus_entries where course_id = ${course.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
    expect((await t.call({ method: 'GET', url: `/v1/api/course/${course.id}/` })).statusCode).toBe(404);
  });

  it('with enrolled learners are kept (409), so no learner loses their course', async () => {
    const course = await createCourse(t);
    const learner = await registerLearner(t);
    await t.call({
      method: 'POST',
      url: '/v1/auth/selected-courses/',
      token: learner.token,
      payload: { course_title: course.course_title },
    });
    const res = await asAdmin({ method: 'DELETE', url: `/v1/api/delete-course/${course.id}/` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.courseHasLearners, code: 'course_has_learners' });
  });
});

describe('syllabus', () => {
  it('is created, edited (topics as a comma string) and listed by week', async () => {
    const course = await createCourse(t);
    // Created as weeks 13, 11 and 12, then renumbered 3, 1 and 2.
    for (const week of [3, 1, 2])
      await createSyllabus(t, course.id, 10 + week).then((e) =>
        asAdmin({
          method: 'PUT',
          url: `/v1/api/syllabus/update/${e.id}/`,
          payload: {
            course_title_id: course.id,
            week_number: week,
            title: `Week ${week}`,
            topics: ' a, ,b ',
          },
        }),
      );
    const got = (await t.call({ method: 'GET', url: `/v1/api/course/${course.id}/` })).json();
    expect(got.syllabus.map((s: { week_number: number }) => s.week_number)).toEqual([1, 2, 3]);
    expect(got.syllabus[0].topics).toEqual(['a', 'b']);
  });

  it.each([
    [{ week_number: 0 }, 'week_number', m.syllabusWeekInvalid],
    [{ week_number: 'x' }, 'week_number', m.syllabusWeekInvalid],
    [{ title: '' }, 'title', m.syllabusTitleRequired],
    [{ topics: [] }, 'topics', m.syllabusTopicsRequired],
    [{ topics: ' , ' }, 'topics', m.syllabusTopicsRequired],
    [{ course_title_id: '' }, 'course_title_id', m.syllabusSelectCourse],
  ])('refuses %j', async (override, field, message) => {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/syllabus/create/',
      payload: { course_title_id: 1, week_number: 1, title: 'T', topics: ['x'], ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });

  it('answers an unknown entry or course with 404', async () => {
    expect((await asAdmin({ method: 'DELETE', url: '/v1/api/syllabus/delete/999999/' })).statusCode).toBe(
      404,
    );
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/syllabus/create/',
      payload: { course_title_id: 999999, week_number: 1, title: 'T', topics: ['x'] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('internships', () => {
  it('store the data-URL card image as a file and serve its URL', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/internships/',
      payload: await internshipBody('Test Internship'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.internship_card_image).toMatch(/^\/media\/internships\/.+\.webp$/);
    expect(body.internship_wyg).toEqual(['Experience', 'Certificate']);
    expect((await t.call({ method: 'GET', url: body.internship_card_image })).statusCode).toBe(200);
  });

  it.each([
    ['not a data URL', 'hello'],
    ['broken base64', 'data:image/png;base64,@@@'],
    ['an HTML page', `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`],
  ])('refuse %s as the card image with 400', async (_label, image) => {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/internships/',
      payload: { ...(await internshipBody()), internship_card_image: image },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.internship_card_image).toBeDefined();
  });

  it('need an image on create, not on edit', async () => {
    const create = await asAdmin({
      method: 'POST',
      url: '/v1/api/internships/',
      payload: { ...(await internshipBody()), internship_card_image: '' },
    });
    expect(create.json().fields.internship_card_image).toEqual([m.internshipImageRequired]);
    const made = (
      await asAdmin({ method: 'POST', url: '/v1/api/internships/', payload: await internshipBody() })
    ).json();
    const edit = await asAdmin({
      method: 'PUT',
      url: `/v1/api/internships/${made.id}/`,
      payload: { ...(await internshipBody('Renamed')), internship_card_image: '' },
    });
    expect(edit.json()).toMatchObject({
      internship_title: 'Renamed',
      internship_card_image: made.internship_card_image,
    });
  });

  it('refuse missing fields and a negative fee', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/v1/api/internships/',
      payload: { ...(await internshipBody()), internship_mentor: '', internship_wyg: '', internship_fee: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'internship_fee',
      'internship_mentor',
      'internship_wyg',
    ]);
  });
});

describe('batches', () => {
  it('are created without an image, refused without required fields, and keep their image on edit', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: '/v1/api/batches/',
      ...(await multipart(batchFields(), { image: { data: await pngImage(), filename: 'b.png' } })),
    });
    expect(created.statusCode).toBe(201);
    const missing = await asAdmin({
      method: 'POST',
      url: '/v1/api/batches/',
      ...(await multipart({ ...batchFields(), instructor: '' })),
    });
    expect(missing.json().fields.instructor).toEqual([m.batchInvalid]);
    const edited = await asAdmin({
      method: 'PUT',
      url: `/v1/api/batches/${created.json().id}/`,
      ...(await multipart({ ...batchFields(), name: 'Renamed batch' })),
    });
    expect(edited.json()).toMatchObject({ name: 'Renamed batch', image: created.json().image });
  });
});
