import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabaseFromTemplate, createPgTemplate, dropPgDatabases } from '../helpers/postgres';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';

// initdb, migrations and the demo seed can take long on a machine shared with other test runs.
const SLOW_START = { readyTimeoutMs: 120_000 };

import { reportSummary } from '../helpers/summary';
import {
  type Acknowledged,
  countOf,
  emptyAcknowledged,
  lostWrites,
  readCatalogue,
  readStoredPglite,
  readStoredPostgres,
  registerLearners,
  type Stored,
  writeUntilKilled,
} from './crash-workload';

const ROUNDS = 3;
const LEARNERS_PER_ROUND = 12;
// Different kill points each round: early, middle and late in a stream of a few hundred writes.
const KILL_AFTER = [40, 110, 190];

const totals = { acked: 0, lost: 0, rounds: 0, engines: [] as string[] };

/**
 * Runs ROUNDS rounds of: start the server on the same storage, check it opens cleanly and still holds
 * everything acknowledged so far, then stream writes and SIGKILL it mid-stream. Finally the database is
 * read directly (no server running) and compared with every acknowledged write.
 */
async function crashRounds(env: Record<string, string>, readStored: (dataDir: string) => Promise<Stored>) {
  const acked: Acknowledged = emptyAcknowledged();
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      server = await startServerProcess(
        {
          ...env,
          SEED_DEMO: 'true',
          ...(dataDir ? { DATA_DIR: dataDir } : {}),
        },
        SLOW_START,
      );
      dataDir = server.dataDir;
      await expectAcknowledgedEnrolmentsServed(server, acked);
      const catalogue = await readCatalogue(server);
      const learners = await registerLearners(server, LEARNERS_PER_ROUND, acked);
      const before = countOf(acked);
      const { inFlightAtKill } = await writeUntilKilled(
        server,
        learners,
        catalogue,
        acked,
        KILL_AFTER[round]!,
      );
      expect(inFlightAtKill, 'requests were in flight when the process was killed').toBeGreaterThan(0);
      expect(countOf(acked)).toBeGreaterThan(before);
      totals.rounds += 1;
    }
    // Restart once more: the database recovers from the last kill and takes a fresh write.
    server = await startServerProcess({ ...env, DATA_DIR: dataDir! }, SLOW_START);
    await expectAcknowledgedEnrolmentsServed(server, acked);
    const [fresh] = await registerLearners(server, 1, acked);
    const courses = (await (await server.fetch('/v1/api/list-courses/')).json()) as {
      course_title: string;
    }[];
    const enrol = await server.fetch('/v1/auth/selected-courses/', {
      method: 'POST',
      token: fresh!.token,
      json: { course_title: courses[0]!.course_title },
    });
    expect(enrol.status).toBe(201);
    expect(await server.kill('SIGTERM')).toBe(0);

    const lost = lostWrites(acked, await readStored(dataDir!));
    totals.acked += countOf(acked);
    totals.lost += lost.length;
    expect(lost, 'acknowledged writes missing after the crashes').toEqual([]);
  } finally {
    await server?.kill('SIGKILL');
    if (dataDir) await removeDataDir(dataDir);
  }
}

/** Through the API: every learner's acknowledged enrolments are listed after the restart. */
async function expectAcknowledgedEnrolmentsServed(server: ServerProcess, acked: Acknowledged) {
  const byUser = new Map<number, Set<number>>();
  for (const key of acked.enrollments) {
    const [userId, courseId] = key.split(':').map(Number) as [number, number];
    byUser.set(userId, (byUser.get(userId) ?? new Set()).add(courseId));
  }
  const admin = (await (
    await server.fetch('/v1/auth/login', {
      method: 'POST',
      json: { email: 'admin@skillpath.test', password: 'admin-password-1' },
    })
  ).json()) as { token: string };
  for (const [userId, courseIds] of byUser) {
    const res = await server.fetch(`/v1/auth/user-courses/${userId}/`, { token: admin.token });
    expect(res.status).toBe(200);
    const listed = new Set(((await res.json()) as { course_id: number }[]).map((c) => c.course_id));
    for (const courseId of courseIds)
      expect(listed.has(courseId), `user ${userId} course ${courseId}`).toBe(true);
  }
}

afterAll(() => {
  if (totals.rounds > 0) {
    reportSummary(
      'crash',
      `${totals.acked} acknowledged writes killed mid-stream in ${totals.rounds} rounds on ${totals.engines.join(' and ')}, ${totals.lost} lost`,
    );
  }
});

describe('SIGKILL during a stream of acknowledged writes', () => {
  it('loses no acknowledged write on the embedded database (PGlite files in DATA_DIR)', async () => {
    totals.engines.push('PGlite');
    await crashRounds({}, readStoredPglite);
  }, 600_000);

  const pgUrl = process.env.TEST_DATABASE_URL;
  describe.runIf(pgUrl)('on PostgreSQL', () => {
    const runId = `crash_${process.pid}_${Date.now().toString(36)}`;
    afterAll(() => dropPgDatabases(pgUrl!, runId));

    it('loses no acknowledged write on PostgreSQL (DATABASE_URL)', async () => {
      totals.engines.push('PostgreSQL');
      const template = await createPgTemplate(pgUrl!, runId);
      const { url } = await createPgDatabaseFromTemplate(pgUrl!, template);
      await crashRounds({ DATABASE_URL: url }, () => readStoredPostgres(url));
    }, 600_000);
  });
});
