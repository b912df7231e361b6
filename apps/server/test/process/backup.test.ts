import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabaseFromTemplate, createPgTemplate, dropPgDatabases } from '../helpers/postgres';
import { removeDataDir, startServerProcess } from '../helpers/server-process';

// initdb, migrations and the demo seed can take long on a machine shared with other test runs.
const SLOW_START = { readyTimeoutMs: 120_000 };

import { reportSummary } from '../helpers/summary';
import {
  expectServes,
  type Populated,
  populate,
  runScript,
  snapshotFiles,
  snapshotPglite,
  snapshotPostgres,
} from './backup-snapshot';

let work: string;
const compared = { engines: [] as string[], tables: 0, rows: 0, files: 0 };

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'skillpath-backup-test-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  if (compared.engines.length > 0) {
    reportSummary(
      'backup',
      `backed up, wiped and restored ${compared.engines.join(' and ')}: ${compared.tables} tables (${compared.rows} rows) and ${compared.files} files identical`,
    );
  }
});

function count(snapshot: Record<string, string[]>, files: Record<string, string>) {
  compared.tables += Object.keys(snapshot).length - 1;
  compared.rows += Object.values(snapshot).reduce((sum, rows) => sum + rows.length, 0);
  compared.files += Object.keys(files).length;
}

/** A backup or restore run that finished cleanly: exit 0 and nothing on stderr. */
function expectSucceeded(run: ReturnType<typeof runScript>) {
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}

/** Starts the server on restored data, expects it to serve what `populate` wrote, and stops it. */
async function expectRestoredInstanceServes(env: Record<string, string>, populated: Populated) {
  const restored = await startServerProcess(env, SLOW_START);
  try {
    expect(await expectServes(restored, populated)).toEqual({
      login: 200,
      picture: 200,
      pictureSame: true,
      freshWrite: 201,
    });
  } finally {
    await restored.kill('SIGTERM');
  }
}

