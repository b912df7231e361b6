import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCourses } from '../../src/db/seed/courses';
import { demoLearner } from '../../src/db/seed/learner';
import { demoPlacements } from '../../src/db/seed/placements';
import { createEmptyPgDatabase, dropPgDatabases, missingUnderCi, testPgUrl } from '../helpers/postgres';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';

// A cluster's first start: several instances come up at the same moment on one empty PostgreSQL
// database. One of them migrates, loads the demo content and creates the admin; the others wait for
// it and then serve too.
describe.runIf(testPgUrl)('three instances started together on an empty PostgreSQL database', () => {
  const runId = `cold_${process.pid}_${Date.now().toString(36)}`;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await server.kill('SIGTERM');
      await removeDataDir(server.dataDir);
    }
    await dropPgDatabases(testPgUrl!, runId);
  });

  it('all serve, and the demo content and the admin exist once', async () => {
    const url = await createEmptyPgDatabase(testPgUrl!, runId);
    // No ADMIN_EMAIL/ADMIN_PASSWORD: the first start creates admin@skillpath.local and prints its password.
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      MEDIA_STORE: 'db',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    };
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startServerProcess(env, { readyTimeoutMs: 150_000 })),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual([
      'ready',
      'ready',
      'ready',
    ]);
    for (const server of servers) expect((await server.fetch('/readyz')).status).toBe(200);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const one = async (query: string) => Number((await client.query(query)).rows[0].n);
      expect(await one('select count(*) as n from courses')).toBe(demoCourses.length);
      expect(await one('select count(*) as n from placements')).toBe(demoPlacements.length);
      expect(await one(`select count(*) as n from users where email = 'admin@skillpath.local'`)).toBe(1);
      expect(await one(`select count(*) as n from users where email = '${demoLearner.email}'`)).toBe(1);
    } finally {
      await client.end();
    }
    // The admin's password is printed by the one instance that created the account.
    const printed = servers.filter((s) => /admin@skillpath\.local/.test(s.output()));
    expect(printed).toHaveLength(1);
  });
});

describe.runIf(missingUnderCi)('the cold start of a cluster under CI', () => {
  it('needs PostgreSQL (TEST_DATABASE_URL)', () => {
    expect.fail('CI=true but TEST_DATABASE_URL is not set: the cold-start test cannot run');
  });
});
