// Shared by the benchmarks: start a server of this repository, pooled HTTP, latencies, result rows.
//
// The convention every benchmark module follows (bench/run.mjs relies on it):
//   export async function run(opts) → { rows: Row[], notes: string[] }
//   Row = { benchmark, metric, value, baseline, ratio, target, met }
//     value, baseline  number or string (the unit is in `metric`, e.g. "req/s", "p99 ms"); baseline null if none
//     ratio            value / baseline (null without a baseline)
//     target           text such as "≥ 0.85" (applies to the ratio) or "≤ 15 ms" (to the value); null if none
//     met              true / false against the target, null without one
//   opts = the command line's `--name=value` flags (strings; `--quick` is true), e.g. { quick: true, duration: '2' }.
// A module run directly (`node bench/x.mjs --quick`) prints its own table through `main()` below.
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverEntry = path.join(root, 'apps/server/dist/server.js');
/** What `npm start` runs: the build check, then the server in the same process. */
export const startScript = path.join(root, 'scripts/start.mjs');
/** The Node flags `npm start` gives the server (package.json's start script), for a start as it runs. */
export const startNodeArgs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((word) => word.startsWith('--'));
/** The JWT_SECRET every bench server gets, so a bench can mint tokens the server accepts. */
export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Servers this process started and the data folders it made: none outlives it, even when a benchmark
// throws or is interrupted.
const children = new Set();
const tempDirs = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/server/dist/server.js on a free port; resolves when /readyz answers 200.
 * databaseUrl: 'memory://' (default), a postgres:// URL, or null for the embedded PGlite files in DATA_DIR;
 * nodeArgs: flags for node itself (e.g. --cpu-prof to see where a slow run spends its time);
 * entry: the script node runs (serverEntry, or startScript for the `npm start` path).
 * Returns { base, pid, dataDir, readyMs (spawn → ready), stop() }; stop() removes a DATA_DIR it made.
 */
export async function startServer({
  databaseUrl = 'memory://',
  dataDir,
  env = {},
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  pollMs = 100,
  entry = serverEntry,
  // The Node binary that runs the server (bench/startup.mjs also measures Node 24).
  node = process.execPath,
} = {}) {
  const port = await freePort();
  const ownDir = !dataDir;
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'skillpath-bench-'));
  if (ownDir) tempDirs.add(dataDir);
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000000',
    FORM_RATE_LIMIT: '1000000',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  const started = performance.now();
  const child = spawn(node, [...nodeArgs, entry], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if ((await probe(port, '/readyz')) === 200) {
      const readyMs = performance.now() - started;
      const stop = async () => {
        await stopChild(child);
        if (ownDir) {
          rmSync(dataDir, { recursive: true, force: true });
          tempDirs.delete(dataDir);
        }
      };
      return { base, port, pid: child.pid, dataDir, readyMs, stop };
    }
    await sleep(pollMs);
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

/** One GET on a fresh connection; resolves with the status, or 0 when nothing answers. */
function probe(port, url) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
  });
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Peak resident memory (VmHWM) of a process in MiB, from /proc; null where /proc is missing. */
export function peakRssMiB(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system, all threads) a process has used so far, from /proc; null where missing. */
export function cpuSeconds(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** A process and its descendants (a cluster's primary and its workers), from /proc. */
export function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {}
  }
  return pids;
}

