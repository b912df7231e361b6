import { enrollmentRoutes } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfResume } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';

// One behaviour, two drivers: files under DATA_DIR (default) and rows of the database (MEDIA_STORE=db).
describe.each(['file', 'db'] as const)('media with MEDIA_STORE=%s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_STORE: driver }, { seed: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });

  it('serves what was put, byte for byte, with its type and the media headers', async () => {
    const bytes = await pngImage(20, 10);
    const publicPath = await t.app.media.put('tests', bytes, 'png');
    expect(publicPath).toMatch(/^\/media\/tests\/[0-9a-f]{32}\.png$/);
    const res = await get(publicPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps content-hash names: the same bytes give the same path', async () => {
    const bytes = await pngImage(21, 11);
    expect(await t.app.media.put('tests', bytes, 'png')).toBe(await t.app.media.put('tests', bytes, 'png'));
  });

  it('answers a repeated request with 304 by its ETag', async () => {
    const publicPath = await t.app.media.put('tests', await pngImage(22, 12), 'png');
    const first = await get(publicPath);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await get(publicPath, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('stops serving a removed file', async () => {
    const publicPath = await t.app.media.put('tests', await pngImage(23, 13), 'png');
    expect((await get(publicPath)).statusCode).toBe(200);
    await t.app.media.remove(publicPath);
    expect((await get(publicPath)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown path', async () => {
    const res = await get(`/media/tests/${'0'.repeat(32)}.png`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
  });

  it('refuses paths that climb out of the media folder', async () => {
    const key = await t.app.documents.put('resumes', pdfResume(), 'pdf');
    for (const url of [
      `/media/../private/${key}`,
      `/media/%2e%2e/private/${key}`,
      `/media/..%2fprivate/${key}`,
      '/media/../db/PG_VERSION',
      '/media/%2e%2e%2f%2e%2e%2fetc/passwd',
    ]) {
      const res = await get(url);
      expect([400, 403, 404], url).toContain(res.statusCode);
      expect(res.rawPayload.includes(Buffer.from('%PDF')), url).toBe(false);
    }
  });

  it('keeps private documents private: readable by the store, never under /media', async () => {
    const key = await t.app.documents.put('resumes', pdfResume(), 'pdf');
    expect((await t.app.documents.read(key))?.equals(pdfResume())).toBe(true);
    for (const url of [`/media/${key}`, `/media/private/${key}`, `/media/resumes/${key.split('/')[1]}`]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    await t.app.documents.remove(key);
    expect(await t.app.documents.read(key)).toBeUndefined();
  });

  it('serves the pictures and lesson video of the seeded catalogue', async () => {
    const [course] = (await get('/v1/api/list-courses/')).json();
    const image = await get(course.course_image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const learner = await registerLearner(t);
    const enrolled = await t.call({
      method: 'POST',
      url: enrollmentRoutes.enroll.path,
      token: learner.token,
      payload: { course_title: course.course_title },
    });
    expect(enrolled.statusCode).toBe(201);
    const lessons = await t.call({
      method: 'GET',
      url: `/v1/api/courses/${course.id}/lessons/`,
      token: learner.token,
    });
    const video = await get(lessons.json().lessons[0].video_url);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
  });

  it('serves a profile picture uploaded by a learner, and a resume downloads for the admin', async () => {
    const learner = await registerLearner(t);
    const upload = await t.call({
      method: 'POST',
      url: '/v1/auth/candidate/upload-image/',
      token: learner.token,
      ...(await multipart({ user_id: '1' }, { image: { data: await pngImage(), filename: 'me.png' } })),
    });
    expect(upload.statusCode).toBe(200);
    const picture = await get(upload.json().image);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    const request = await t.call({
      method: 'POST',
      url: '/v1/api/create-profile/',
      token: learner.token,
      ...(await multipart(
        { username: 'Asha', mobile: '9876543210' },
        { resume: { data: pdfResume(), filename: 'cv.pdf' } },
      )),
    });
    expect(request.statusCode).toBe(201);
    const admin = await signInAdmin(t);
    const file = await t.call({
      method: 'GET',
      url: `/v1/api/assessment-requests/${request.json().id}/resume/`,
      token: admin.token,
    });
    expect(file.rawPayload.equals(pdfResume())).toBe(true);
  });
});
