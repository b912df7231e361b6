import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase, openPgliteFromDump } from '../../src/db/database';
import { seedDemo } from '../../src/db/seed';
import { createPgDatabaseFromTemplate } from './postgres';
import { TEST_ADMIN_EMAIL, TEST_JWT_SECRET } from './test-identity';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Sends a request; `token` becomes the bearer header. */
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Raw .eml texts written to the outbox, oldest first (once the mail jobs due now are sent). */
  mails(): Promise<string[]>;
  close(): Promise<void>;
}

async function openTestDatabase(
  dataDir: string,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    return { database: await openPgliteFromDump(new Blob([await readFile(template.dumpFile)])) };
  }
  const created = await createPgDatabaseFromTemplate(template.url, template.template);
  return { database: await openDatabase(created.url, dataDir), drop: created.drop };
}

/**
 * A whole app on a fresh copy of the migrated test database, optionally with the demo catalogue.
 * Generous rate limits and normal-priority password hashing unless overridden.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { seed?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skillpath-test-'));
  const { database, drop } = await openTestDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://skillpath.test',
    ADMIN_EMAILS: TEST_ADMIN_EMAIL,
    AUTH_RATE_LIMIT: '10000',
    LOGIN_FAILURE_LIMIT: '10000',
    LOGIN_ADDRESS_FAILURE_LIMIT: '10000',
    FORM_RATE_LIMIT: '10000',
    // Sign-ups hash at normal priority here: at nice 19 they starved whenever anything else on the
    // machine wanted the CPU (the authorization test 13 s alone, 137 s beside two busy loops).
    PASSWORD_THREAD_NICE: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp(config, { database, logStream: opts.logStream });
  await app.ready();
  if (opts.seed) await seedDemo(app.db, app.media);
  const outbox = path.join(dataDir, 'outbox');
  return {
    app,
    config,
    call: ({ token, headers, ...opts }) =>
      app.inject({
        ...opts,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    mails: async () => {
      await app.jobs.runDue();
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      return Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
    },
    close: async () => {
      await app.close();
      await drop?.();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
