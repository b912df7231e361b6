import { authPaths, cataloguePaths } from '@skillpath/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFields } from '../admin/fixtures';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { createPgDatabaseFromTemplate, createPgTemplate, dropPgDatabases } from '../helpers/postgres';
import {
  removeDataDir,
  type ServerProcess,
  startServerProcess,
  TEST_ADMIN_PASSWORD,
} from '../helpers/server-process';
import { TEST_ADMIN_EMAIL, TEST_PASSWORD } from '../helpers/test-identity';

// Two servers that share only PostgreSQL and Redis (own DATA_DIR each, media in the database): what a
// visitor sees must not depend on which one a load balancer picks.
const pgUrl = process.env.TEST_DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;
// Redis database 14: the api-redis project flushes 15.
const redisUrl = redisBase ? new URL('/14', redisBase).toString() : undefined;

describe.runIf(pgUrl && redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  const runId = `multi_${process.pid}_${Date.now().toString(36)}`;
  let a: ServerProcess;
  let b: ServerProcess;
  let ip = 0;
  /** Each request its own client address (TRUST_PROXY), so the per-address limit counts only where meant. */
  const from = (address = `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`) => ({
    'x-forwarded-for': address,
  });

  beforeAll(async () => {
    const redis = new Redis(redisUrl!);
    await redis.flushdb();
    await redis.quit();
    const template = await createPgTemplate(pgUrl!, runId);
    const { url } = await createPgDatabaseFromTemplate(pgUrl!, template);
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl!,
      MEDIA_STORE: 'db',
      TRUST_PROXY: 'true',
      LOGIN_FAILURE_LIMIT: '3',
      LOGIN_ADDRESS_FAILURE_LIMIT: '3',
      AUTH_RATE_LIMIT: '4',
    };
    a = await startServerProcess(env, { readyTimeoutMs: 120_000 });
    b = await startServerProcess(env, { readyTimeoutMs: 120_000 });
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      await server.kill('SIGTERM');
      await removeDataDir(server.dataDir);
    }
    await dropPgDatabases(pgUrl!, runId);
  });

  const signUp = async (server: ServerProcess) => {
    const email = `multi${++ip}.${Date.now()}@example.com`;
    const res = await server.fetch(authPaths.signUp, {
      method: 'POST',
      headers: from(),
      json: { name: 'Multi Learner', phone: '9876543210', email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(201);
    return { email, token: ((await res.json()) as { token: string }).token };
  };
  const login = (server: ServerProcess, email: string, password: string, headers = from()) =>
    server.fetch(authPaths.login, { method: 'POST', headers, json: { email, password } });
  /** A multipart body for fetch. */
  const form = async (...args: Parameters<typeof multipart>) => {
    const { payload, headers } = await multipart(...args);
    return { body: new Uint8Array(payload), headers };
  };
  const adminToken = async () =>
    ((await (await login(a, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).json()) as { token: string }).token;

  it('accepts a token from A on B, and refuses it on B as soon as it is logged out on A', async () => {
    const learner = await signUp(a);
    expect((await b.fetch(authPaths.profile, { token: learner.token })).status).toBe(200);
    expect((await a.fetch(authPaths.logout, { method: 'POST', token: learner.token })).status).toBeLessThan(
      300,
    );
    expect((await b.fetch(authPaths.profile, { token: learner.token })).status).toBe(401);
  });

  it('counts failed logins of one e-mail (from many clients) across both', async () => {
    const learner = await signUp(b);
    expect((await login(a, learner.email, 'wrong-one')).status).toBe(401);
    expect((await login(b, learner.email, 'wrong-two')).status).toBe(401);
    expect((await login(a, learner.email, 'wrong-three')).status).toBe(401);
    const refused = await login(b, learner.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts the requests of one address across both', async () => {
    const address = from('10.9.9.9');
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await login(i % 2 === 0 ? a : b, `nobody${i}@example.com`, 'whatever1', address)).status);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('serves on B a course changed through A at once, though B had cached it, with its picture', async () => {
    const token = await adminToken();
    const image = { course_image: { data: await pngImage(), filename: 'c.png' } };
    const created = await a.fetch('/v1/api/create-course/', {
      method: 'POST',
      token,
      ...(await form(courseFields(), image)),
    });
    expect(created.status).toBe(201);
    const course = (await created.json()) as { id: number; course_title: string; course_image: string };

    // B reads twice: the second answer is its cached one.
    const readOnB = async () => {
      const list = (await (await b.fetch(cataloguePaths.courses)).json()) as {
        id: number;
        course_title: string;
      }[];
      return list.find((c) => c.id === course.id)?.course_title;
    };
    expect(await readOnB()).toBe(course.course_title);
    const cached = await b.fetch(cataloguePaths.courses);
    const etag = cached.headers.get('etag')!;
    expect((await b.fetch(cataloguePaths.courses, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await b.fetch(cataloguePaths.course(course.id));

    const renamed = `${course.course_title} (changed on A)`;
    const updated = await a.fetch(`/v1/api/update-course/${course.id}/`, {
      method: 'PUT',
      token,
      ...(await form(courseFields(renamed), image)),
    });
    expect(updated.status).toBe(200);

    expect(await readOnB()).toBe(renamed);
    expect((await b.fetch(cataloguePaths.courses, { headers: { 'if-none-match': etag } })).status).toBe(200);
    const detail = (await (await b.fetch(cataloguePaths.course(course.id))).json()) as {
      course_image: string;
      course_title: string;
    };
    expect(detail.course_title).toBe(renamed);

    const picture = await b.fetch(detail.course_image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('serves on B a profile picture uploaded through A', async () => {
    const learner = await signUp(a);
    const upload = await a.fetch('/v1/auth/candidate/upload-image/', {
      method: 'POST',
      token: learner.token,
      ...(await form({ user_id: '1' }, { image: { data: await pngImage(40, 40), filename: 'me.png' } })),
    });
    expect(upload.status).toBe(200);
    const { image } = (await upload.json()) as { image: string };
    const served = await b.fetch(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });
});
