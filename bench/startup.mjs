// The embedded default (PGlite files in a fresh DATA_DIR, demo content seeded): time from spawn until
// /readyz answers 200 and the server process's peak memory (VmHWM), for the first start (loading the
// database prepared at build time, migrations, seed, admin and demo learner) and for a restart on the same DATA_DIR. Baseline: a bare node:http
// process started and probed the same way (node's own floor).
//   node bench/startup.mjs [--restarts=1] [--quick]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, main, option, peakRssMiB, row, sleep, startServer } from './lib.mjs';

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

async function timedStart(dataDir) {
  const server = await startServer({
    databaseUrl: null,
    dataDir,
    pollMs: POLL_MS,
    env: { SEED_DEMO: 'true' },
  });
  const peak = peakRssMiB(server.pid);
  await server.stop();
  return { seconds: server.readyMs / 1000, peak };
}

export async function run(opts = {}) {
  const restarts = option(opts, 'restarts', 1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillpath-startup-'));
  try {
    const bare = await bareNode();
    const first = await timedStart(dataDir);
    const again = [];
    for (let i = 0; i < restarts; i++) again.push(await timedStart(dataDir));
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
        row(NAME, 'restart s (same DATA_DIR)', restart.seconds, {
          baseline: bareSeconds,
          atMost: 1,
          unit: 's',
        }),
        row(NAME, 'restart peak RSS MiB', restart.peak, { baseline: bare.peak }),
      ],
      notes: [
        `${NAME}: spawn → /readyz 200 polled every ${POLL_MS} ms; peak RSS is the server process's VmHWM; ` +
          `restart is the median of ${restarts}; baseline: a bare node:http process started and probed the same way`,
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main(import.meta.url, run);
