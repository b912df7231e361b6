// `node scripts/check-runtime.mjs`: what proves the project works on the Node that runs it, short of the
// whole suite. CI runs it on the machine's Node 20 (still supported) before `npm test` on Node 24
// (.ci/run): typecheck, a fresh build, the API tests on PGlite, and a first start of the built server
// until /readyz answers. Its steps and counts go to SKILLPATH_RUNTIME_REPORT (JSON), which `npm test`
// folds into its summary.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, run, runAsync } from './lib.mjs';

const runtime = `Node ${process.version}`;
const work = mkdtempSync(path.join(tmpdir(), 'skillpath-runtime-'));
const steps = [];
let passed = 0;
let failed = 0;

function step(name, ok, detail = '') {
  steps.push({ name: `${runtime}: ${name}`, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${runtime}: ${name}${detail ? ` (${detail})` : ''}`);
  return ok;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A first start of the built server on an empty embedded database, until /readyz answers; then SIGTERM. */
async function startsAndServes() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const started = Date.now();
  let ready = false;
  while (!ready && Date.now() - started < 120_000 && child.exitCode === null) {
    ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  child.kill('SIGTERM');
  const code = await exited;
  return { ok: ready && code === 0, detail: ready ? `ready in ${seconds} s, exit ${code}` : 'never ready' };
}

if (!step('typecheck', run('npm', ['run', 'typecheck', '--silent']) === 0)) failed++;
if (!step('build', run('npm', ['run', 'build']) === 0)) failed++;

const vitestJson = path.join(work, 'vitest.json');
const vitestCode = await runAsync('npx', [
  'vitest',
  'run',
  '--project',
  'api',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
let vitest;
try {
  vitest = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} catch {}
const detail = vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'no report';
if (!step('API tests on PGlite', vitestCode === 0, detail) && !vitest?.numFailedTests) failed++;

const start = await startsAndServes();
if (step('first start to /readyz', start.ok, start.detail)) passed++;
else failed++;

rmSync(work, { recursive: true, force: true });
if (process.env.SKILLPATH_RUNTIME_REPORT) {
  writeFileSync(process.env.SKILLPATH_RUNTIME_REPORT, JSON.stringify({ runtime, steps, passed, failed }));
}
console.log(`${runtime}: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
