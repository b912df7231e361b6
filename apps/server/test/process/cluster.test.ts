import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placementBody } from '../admin/fixtures';
import { createPgDatabaseFromTemplate, createPgTemplate, dropPgDatabases } from '../helpers/postgres';
import {
  removeDataDir,
  type ServerProcess,
  serverBundle,
  startServerProcess,
  TEST_ADMIN_PASSWORD,
} from '../helpers/server-process';
import { TEST_ADMIN_EMAIL } from '../helpers/test-identity';

/** Runs the bundle expecting it to stop by itself; its exit code and what it printed. */
async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skillpath-cluster-'));
  const child = spawn(process.execPath, [serverBundle], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  await removeDataDir(dataDir);
  return { code, output };
}

/** A GET over a connection of its own, so that successive calls land on different workers. */
function getOnNewConnection(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

const workerPids = (output: string) =>
  [...output.matchAll(/worker (\d+) is serving/g)].map((m) => Number(m[1]));

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('WEB_CONCURRENCY', () => {
  it.each<Record<string, string>>([{}, { DATABASE_URL: 'memory://' }])(
    'is refused on the embedded PGlite (%j) with one line naming both variables, exit code 1',
    async (env) => {
      const { code, output } = await runToExit({ WEB_CONCURRENCY: '2', ...env });
      expect(code).toBe(1);
      const lines = output.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('WEB_CONCURRENCY');
      expect(lines[0]).toContain('DATABASE_URL');
    },
  );

  const pgUrl = process.env.TEST_DATABASE_URL;
  describe.runIf(pgUrl)('on PostgreSQL', () => {
    const runId = `cluster_${process.pid}_${Date.now().toString(36)}`;
    let server: ServerProcess | undefined;
    afterAll(async () => {
      await server?.kill('SIGKILL');
      if (server) await removeDataDir(server.dataDir);
      await dropPgDatabases(pgUrl!, runId);
    });

    it('serves with 2 workers, shares cache changes between them, replaces a dead one, and drains on SIGTERM', async () => {
      const template = await createPgTemplate(pgUrl!, runId);
      const { url } = await createPgDatabaseFromTemplate(pgUrl!, template);
      server = await startServerProcess(
        { DATABASE_URL: url, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
        { readyTimeoutMs: 120_000 },
      );
      const proc = server;
      const pids = await waitFor('two workers', () => {
        const found = workerPids(proc.output());
        return found.length >= 2 ? found : undefined;
      });
      expect(new Set(pids).size).toBe(2);
      expect(pids).not.toContain(proc.child.pid);
      // The primary prepared the database once: one admin bootstrap, one migration run.
      // The banner follows the workers' own lines.
      await waitFor('the banner', () => (proc.output().includes('with 2 workers') ? true : undefined));

      const login = await proc.fetch('/v1/auth/login', {
        method: 'POST',
        json: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      // Both workers cache the list, then one of them takes a write: every answer after it has it.
      const list = `${proc.url}/v1/api/placements/`;
      for (let i = 0; i < 6; i++) expect((await getOnNewConnection(list)).status).toBe(200);
      const created = await proc.fetch('/v1/api/placements/', {
        method: 'POST',
        token,
        json: placementBody(),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      for (let i = 0; i < 6; i++) {
        const ids = (JSON.parse((await getOnNewConnection(list)).body) as { id: number }[]).map((p) => p.id);
        expect(ids, `answer ${i}`).toContain(id);
      }

      // A worker that dies is replaced, and the port keeps answering meanwhile.
      process.kill(pids[0]!, 'SIGKILL');
      await waitFor('a replacement worker', () =>
        /starting a replacement/.test(proc.output()) && workerPids(proc.output()).length >= 3
          ? true
          : undefined,
      );
      for (let i = 0; i < 4; i++) expect((await getOnNewConnection(list)).status).toBe(200);

      expect(await proc.kill('SIGTERM')).toBe(0);
      expect(proc.output()).toMatch(/stopping: 2 workers finish their requests/);
    });
  });
});
