// The embedded default through `npm start`'s path (node scripts/start.mjs: the build check, then the
// server in the same process), PGlite files in a fresh DATA_DIR, demo content seeded: time from spawn
// until /readyz answers 200, the process's peak memory (VmHWM) and its CPU time (user + system, all
// threads: steadier than wall time on a shared machine), for the first start (copying the database
// prepared at build time, migrations, seed, admin and demo learner) and for restarts on the same
// DATA_DIR. Node's compile cache (Node 22+) starts empty, so the first start is a cold one.
// Baseline: a bare node:http process started and probed the same way (node's own floor).
// Measured on the Node running this file and on Node 24 (the primary runtime) as .ci/run caches it.
//   node bench/startup.mjs [--restarts=3] [--settle=10] [--quick]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import {
  cpuSeconds,
  freePort,
  main,
  option,
  peakRssMiB,
  row,
  sleep,
  startNodeArgs,
  startScript,
  startServer,
} from './lib.mjs';

const POLL_MS = 20;

/** Node 24 where .ci/run keeps it (~/.cache/skillpath/node-linux-<arch>-24.x.y), the newest; else undefined. */
function cachedNode24() {
  const cache =
    process.env.SKILLPATH_CACHE_DIR ??
    path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'skillpath');
  if (!existsSync(cache)) return undefined;
  const dirs = readdirSync(cache)
    .filter((d) => /^node-linux-[a-z0-9]+-24\./.test(d))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const bin = dirs.length > 0 ? path.join(cache, dirs.at(-1), 'bin', 'node') : undefined;
  return bin && existsSync(bin) ? bin : undefined;
}

/** A bare node:http server: spawn → first 200, and its peak memory. */
async function bareNode(node) {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
  const started = performance.now();
  const child = spawn(node, ['-e', code], { stdio: 'ignore' });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { readyMs: performance.now() - started, peak: peakRssMiB(child.pid) };
      if (child.exitCode !== null) throw new Error('bare node exited');
      await sleep(POLL_MS);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

/** One start through `npm start`'s path; `settle` seconds after ready, the peak memory is read again. */
async function timedStart(node, dataDir, compileCache, settle = 0) {
  const server = await startServer({
    node,
    databaseUrl: null,
    dataDir,
    pollMs: POLL_MS,
    entry: startScript,
    nodeArgs: startNodeArgs,
    env: { SEED_DEMO: 'true', NODE_COMPILE_CACHE: compileCache },
  });
  const peak = peakRssMiB(server.pid);
  const cpu = cpuSeconds(server.pid);
  await sleep(settle * 1000);
  const settledPeak = peakRssMiB(server.pid);
  await server.stop();
  return { seconds: server.readyMs / 1000, peak, cpu, settledPeak };
}

/** First start and restarts on one Node binary: its rows and its note. */
async function measure(node, { restarts, settle }) {
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const name = `startup (PGlite files, Node ${version})`;
  const work = mkdtempSync(path.join(tmpdir(), 'skillpath-startup-'));
  const dataDir = path.join(work, 'data');
  const compileCache = path.join(work, 'compile-cache');
  try {
    const bare = await bareNode(node);
    const first = await timedStart(node, dataDir, compileCache, settle);
    const again = [];
    for (let i = 0; i < restarts; i++) again.push(await timedStart(node, dataDir, compileCache));
    const restart = again.sort((a, b) => a.seconds - b.seconds)[Math.floor(again.length / 2)];
    const bareSeconds = bare.readyMs / 1000;
    return {
      rows: [
        // Targets of issue 20.
        row(name, 'first start s (load, migrate, seed)', first.seconds, {
          baseline: bareSeconds,
          atMost: 3,
          unit: 's',
        }),
        row(name, 'first start peak RSS MiB', first.peak, { baseline: bare.peak, atMost: 500, unit: 'MiB' }),
        row(name, 'first start CPU s (user + sys)', first.cpu),
        row(name, `peak RSS MiB ${settle} s after the first start`, first.settledPeak),
        row(name, 'restart s (same DATA_DIR)', restart.seconds, {
          baseline: bareSeconds,
          atMost: 1,
          unit: 's',
        }),
        row(name, 'restart peak RSS MiB', restart.peak, { baseline: bare.peak }),
        row(name, 'restart CPU s (user + sys)', restart.cpu),
      ],
      note:
        `${name}: node scripts/start.mjs (what \`npm start\` runs; npm's own CLI adds its start-up on top), ` +
        `spawn → /readyz 200 polled every ${POLL_MS} ms; peak RSS is the process's VmHWM at ready (and ${settle} s later: ` +
        `V8 compiles hot WebAssembly functions in the background); restart is the median of ${restarts}; ` +
        'baseline: a bare node:http process started and probed the same way',
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function run(opts = {}) {
  const settings = { restarts: option(opts, 'restarts', 3, 1), settle: option(opts, 'settle', 10, 0) };
  const rows = [];
  const notes = [];
  const node24 = cachedNode24();
  const nodes = [process.execPath];
  if (!process.version.startsWith('v24.') && node24) nodes.push(node24);
  for (const node of nodes) {
    const result = await measure(node, settings);
    rows.push(...result.rows);
    notes.push(result.note);
  }
  if (!process.version.startsWith('v24.') && !node24) {
    notes.push(
      'startup on Node 24: not measured, no Node 24 in ~/.cache/skillpath (`bash .ci/run --fetch-node-only` fetches it)',
    );
  }
  return { rows, notes };
}

await main(import.meta.url, run);
