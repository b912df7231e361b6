import pg from 'pg';
import { openDatabase } from '../../src/db/database';

const PREFIX = 'skillpath_test_';

function urlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL the suites run on (TEST_DATABASE_URL). Without one a PostgreSQL suite is skipped on a
 * laptop, but under CI=true it must not pass silently: `missingUnderCi` is then true and the suite
 * fails.
 */
export const testPgUrl = process.env.TEST_DATABASE_URL;
export const missingUnderCi = !testPgUrl && ['true', '1'].includes(process.env.CI ?? '');

/** An empty database (not even migrated), as a first start finds it; returns its URL. */
export async function createEmptyPgDatabase(baseUrl: string, runId: string): Promise<string> {
  const name = `${PREFIX}${runId}_empty`;
  await admin(baseUrl, (c) => c.query(`create database "${name}"`));
  return urlFor(baseUrl, name);
}

/** Creates and migrates this run's template database; returns its name. */
export async function createPgTemplate(baseUrl: string, runId: string): Promise<string> {
  const name = `${PREFIX}${runId}_tpl`;
  await admin(baseUrl, (c) => c.query(`create database "${name}"`));
  const database = await openDatabase(urlFor(baseUrl, name), '/tmp');
  await database.migrate();
  await database.close();
  return name;
}

/** A fresh database copied from the template (fast: a file copy inside PostgreSQL). */
export async function createPgDatabaseFromTemplate(
  baseUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const runId = template.slice(PREFIX.length, -'_tpl'.length);
  const name = `${PREFIX}${runId}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(baseUrl, (c) => c.query(`create database "${name}" template "${template}"`));
  return {
    url: urlFor(baseUrl, name),
    drop: () =>
      admin(baseUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

/** Drops every database this run created, template last. */
export async function dropPgDatabases(baseUrl: string, runId: string): Promise<void> {
  await admin(baseUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${PREFIX}${runId}%`],
    );
    for (const { datname } of rows.sort((a) => (a.datname.endsWith('_tpl') ? 1 : -1))) {
      await c.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}
