import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  removeDataDir,
  type ServerProcess,
  startScript,
  startServerProcess,
} from '../helpers/server-process';

// @ts-expect-error: a plain .mjs module of the repository's scripts, without types
const { buildIfStale } = (await import('../../../../scripts/lib.mjs')) as { buildIfStale(): boolean };

/** Child processes of `pid` (Linux /proc); worker threads are not among them. */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);

const servers: ServerProcess[] = [];
beforeAll(() => {
  // What `npm start` does first; done here so the timed starts below do not include a build.
  expect(buildIfStale()).toBe(true);
}, 600_000);
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  if (servers[0]) await removeDataDir(servers[0].dataDir);
});

describe('npm start (scripts/start.mjs) on the embedded database', () => {
  it('serves a production build of the browser app, whatever NODE_ENV the build was started under', () => {
    // Vitest runs with NODE_ENV=test; a build started from here once bundled React's development build.
    const assets = path.join(import.meta.dirname, '../../../web/dist/assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter((f) =>
      readFileSync(path.join(assets, f), 'utf8').includes('react.dev/link/react-devtools'),
    );
    expect(development).toEqual([]);
  });

  it('serves from its own process, on the database prepared at build time, and again after a restart', async () => {
    const first = await startServerProcess({}, { entry: startScript, readyTimeoutMs: 120_000 });
    servers.push(first);
    expect(childrenOf(first.child.pid!)).toEqual([]);
    const db = path.join(first.dataDir, 'db');
    expect(existsSync(path.join(db, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${db}.copying`)).toBe(false);
    expect((await first.fetch('/v1/api/list-courses/')).status).toBe(200);
    expect(await first.kill('SIGTERM')).toBe(0);

    const again = await startServerProcess(
      { DATA_DIR: first.dataDir },
      { entry: startScript, readyTimeoutMs: 120_000 },
    );
    servers.push(again);
    expect(
      (
        await again.fetch('/v1/auth/login', {
          method: 'POST',
          json: { email: 'nobody@example.com', password: 'x-password-1' },
        })
      ).status,
    ).toBe(401);
    expect(await again.kill('SIGTERM')).toBe(0);
  }, 300_000);
});
