import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyPreparedDatabase } from '../../src/db/database';
import { createTestApp } from '../helpers/app';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'skillpath-pgdata-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A stand-in for the data folder build.mjs prepares. */
async function fakeTemplate(name: string) {
  const template = path.join(dir, name);
  await mkdir(path.join(template, 'base'), { recursive: true });
  await writeFile(path.join(template, 'PG_VERSION'), '17\n');
  await writeFile(path.join(template, 'base', 'table'), 'prepared');
  return template;
}

describe('the embedded database prepared at build time', () => {
  it('is copied into an empty or missing folder, whole, under its final name only at the end', async () => {
    const template = await fakeTemplate('template-a');
    const missing = path.join(dir, 'missing', 'db');
    await mkdir(path.dirname(missing));
    expect(copyPreparedDatabase(missing, template)).toBe(true);
    expect(await readFile(path.join(missing, 'base', 'table'), 'utf8')).toBe('prepared');
    expect(existsSync(`${missing}.copying`)).toBe(false);

    const empty = path.join(dir, 'empty');
    await mkdir(empty);
    expect(copyPreparedDatabase(empty, template)).toBe(true);
    expect(await readFile(path.join(empty, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('never touches a folder that holds anything, and is skipped when not built', async () => {
    const template = await fakeTemplate('template-b');
    const existing = path.join(dir, 'existing');
    await mkdir(existing);
    await writeFile(path.join(existing, 'PG_VERSION'), '16\n');
    expect(copyPreparedDatabase(existing, template)).toBe(false);
    expect(await readFile(path.join(existing, 'PG_VERSION'), 'utf8')).toBe('16\n');

    const other = path.join(dir, 'other');
    await mkdir(other);
    await writeFile(path.join(other, 'notes.txt'), 'mine');
    expect(copyPreparedDatabase(other, template)).toBe(false);
    expect(existsSync(path.join(other, 'PG_VERSION'))).toBe(false);

    expect(copyPreparedDatabase(path.join(dir, 'fresh'), path.join(dir, 'not-built'))).toBe(false);
    expect(existsSync(path.join(dir, 'fresh'))).toBe(false);
  });
});

describe('the embedded database engine', () => {
  it.runIf(inject('dbTemplate').kind === 'pglite')('runs with a 32 MB buffer pool, not 128 MB', async () => {
    const { app, close } = await createTestApp();
    try {
      const { rows } = (await app.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(rows[0]!.shared_buffers).toBe('32MB');
    } finally {
      await close();
    }
  });
});
