import { cataloguePaths } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../src/lib/response-cache/store';
import { courseFields, createCourse } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { rawGet } from '../helpers/raw-http';
import { signInAdmin } from '../helpers/users';

// Over a real socket, cache hits are answered before Fastify routes the request (app.ts): they must
// look exactly like the answer that filled the cache.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const fetchHeaders = (res: Response) => {
  const headers = Object.fromEntries(res.headers);
  delete headers.date;
  return headers;
};

/** Whether the last request was answered before Fastify. */
const servedRaw = vi.spyOn(ResponseCache.prototype, 'serveRaw');
const lastServedRaw = () => servedRaw.mock.results.at(-1)?.value as boolean;

describe('catalogue cache hits over HTTP', () => {
  it('carry byte for byte the headers of the answers Fastify sends, 200 and 304', async () => {
    const url = base + cataloguePaths.internships;
    const fromFastify = await rawGet(url);
    expect(lastServedRaw()).toBe(false);
    const hit = await rawGet(url);
    expect(lastServedRaw()).toBe(true);
    expect(hit.headers).toEqual(fromFastify.headers);
    expect(hit.body.equals(fromFastify.body)).toBe(true);

    const etag = hit.headers[hit.headers.indexOf('etag') + 1]!;
    // Fastify answers the 304 of a read that missed the cache (a new URL, the same answer).
    const notModifiedByFastify = await rawGet(`${url}?again=1`, { 'if-none-match': etag });
    expect(lastServedRaw()).toBe(false);
    const notModified = await rawGet(url, { 'if-none-match': etag });
    expect(lastServedRaw()).toBe(true);
    expect(notModified.status).toBe(304);
    expect(notModifiedByFastify.status).toBe(304);
    expect(notModified.headers).toEqual(notModifiedByFastify.headers);
  });

  it('carry the same headers and bytes as the first answer, and 304 by ETag', async () => {
    const first = await fetch(base + cataloguePaths.courses);
    const firstBody = await first.text();
    const hit = await fetch(base + cataloguePaths.courses);
    expect(await hit.text()).toBe(firstBody);
    expect(fetchHeaders(hit)).toEqual(fetchHeaders(first));
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');

    const etag = hit.headers.get('etag')!;
    const notModified = await fetch(base + cataloguePaths.courses, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answer a request carrying a token, valid or not, with no-store (DESIGN §4)', async () => {
    const admin = await signInAdmin(t);
    await fetch(base + cataloguePaths.courses).then((r) => r.text());
    for (const token of [admin.token, 'not-a-token']) {
      const res = await fetch(base + cataloguePaths.courses, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(lastServedRaw()).toBe(false);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const anonymous = await fetch(base + cataloguePaths.courses);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(anonymous.headers.get('etag')).toBeTruthy();
  });

  it('show an admin change at once', async () => {
    const course = await createCourse(t);
    const url = base + cataloguePaths.course(course.id);
    await fetch(url).then((r) => r.text());
    expect(((await (await fetch(url)).json()) as { course_title: string }).course_title).toBe(
      course.course_title,
    );
    const renamed = `${course.course_title} v2`;
    const res = await t.call({
      method: 'PUT',
      url: `/v1/api/update-course/${course.id}/`,
      token: (await signInAdmin(t)).token,
      ...(await multipart(courseFields(renamed), {
        course_image: { data: await pngImage(), filename: 'c.png' },
      })),
    });
    expect(res.statusCode).toBe(200);
    expect(((await (await fetch(url)).json()) as { course_title: string }).course_title).toBe(renamed);
  });

  it('leave HEAD and other paths to the app', async () => {
    await fetch(base + cataloguePaths.batches).then((r) => r.text());
    const head = await fetch(base + cataloguePaths.batches, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect((await fetch(`${base}/v1/api/nothing-here/`)).status).toBe(404);
  });
});
