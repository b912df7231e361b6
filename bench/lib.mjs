// Shared by the benchmarks: start a server of this repository, time requests, summarise latencies.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts apps/server/dist/server.js on a free port with its own data folder; resolves when ready. */
export async function startServer({ databaseUrl = 'memory://', env = {} } = {}) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillpath-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      FORM_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop: () => stopChild(child), pid: child.pid };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

function stopChild(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Runs `task(i)` for i in [0, count) with at most `limit` in flight. */
export async function pool(count, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** JSON request with timing; throws on a non-2xx answer unless `allow` lists the status. */
export async function call(base, method, url, { token, body, allow = [] } = {}, timings) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  timings?.push(performance.now() - started);
  if (!res.ok && !allow.includes(res.status))
    throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}