describe('backup and restore of the embedded database (PGlite)', () => {
  it('restores every table row and every file into an empty DATA_DIR', async () => {
    const server = await startServerProcess({ SEED_DEMO: 'true' }, SLOW_START);
    const dataDir = server.dataDir;
    try {
      const populated = await populate(server);

      const whileRunning = runScript('backup', ['--out', path.join(work, 'refused.tar.gz')], {
        DATA_DIR: dataDir,
      });
      expect(whileRunning.status).toBe(2);
      expect(whileRunning.stderr).toContain('Stop the server first');

      expect(await server.kill('SIGTERM')).toBe(0);
      const before = await snapshotPglite(dataDir);
      const filesBefore = await snapshotFiles(dataDir);
      expect(before['public.users']!.length).toBeGreaterThan(1);
      // The demo learner's enrollment and the one populate() made.
      expect(before['public.enrollments']).toHaveLength(2);
      expect(before['public.test_answers']!.some((row) => row.includes('"selected_option": "C"'))).toBe(true);
      expect(Object.keys(filesBefore).some((f) => f.startsWith('private/'))).toBe(true);
      expect(Object.keys(filesBefore).some((f) => f.startsWith('uploads/'))).toBe(true);

      const file = path.join(work, 'pglite.tar.gz');
      const backup = runScript('backup', ['--out', file], { DATA_DIR: dataDir });
      expectSucceeded(backup);
      expect(backup.stdout).toContain(`Wrote ${file}`);

      const intoLiveData = runScript('restore', [file], { DATA_DIR: dataDir });
      expect(intoLiveData.status).toBe(2);
      expect(intoLiveData.stderr).toContain('Refusing to restore');

      await removeDataDir(dataDir);
      const restore = runScript('restore', [file], { DATA_DIR: dataDir });
      expectSucceeded(restore);
      expect(restore.stdout).toContain(`Restored the embedded database into ${dataDir}/db`);

      const after = await snapshotPglite(dataDir);
      const filesAfter = await snapshotFiles(dataDir);
      expect(after).toEqual(before);
      expect(filesAfter).toEqual(filesBefore);
      count(before, filesBefore);

      await expectRestoredInstanceServes({ DATA_DIR: dataDir }, populated);
      compared.engines.push('PGlite');
    } finally {
      await server.kill('SIGKILL');
      await removeDataDir(dataDir);
    }
  }, 400_000);
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.runIf(pgUrl)('backup and restore of a PostgreSQL database', () => {
  const runId = `backup_${process.pid}_${Date.now().toString(36)}`;
  afterAll(() => dropPgDatabases(pgUrl!, runId));

  async function emptyDatabase(): Promise<string> {
    const name = `skillpath_test_${runId}_restored`;
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** Until the server's job worker has sent what populate() queued (the mails), so the rows stop changing. */
  async function jobsSettled(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (let i = 0; i < 300; i++) {
        const { rows } = await client.query(
          `select count(*)::int as n from jobs where status in ('queued', 'running') and run_at <= now()`,
        );
        if (rows[0].n === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('jobs still queued after 30 s');
    } finally {
      await client.end();
    }
  }

  it('backs up a running instance and restores every row and file into an empty database', async () => {
    const source = await createPgDatabaseFromTemplate(pgUrl!, await createPgTemplate(pgUrl!, runId));
    const server = await startServerProcess({ SEED_DEMO: 'true', DATABASE_URL: source.url }, SLOW_START);
    const restoredDir = await mkdtemp(path.join(tmpdir(), 'skillpath-restored-'));
    try {
      const populated = await populate(server);
      await jobsSettled(source.url);
      const file = path.join(work, 'postgres.tar.gz');
      // pg_dump reads a consistent snapshot: the server keeps running.
      const backup = runScript('backup', ['--out', file], {
        DATA_DIR: server.dataDir,
        DATABASE_URL: source.url,
      });
      expectSucceeded(backup);
      expect(backup.stdout).toMatch(/Backed up the PostgreSQL database \(pg_dump \(PostgreSQL\) \d+/);
      expect(await server.kill('SIGTERM')).toBe(0);
      const before = await snapshotPostgres(source.url);
      const filesBefore = await snapshotFiles(server.dataDir);
      // The demo learner's enrollment and the one populate() made.
      expect(before['public.enrollments']).toHaveLength(2);
      expect(Object.keys(filesBefore).some((f) => f.startsWith('uploads/'))).toBe(true);

      const intoLiveData = runScript('restore', [file], { DATA_DIR: restoredDir, DATABASE_URL: source.url });
      expect(intoLiveData.status).toBe(2);
      expect(intoLiveData.stderr).toMatch(/Refusing to restore: the database holds \d+ tables/);

      const target = await emptyDatabase();
      const restore = runScript('restore', [file], { DATA_DIR: restoredDir, DATABASE_URL: target });
      expectSucceeded(restore);
      expect(await snapshotPostgres(target)).toEqual(before);
      expect(await snapshotFiles(restoredDir)).toEqual(filesBefore);
      count(before, filesBefore);

      // --force replaces a database that holds data (here: the source, changed since the backup).
      const changed = await startServerProcess(
        { DATABASE_URL: source.url, DATA_DIR: server.dataDir },
        SLOW_START,
      );
      expect((await expectServes(changed, populated)).freshWrite).toBe(201);
      await changed.kill('SIGTERM');
      expect(await snapshotPostgres(source.url)).not.toEqual(before);
      const forced = runScript('restore', [file, '--force'], {
        DATA_DIR: server.dataDir,
        DATABASE_URL: source.url,
      });
      expectSucceeded(forced);
      expect(await snapshotPostgres(source.url)).toEqual(before);

      await expectRestoredInstanceServes({ DATABASE_URL: target, DATA_DIR: restoredDir }, populated);
      compared.engines.push('PostgreSQL');
    } finally {
      await server.kill('SIGKILL');
      await removeDataDir(server.dataDir);
      await removeDataDir(restoredDir);
    }
  }, 400_000);
});
