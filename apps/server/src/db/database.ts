import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { migrationsDir, pgdataTemplate } from '../paths';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** What a query function runs on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock, so that of several instances starting together on one
   * database only one at a time migrates, seeds and creates the admin (PostgreSQL: a session advisory
   * lock; PGlite serves one process, so nothing to wait for).
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number works: it only has to be the same for every instance preparing one database.
const STARTUP_LOCK = 7_346_221;

// Each kind's driver is imported when a database of that kind is opened: the embedded default never
// loads pg, a PostgreSQL deployment never loads PGlite (together ~150 ms of a start's module loading).

async function fromPglite(client: PGlite): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function fromPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // keepAlive: a connection whose peer vanished (network cut, database host gone) is noticed by the
  // OS instead of hanging for ever; connectionTimeoutMillis: a request waits at most 5 s for a
  // connection, then fails with a 503 (plugins/errors.ts) rather than queueing without end.
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // A client losing its connection must not crash the process, idle in the pool (the pool's 'error')
  // or checked out between two statements of a transaction, e.g. the job worker's claim (the client's
  // own 'error', which has no listener otherwise): its query fails and the next one reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
    withStartupLock: async (fn) => {
      // The lock belongs to this one connection: held while fn works through the pool, released by
      // the unlock or, should the process die, by the connection closing.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a server of its own: PGlite initialises
 * it at every open, which costs ~130 MB of memory and a third of the open's time. The embedded
 * database is small (deployments that grow move to PostgreSQL), so 32 MB holds its working set.
 */
async function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
  return PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}), startParams });
}

/** Opens the database named by DATABASE_URL (DESIGN §3): PGlite on disk by default. */
export async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  if (databaseUrl?.startsWith('postgres')) return fromPostgres(databaseUrl);
  if (databaseUrl === 'memory://') return fromPglite(await createPglite());
  const dir = path.join(dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  copyPreparedDatabase(dir);
  mkdirSync(dir, { recursive: true });
  return fromPglite(await createPglite(dir));
}

/**
 * On a first start (no database in `dir` yet), copies in the database prepared at build time
 * (paths.ts), so PGlite opens it like on any restart: no initdb (a second PostgreSQL beside the first,
 * ~850 MB), and no tarball unpacked in memory. The copy lands under another name and is renamed into
 * place, so an interrupted copy never looks like a database. Without a build (tests from source),
 * PGlite runs initdb. Returns whether it copied.
 */
export function copyPreparedDatabase(dir: string, template = pgdataTemplate): boolean {
  // Anything already in `dir` is left alone: PGlite opens it or says what is wrong with it.
  if (existsSync(dir) && readdirSync(dir).length > 0) return false;
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  const partial = `${dir}.copying`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  if (existsSync(dir)) rmdirSync(dir);
  renameSync(partial, dir);
  return true;
}

/** An in-memory PGlite started from a dump of an already migrated database (fast test setup). */
export async function openPgliteFromDump(dump: Blob): Promise<Database> {
  return fromPglite(await createPglite(undefined, { loadDataDir: dump }));
}
