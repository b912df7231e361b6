import { cataloguePaths, enrollmentRoutes } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema';
import {
  batchFields,
  courseFields,
  createBatch,
  createCourse,
  createInternship,
  internshipBody,
  placementBody,
} from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
const asAdmin = async (opts: Parameters<TestApp['call']>[0]) => {
  const res = await t.call({ ...opts, token: (await signInAdmin(t)).token });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
/** Reads a URL twice, so that the second answer comes from the cache, and returns the second. */
const readTwice = async (url: string) => {
  await get(url);
  return get(url);
};
const titles = (res: { json(): unknown }) =>
  (res.json() as { course_title: string }[]).map((c) => c.course_title);

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

describe('catalogue read cache', () => {
  it('answers list-courses with a strong ETag, and 304 when the client has it', async () => {
    const first = await get(cataloguePaths.courses);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const hit = await get(cataloguePaths.courses);
    expect(hit.body).toBe(first.body);
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['content-type']).toBe(first.headers['content-type']);

    const notModified = await get(cataloguePaths.courses, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(cataloguePaths.courses, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps the security headers on cached answers', async () => {
    const miss = await get(cataloguePaths.internships);
    const hit = await get(cataloguePaths.internships);
    for (const name of SECURITY_HEADERS) {
      expect(miss.headers[name], name).toBeDefined();
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
  });

  it('serves each course by title and by id as itself (the query string is part of the key)', async () => {
    const [a, b] = (await get(cataloguePaths.courses)).json();
    for (const course of [a, b, a, b]) {
      const byTitle = await get(
        `${cataloguePaths.courseByTitle}?title=${encodeURIComponent(course.course_title)}`,
      );
      expect(byTitle.json().id).toBe(course.id);
      expect((await get(cataloguePaths.course(course.id))).json().id).toBe(course.id);
    }
  });

  it('serves a changed course at once after an admin updates it, and the old ETag no longer matches', async () => {
    const course = await createCourse(t);
    const before = await readTwice(cataloguePaths.courses);
    expect(titles(before)).toContain(course.course_title);
    await readTwice(cataloguePaths.course(course.id));

    const renamed = `${course.course_title} renamed`;
    await asAdmin({
      method: 'PUT',
      url: `/v1/api/update-course/${course.id}/`,
      ...(await multipart(courseFields(renamed), {
        course_image: { data: await pngImage(), filename: 'c.png' },
      })),
    });

    const after = await get(cataloguePaths.courses, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(titles(after)).toContain(renamed);
    expect(titles(after)).not.toContain(course.course_title);
    expect((await get(cataloguePaths.course(course.id))).json().course_title).toBe(renamed);
    // And the new answer is the one cached from now on.
    expect(titles(await get(cataloguePaths.courses))).toContain(renamed);
  });

  it('stops serving a deleted course', async () => {
    const course = await createCourse(t);
    expect(titles(await readTwice(cataloguePaths.courses))).toContain(course.course_title);
    expect((await readTwice(cataloguePaths.course(course.id))).statusCode).toBe(200);
    await asAdmin({ method: 'DELETE', url: `/v1/api/delete-course/${course.id}/` });
    expect(titles(await get(cataloguePaths.courses))).not.toContain(course.course_title);
    expect((await get(cataloguePaths.course(course.id))).statusCode).toBe(404);
  });

  it('shows batch writes at once', async () => {
    const batch = await createBatch(t);
    const names = async () => (await get(cataloguePaths.batches)).json().map((b: { name: string }) => b.name);
    await names();
    expect(await names()).toContain(batch.name);
    const fields = batchFields();
    await asAdmin({ method: 'PUT', url: `/v1/api/batches/${batch.id}/`, ...(await multipart(fields)) });
    expect(await names()).toContain(fields.name);
    await asAdmin({ method: 'DELETE', url: `/v1/api/batches/${batch.id}/` });
    expect(await names()).not.toContain(fields.name);
  });

  it('shows internship writes at once, in the list and the detail', async () => {
    const internship = await createInternship(t);
    const detail = cataloguePaths.internship(internship.id);
    await readTwice(cataloguePaths.internships);
    expect((await readTwice(detail)).json().internship_title).toBe(internship.internship_title);
    const body = { ...(await internshipBody()), internship_card_image: internship.internship_card_image };
    await asAdmin({ method: 'PUT', url: detail, payload: body });
    expect((await get(detail)).json().internship_title).toBe(body.internship_title);
    const listed = (await get(cataloguePaths.internships))
      .json()
      .map((i: { id: number; internship_title: string }) => i);
    expect(listed.find((i: { id: number }) => i.id === internship.id).internship_title).toBe(
      body.internship_title,
    );
    await asAdmin({ method: 'DELETE', url: detail });
    expect((await get(detail)).statusCode).toBe(404);
  });

  it('shows a new placement at once', async () => {
    await readTwice('/v1/api/placements/');
    const created = await asAdmin({ method: 'POST', url: '/v1/api/placements/', payload: placementBody() });
    const ids = (await get('/v1/api/placements/')).json().map((p: { id: number }) => p.id);
    expect(ids).toContain(created.json().id);
  });

  it("counts a learner's enrolment in the cached list at once", async () => {
    const course = await createCourse(t);
    const enrolled = async () =>
      (await get(cataloguePaths.courses)).json().find((c: { id: number }) => c.id === course.id)
        .course_enrolled;
    await enrolled();
    const before = await enrolled();
    const learner = await registerLearner(t);
    const res = await t.call({
      method: 'POST',
      url: enrollmentRoutes.enroll.path,
      token: learner.token,
      payload: { course_title: course.course_title },
    });
    expect(res.statusCode).toBe(201);
    expect(await enrolled()).toBe(before + 1);
  });

  it('never caches an error: a course missing at first is found once it exists', async () => {
    const title = `Not yet ${Date.now()}`;
    const url = `${cataloguePaths.courseByTitle}?title=${encodeURIComponent(title)}`;
    const missing = await readTwice(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    // Written behind the API's back, so nothing invalidates: only an uncached 404 lets it show.
    await t.app.db.insert(courses).values({
      title,
      description: 'Inserted directly.',
      durationHours: 10,
      mode: 'Online',
      trainer: 'T',
      language: 'English',
      relatedDomains: 'X',
      opportunities: 'Y',
    });
    expect((await get(url)).json().course_title).toBe(title);
  });
});
