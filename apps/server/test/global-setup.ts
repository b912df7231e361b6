import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { createPgTemplate, dropPgDatabases } from './helpers/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of a migrated database. PostgreSQL: name of a migrated template database. */
    dbTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/** Migrates one database per run; each test file then starts from a copy of it (DESIGN §10). */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const runId = `${process.pid}_${Date.now().toString(36)}`;
    const template = await createPgTemplate(url, runId);
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return () => dropPgDatabases(url, runId);
  }
  const database = await openDatabase('memory://', tmpdir());
  await database.migrate();
  const dump = await (
    database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none');
  await database.close();
  const dumpFile = path.join(tmpdir(), `skillpath-template-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  // 40 MB a run: gone with the run, not left in the temporary folder.
  return () => rm(dumpFile, { force: true });
}
