import { existsSync } from 'node:fs';
import path from 'node:path';
import { profileMessages } from '@skillpath/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { jpegWithMetadata, pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
});
afterAll(() => t.close());

const upload = async (token: string | undefined, data: Buffer, filename = 'me.png', type = 'image/png') =>
  t.call({
    method: 'POST',
    url: '/v1/auth/candidate/upload-image/',
    token,
    ...(await multipart({ user_id: '1' }, { image: { data, filename, type } })),
  });
const fileOf = (publicPath: string) =>
  path.join(t.config.dataDir, 'uploads', publicPath.replace('/media/', ''));

describe('profile picture upload', () => {
  it('re-encodes an accepted image as WebP with its metadata gone', async () => {
    const learner = await registerLearner(t);
    const res = await upload(learner.token, await jpegWithMetadata(), 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const stored = await sharp(fileOf(res.json().image)).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
  });

  it.each([
    ['a PHP script named .png', Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.png'],
    ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'page.png'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'cv.png'],
  ])('refuses %s with 415', async (_label, data, filename) => {
    const learner = await registerLearner(t);
    const res = await upload(learner.token, data, filename);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: profileMessages.imageInvalid, code: 'unsupported_media_type' });
  });

  it('refuses an image over 5 MB with 413', async () => {
    const learner = await registerLearner(t);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(learner.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: profileMessages.imageTooLarge, code: 'too_large' });
  });

  it('refuses a decompression bomb (a huge pixel count in a tiny file)', async () => {
    const learner = await registerLearner(t);
    const bomb = await sharp({
      create: { width: 7_000, height: 7_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(learner.token, bomb)).statusCode).toBe(415);
  });

  it('needs a signed-in user and a multipart body', async () => {
    expect((await upload(undefined, await pngImage())).statusCode).toBe(401);
    const learner = await registerLearner(t);
    const json = await t.call({
      method: 'POST',
      url: '/v1/auth/candidate/upload-image/',
      token: learner.token,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('deletes the picture and its file', async () => {
    const learner = await registerLearner(t);
    const { image } = (await upload(learner.token, await pngImage(33, 33))).json();
    expect(existsSync(fileOf(image))).toBe(true);
    const res = await t.call({
      method: 'DELETE',
      url: `/v1/auth/candidate/delete-image/${learner.id}/`,
      token: learner.token,
    });
    expect(res.json().image).toBe('');
    expect(existsSync(fileOf(image))).toBe(false);
  });
});

describe('DELETE /v1/auth/candidate/delete/{id}/', () => {
  it('removes the account and all it owns; the old token gets 401 and the e-mail can register again', async () => {
    const learner = await registerLearner(t, { email: 'leaving@example.com' });
    const { image } = (await upload(learner.token, await pngImage(41, 41))).json();
    await t.call({
      method: 'POST',
      url: '/v1/auth/selected-courses/',
      token: learner.token,
      payload: { course_title: 'AWS' },
    });

    const res = await t.call({
      method: 'DELETE',
      url: `/v1/auth/candidate/delete/${learner.id}/`,
      token: learner.token,
      payload: { current_password: learner.password },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/v1/auth/profile/', token: learner.token })).statusCode).toBe(
      401,
    );
    expect(existsSync(fileOf(image))).toBe(false);
    const again = await registerLearner(t, { email: 'leaving@example.com' });
    expect(
      (await t.call({ method: 'GET', url: `/v1/auth/user-courses/${again.id}/`, token: again.token })).json(),
    ).toEqual([]);
  });

  it('refuses another learner', async () => {
    const owner = await registerLearner(t);
    const other = await registerLearner(t);
    const res = await t.call({
      method: 'DELETE',
      url: `/v1/auth/candidate/delete/${owner.id}/`,
      token: other.token,
      payload: { current_password: other.password },
    });
    expect(res.statusCode).toBe(403);
  });
});
