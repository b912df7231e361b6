import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabaseFromTemplate, createPgTemplate, dropPgDatabases } from '../helpers/postgres';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { reportSummary } from '../helpers/summary';
import { TEST_PASSWORD } from '../helpers/test-identity';
import { type CuttableProxy, startProxy } from './faults-proxy';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('the database going away while the server runs (PostgreSQL behind a proxy)', () => {
  const runId = `faults_${process.pid}_${Date.now().toString(36)}`;
  let proxy: CuttableProxy | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (server) await removeDataDir(server.dataDir);
    await proxy?.close();
    await dropPgDatabases(pgUrl!, runId);
  });

  it('answers 503 with Retry-After while it is gone, fails /readyz, and recovers without a restart', async () => {
    const { url } = await createPgDatabaseFromTemplate(pgUrl!, await createPgTemplate(pgUrl!, runId));
    const target = new URL(url);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    server = await startServerProcess({ DATABASE_URL: proxied.toString(), SEED_DEMO: 'true' });
    const s = server;

    const statuses: number[] = [];
    const signUp = async () => {
      const res = await s.fetch('/v1/auth/sign_up', {
        method: 'POST',
        json: {
          name: 'Outage Learner',
          phone: '9876543210',
          email: `outage.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
          password: TEST_PASSWORD,
        },
      });
      statuses.push(res.status);
      return res;
    };
    const learner = (await (await signUp()).json()) as { id: number; token: string };
    const courses = (await (await s.fetch('/v1/api/list-courses/')).json()) as { course_title: string }[];
    const enrol = async (course: number) => {
      const res = await s.fetch('/v1/auth/selected-courses/', {
        method: 'POST',
        token: learner.token,
        json: { course_title: courses[course]!.course_title },
      });
      statuses.push(res.status);
      return res;
    };
    const myCourses = async () => {
      const res = await s.fetch(`/v1/auth/user-courses/${learner.id}/`, { token: learner.token });
      statuses.push(res.status);
      return res;
    };
    expect((await enrol(0)).status).toBe(201);

    // Requests keep arriving across the cut and the recovery, some in flight as the link drops.
    let streaming = true;
    const stream = (async () => {
      for (let i = 0; streaming; i++) await (i % 2 ? signUp() : myCourses());
    })();
    await new Promise((r) => setTimeout(r, 300));
    await proxy.cut();
    const during = [await signUp(), await enrol(1), await myCourses(), await signUp(), await enrol(2)];
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ detail: UNAVAILABLE, code: 'service_unavailable' });
    }
    const ready = await s.fetch('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      detail: 'The database is not reachable.',
      code: 'service_unavailable',
    });
    expect((await s.fetch('/healthz')).status).toBe(200);

    await proxy.restore();
    const deadline = Date.now() + 15_000;
    while ((await s.fetch('/readyz')).status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await s.fetch('/readyz')).status).toBe(200);
    streaming = false;
    await stream;
    expect((await signUp()).status).toBe(201);
    expect((await enrol(1)).status).toBe(201);
    const listed = (await (await myCourses()).json()) as { course_title: string }[];
    expect(listed.map((c) => c.course_title).sort()).toEqual(
      [courses[0]!.course_title, courses[1]!.course_title].sort(),
    );

    // The same process served throughout: recovered without a restart.
    expect(s.child.exitCode).toBeNull();
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(s.output()).toContain('database unavailable');
    reportSummary(
      'faults',
      `database cut mid-run: ${statuses.filter((x) => x === 503).length} requests answered 503 + Retry-After, ${statuses.filter((x) => x >= 500 && x !== 503).length} answered another 5xx, recovered without restart`,
    );
  });
});
