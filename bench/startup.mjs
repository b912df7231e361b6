// The embedded default through `npm start`'s path (node scripts/start.mjs: the build check, then the
// server in the same process), PGlite files in a fresh DATA_DIR, demo content seeded: time from spawn
// until /readyz answers 200, the process's peak memory (VmHWM) and its CPU time (user + system, all
// threads: steadier than wall time on a shared machine), for the first start (copying the database
// prepared at build time, migrations, seed, admin and demo learner) and for restarts on the same
// DATA_DIR. Node's compile cache (Node 22+) starts empty, so the first start is a cold one.
// Baseline: a bare node:http process started and probed the same way (node's own floor).
//   node bench/startup.mjs [--restarts=3] [--settle=10] [--quick]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cpuSeconds,
  freePort,
  main,
  option,
  peakRssMiB,
  row,
  sleep,
  startScript,
  startServer,
} from './lib.mjs';

const NAME = 'startup (PGlite files)';
const POLL_MS = 20;

/** A bare node:http server: spawn → first 200, and its peak memory. */
async function bareNode() {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
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
async function timedStart(dataDir, compileCache, settle = 0) {
  const server = await startServer({
    databaseUrl: null,
    dataDir,
    pollMs: POLL_MS,
    entry: startScript,
    env: { SEED_DEMO: 'true', NODE_COMPILE_CACHE: compileCache },
  });
  const peak = peakRssMiB(server.pid);
  const cpu = cpuSeconds(server.pid);
  await sleep(settle * 1000);
  const settledPeak = peakRssMiB(server.pid);
  await server.stop();
  return { seconds: server.readyMs / 1000, peak, cpu, settledPeak };
}

export async function run(opts = {}) {
  const restarts = option(opts, 'restarts', 3, 1);
  const settle = option(opts, 'settle', 10, 0);
  const work = mkdtempSync(path.join(tmpdir(), 'skillpath-startup-'));
  const dataDir = path.join(work, 'data');
  const compileCache = path.join(work, 'compile-cache');
  try {
    const bare = await bareNode();
    const first = await timedStart(dataDir, compileCache, settle);
    const again = [];
    for (let i = 0; i < restarts; i++) again.push(await timedStart(dataDir, compileCache));
    const restart = again.sort((a, b) => a.seconds - b.seconds)[Math.floor(again.length / 2)];
    const bareSeconds = bare.readyMs / 1000;
    return {
      rows: [
        // Targets of issue 20.
        row(NAME, 'first start s (load, migrate, seed)', first.seconds, {
          baseline: bareSeconds,
          atMost: 3,
          unit: 's',
        }),
        row(NAME, 'first start peak RSS MiB', first.peak, { baseline: bare.peak, atMost: 500, unit: 'MiB' }),
        row(NAME, 'first start CPU s (user + sys)', first.cpu),
        row(NAME, `peak RSS MiB ${settle} s after the first start`, first.settledPeak),
        row(NAME, 'restart s (same DATA_DIR)', restart.seconds, {
          baseline: bareSeconds,
          atMost: 1,
          unit: 's',
        }),
        row(NAME, 'restart peak RSS MiB', restart.peak, { baseline: bare.peak }),
        row(NAME, 'restart CPU s (user + sys)', restart.cpu),
      ],
      notes: [
        `${NAME}: node scripts/start.mjs (what \`npm start\` runs; npm's own CLI adds its start-up on top) on Node ${process.version}, ` +
          `spawn → /readyz 200 polled every ${POLL_MS} ms; peak RSS is the process's VmHWM at ready (and ${settle} s later: ` +
          `V8 compiles hot WebAssembly functions in the background); restart is the median of ${restarts}; ` +
          'baseline: a bare node:http process started and probed the same way',
      ],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main(import.meta.url, run);
