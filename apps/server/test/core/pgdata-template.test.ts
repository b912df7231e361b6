import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstStartOptions } from '../../src/db/database';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'skillpath-pgdata-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the embedded database prepared at build time', () => {
  it('is loaded into an empty folder, never over an existing database, and skipped when not built', async () => {
    const template = path.join(dir, 'pgdata.tar.gz');
    const db = path.join(dir, 'db');
    expect(firstStartOptions(db, template)).toEqual({});
    await writeFile(template, 'prepared');
    const options = firstStartOptions(db, template);
    expect(await options.loadDataDir?.text()).toBe('prepared');
    await mkdir(db);
    await writeFile(path.join(db, 'PG_VERSION'), '17');
    expect(firstStartOptions(db, template)).toEqual({});
  });
});