/** CPU seconds all processes of the machine have used (the `cpu` line of /proc/stat); null where missing. */
export function machineCpuSeconds() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds of each PostgreSQL backend serving `database` (their titles name it), by pid, from /proc. */
function postgresBackendSeconds(database) {
  const seconds = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `))
        seconds.set(entry, cpuSeconds(entry) ?? 0);
    } catch {}
  }
  return seconds;
}

/**
 * CPU seconds the PostgreSQL backends serving `database` used from now until stop(). Sampled every
 * `everyMs`: a backend that exits meanwhile (node-postgres closes a connection idle for 10 s) keeps
 * what it used up to its last sample, instead of vanishing from a before/after difference.
 */
export function postgresCpuMeter(database, everyMs = 1000) {
  const first = postgresBackendSeconds(database);
  const last = new Map(first);
  const sample = () => {
    for (const [pid, used] of postgresBackendSeconds(database)) last.set(pid, used);
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      let total = 0;
      for (const [pid, used] of last) total += used - (first.get(pid) ?? 0);
      return total;
    },
  };
}

/**
 * HTTP client over a keep-alive agent with at most `connections` sockets, as behind a proxy:
 * requests beyond that wait for a socket (and that wait counts in their latency).
 * request() resolves with { status, headers, body (Buffer), ms, json() } and never throws on a status.
 */
export function httpClient(base, { connections = 200, timeoutMs = 30_000 } = {}) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  function request(method, url, { token, body, headers = {} } = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          method,
          path: url,
          agent,
          timeout: timeoutMs,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const buffer = Buffer.concat(chunks);
            resolve({
              status: res.statusCode,
              headers: res.headers,
              body: buffer,
              ms: performance.now() - started,
              json: () => (buffer.length ? JSON.parse(buffer.toString('utf8')) : undefined),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
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

/** count, p50, p99, max of a list of milliseconds. */
export function summarize(ms) {
  const sorted = Float64Array.from(ms).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}

/** JSON request with timing through fetch; throws on a non-2xx answer unless `allow` lists the status. */
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

/**
 * An HS256 token with the claims apps/server/src/modules/auth/tokens.ts issues (DESIGN §5 plus `ver`),
 * signed with JWT_SECRET: what the server would hand out at login, without 5,000 argon2 hashes.
 */
export function mintToken({ id, email, role = 'learner', ver = 0 }, ttlSeconds = 86_400) {
  const now = Math.floor(Date.now() / 1000);
  const part = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = part({ alg: 'HS256', typ: 'JWT' });
  const claims = part({
    id,
    user_id: id,
    email,
    role,
    ver,
    sub: String(id),
    iat: now,
    exp: now + ttlSeconds,
    jti: randomUUID(),
  });
  const signature = createHmac('sha256', JWT_SECRET).update(`${head}.${claims}`).digest('base64url');
  return `${head}.${claims}.${signature}`;
}

// --- PostgreSQL ---------------------------------------------------------------------------------

/** BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server, if one answers; else undefined. */
export async function findPostgres() {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

let databases = 0;
/** Creates an empty database next to `baseUrl`'s; returns its URL and a drop(). */
export async function freshPostgres(baseUrl) {
  const name = `skillpath_bench_${process.pid}_${databases++}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

// --- options, rows, tables ----------------------------------------------------------------------

/** `--name=value` flags and positionals of a command line (`--quick` alone is true). */
export function parseOptions(argv) {
  const { values, positionals } = parseArgs({ args: argv, strict: false, allowPositionals: true });
  return { ...values, _: positionals };
}

/** A numeric option: the flag's value, else the quick or the full default. */
export function option(opts, name, full, quick = full) {
  const v = opts[name];
  if (v !== undefined && v !== true) {
    const n = Number(v);
    if (!Number.isFinite(n)) throw new Error(`--${name} must be a number, got ${v}`);
    return n;
  }
  return opts.quick ? quick : full;
}

/**
 * One result row. Give `atLeast` / `atMost` to set the target: it applies to the ratio when the row has
 * a baseline and `on: 'ratio'`, else to the value; `unit` is appended to the target text.
 */
export function row(
  benchmark,
  metric,
  value,
  { baseline = null, atLeast, atMost, on = 'value', unit = '' } = {},
) {
  const ratio =
    typeof value === 'number' && typeof baseline === 'number' && baseline !== 0 ? value / baseline : null;
  let target = null;
  let met = null;
  const subject = on === 'ratio' ? ratio : value;
  const suffix = unit ? ` ${unit}` : '';
  if (atLeast !== undefined) {
    target = `≥ ${atLeast}${suffix}`;
    met = typeof subject === 'number' && subject >= atLeast;
  } else if (atMost !== undefined) {
    target = `≤ ${atMost}${suffix}`;
    met = typeof subject === 'number' && subject <= atMost;
  }
  return { benchmark, metric, value, baseline, ratio, target, met };
}

/** A row for a check that is true or false (e.g. "stored = sent"), shown as the given texts. */
export function checkRow(benchmark, metric, ok, shown, target) {
  return { benchmark, metric, value: shown, baseline: null, ratio: null, target, met: ok };
}

export function formatNumber(n) {
  if (typeof n !== 'number') return n ?? '';
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  if (Number.isInteger(n) || abs >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toFixed(abs >= 10 ? 1 : 2);
}

export function renderTable(rows) {
  const lines = [
    '| benchmark | metric | value | baseline | ratio | target | met |',
    '|---|---|--:|--:|--:|---|---|',
  ];
  for (const r of rows) {
    const met = r.met === null || r.met === undefined ? '' : r.met ? 'yes' : '**no**';
    lines.push(
      `| ${r.benchmark} | ${r.metric} | ${formatNumber(r.value)} | ${formatNumber(r.baseline)} | ${
        r.ratio === null || r.ratio === undefined ? '' : r.ratio.toFixed(2)
      } | ${r.target ?? ''} | ${met} |`,
    );
  }
  return lines.join('\n');
}

/** The machine a run was made on, as markdown list lines. */
export function machineLines() {
  const cpus = os.cpus();
  const [l1, l5] = os.loadavg();
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`,
    `- RAM: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- Node ${process.version} on ${os.type()} ${os.release()}`,
    `- date: ${new Date().toISOString()}`,
    `- load average at start: ${l1.toFixed(2)} (1 min), ${l5.toFixed(2)} (5 min)`,
  ];
}

/** When `moduleUrl` is the script node was started with: run it with the command line and print. */
export async function main(moduleUrl, run) {
  if (!process.argv[1] || pathToFileURL(path.resolve(process.argv[1])).href !== moduleUrl) return;
  try {
    const { rows, notes = [] } = await run(parseOptions(process.argv.slice(2)));
    console.log(`\n${renderTable(rows)}`);
    for (const note of notes) console.log(`- ${note}`);
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
