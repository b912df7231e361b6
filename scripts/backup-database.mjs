// Dumping and loading the database of a backup: PGlite's data directory, or pg_dump / pg_restore of
// the same major version as the PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { UsageError } from './backup-archive.mjs';

export const PGLITE_ENTRY = 'database/pglite.tar.gz';
export const POSTGRES_ENTRY = 'database/postgres.dump';

// --- PGlite -------------------------------------------------------------------------------------

/**
 * PGlite is an embedded engine: one process at a time may open its files. The server keeps
 * postmaster.pid in the data directory while it has the database open (and removes it on a clean stop),
 * so its presence means the server is running — or was killed and has not been started since.
 */
export function assertPgliteClosed(dbDir) {
  if (existsSync(path.join(dbDir, 'postmaster.pid'))) {
    throw new UsageError(
      `The embedded database in ${dbDir} is open (postmaster.pid is present).\n` +
        'Stop the server first (SIGTERM or Ctrl+C), then run the backup again. If the server crashed,\n' +
        'start it once and stop it cleanly so the database recovers, then back up.',
    );
  }
}

export async function dumpPglite(dbDir) {
  assertPgliteClosed(dbDir);
  const db = await PGlite.create(dbDir);
  try {
    const blob = await db.dumpDataDir('gzip');
    return {
      data: Buffer.from(await blob.arrayBuffer()),
      version: (await db.query('show server_version')).rows[0].server_version,
    };
  } finally {
    await db.close();
  }
}

export async function loadPglite(dbDir, data) {
  mkdirSync(dbDir, { recursive: true });
  const db = await PGlite.create(dbDir, { loadDataDir: new Blob([data]) });
  await db.query('select 1');
  await db.close();
}

// --- PostgreSQL ---------------------------------------------------------------------------------

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const majorOf = (text) => Number(/(\d+)(?:\.\d+)?/.exec(text)?.[1] ?? 0);

/**
 * pg_dump refuses a server newer than itself, and its output is best restored by the same version:
 * use the Debian/Ubuntu binary of the server's major version when installed, else the one on PATH.
 * PG_BIN_DIR overrides the search.
 */
function findTool(tool, serverMajor) {
  const candidates = [
    process.env.PG_BIN_DIR && path.join(process.env.PG_BIN_DIR, tool),
    `/usr/lib/postgresql/${serverMajor}/bin/${tool}`,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => Number(v) >= serverMajor)
          .sort((a, b) => Number(a) - Number(b))
          .map((v) => `/usr/lib/postgresql/${v}/bin/${tool}`)
      : []),
    tool,
  ].filter(Boolean);
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0 && majorOf(probe.stdout.replace(/^\D+/, '')) >= serverMajor) {
      return { bin: candidate, version: probe.stdout.trim() };
    }
  }
  throw new UsageError(
    `No ${tool} of version ${serverMajor} or newer found (the server runs PostgreSQL ${serverMajor}).\n` +
      `Install the PostgreSQL ${serverMajor} client tools or set PG_BIN_DIR to their bin folder.`,
  );
}

const serverMajorOf = (url) =>
  withClient(url, async (c) =>
    Math.floor(Number((await c.query('show server_version_num')).rows[0].server_version_num) / 10000),
  );

function run(bin, args, what) {
  const result = spawnSync(bin, args, { encoding: 'buffer', maxBuffer: 1024 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (${path.basename(bin)} exit ${result.status}):\n${result.stderr.toString()}`,
    );
  }
  return result.stdout;
}

/** pg_dump in its custom format: a consistent snapshot even while the server is writing. */
export async function dumpPostgres(url) {
  const tool = findTool('pg_dump', await serverMajorOf(url));
  const data = run(
    tool.bin,
    ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`],
    'pg_dump',
  );
  return { data, version: tool.version };
}

/** Tables (and so data) in the target outside PostgreSQL's own schemas. */
export const postgresTableCount = (url) =>
  withClient(url, async (c) =>
    Number(
      (
        await c.query(
          "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
        )
      ).rows[0].count,
    ),
  );

/** Empties the database: every schema of ours dropped, an empty public schema left. */
export const clearPostgres = (url) =>
  withClient(url, async (c) => {
    const { rows } = await c.query(
      "select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'",
    );
    for (const { nspname } of rows) await c.query(`drop schema "${nspname.replace(/"/g, '""')}" cascade`);
    await c.query('create schema if not exists public');
  });

/** pg_restore in one transaction: a failure leaves the target as it was. */
export async function loadPostgres(url, data) {
  const tool = findTool('pg_restore', await serverMajorOf(url));
  const dir = await mkdtemp(path.join(tmpdir(), 'skillpath-restore-'));
  const file = path.join(dir, 'postgres.dump');
  try {
    await writeFile(file, data, { mode: 0o600 });
    run(
      tool.bin,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
      'pg_restore',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return tool.version;
}
