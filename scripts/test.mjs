// `npm test`: typecheck beside lint, import boundaries and unused code; a production build; unit +
// component + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); then the Playwright
// journeys.
// Ends with one line `Summary: N passed, N failed, N skipped`; the failed and skipped tests are named
// above it, so the last lines of a log say which ones.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale, portAnswers, root, run, runAsync } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const PDFTOPPM = '/usr/bin/pdftoppm';
const reports = mkdtempSync(path.join(tmpdir(), 'skillpath-test-'));
// Suites write one line each of what they tried (requests fuzzed, writes killed…); printed at the end.
const summaries = path.join(reports, 'summaries');
process.env.SKILLPATH_SUMMARY_DIR = summaries;
const steps = [];
let passed = 0;
let failed = 0;
/** Tests that did not run (skipped, todo, runIf false), by name: a count alone hides what they were. */
const skipped = [];
/** Tests that failed, by name. */
const failures = [];

// Each step's seconds (since the previous step ended, or its own when steps ran side by side), so a
// slow suite shows where its time goes.
let stepEnded = Date.now();
function step(name, ok, detail = '', seconds = (Date.now() - stepEnded) / 1000) {
  stepEnded = Date.now();
  const took = seconds === null ? '' : ` ${Math.round(seconds)} s`;
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}${took}`);
  return ok;
}

/** Runs one check to its end; `ok` and its own seconds, for a step that ran beside others. */
async function check(name, command, args) {
  const began = Date.now();
  const ok = (await runAsync(command, args)) === 0;
  return { name, ok, seconds: (Date.now() - began) / 1000 };
}

/**
 * Chromium for the journeys, and poppler-utils (pdftoppm, pdftotext) with it for the API tests that
 * draw a PDF page and compare it with Chromium's drawing of the same text.
 */
function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(PDFTOPPM)) return true;
  const install = 'apt-get update && apt-get install -y chromium fonts-liberation poppler-utils';
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium or poppler-utils is missing. Install Debian's packages, then run npm test again:\n  sudo sh -c '${install}'`,
    );
    return false;
  }
  console.log('Installing Chromium and poppler-utils from Debian…');
  return (
    run('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install}`]) === 0 &&
    existsSync(CHROMIUM) &&
    existsSync(PDFTOPPM)
  );
}

async function ensurePostgres() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return true;
  const { hostname, port } = new URL(url);
  if (await portAnswers(Number(port || 5432), hostname)) return true;
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  for (const version of clusters) {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  for (let i = 0; i < 20; i++) {
    if (await portAnswers(Number(port || 5432), hostname)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`PostgreSQL does not answer at ${hostname}:${port || 5432} (TEST_DATABASE_URL).`);
  return false;
}

/** Redis for the tests that need one: use the local server, starting it when it is installed but down. */
async function ensureRedis() {
  if (process.env.TEST_REDIS_URL) return;
  let up = await portAnswers(6379);
  if (!up && run('sh', ['-c', 'command -v redis-server >/dev/null'], { stdio: 'ignore' }) === 0) {
    run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    for (let i = 0; i < 20 && !up; i++) {
      await new Promise((r) => setTimeout(r, 250));
      up = await portAnswers(6379);
    }
  }
  if (up) process.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379/15';
  else if (process.env.CI === 'true' || process.env.CI === '1')
    console.log('No Redis on this machine: under CI=true the api-redis suite fails (it needs one).');
  else console.log('No Redis on this machine: the tests of shared rate limits (api-redis) do not run.');
}

// A failure's first lines, indented under its name: a log's tail then says why as well as which.
function why(message) {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim());
  return lines
    .slice(0, 8)
    .map((line) => `\n      ${line.length > 240 ? `${line.slice(0, 240)}…` : line}`)
    .join('');
}

/** Names of the tests whose status in Vitest's JSON report is one of `statuses`, each with why it failed. */
function vitestTests(report, statuses) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((t) => statuses.includes(t.status))
      .map((t) => `${path.relative(process.cwd(), file.name)} › ${t.fullName}${why(t.failureMessages?.[0])}`),
  );
}

/** Names of the tests whose status in Playwright's JSON report is one of `statuses`, each with why it failed. */
function playwrightTests(report, statuses) {
  const walk = (suite, file) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => statuses.includes(t.status))
        .map((t) => `e2e/tests/${file} › ${spec.title}${why(t.results?.at(-1)?.error?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap((s) => walk(s, file)),
  ];
  return (report?.suites ?? []).flatMap((s) => walk(s, s.file));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Checks run earlier on another Node (scripts/check-runtime.mjs via .ci/run) count in this summary. */
function foldRuntimeReport() {
  const file = process.env.SKILLPATH_RUNTIME_REPORT;
  if (!file) return;
  const report = readJson(file);
  if (!report) {
    step(`checks on another Node (${file})`, false, 'no report');
    failed++;
    return;
  }
  for (const s of report.steps) step(s.name, s.ok, s.detail, null);
  passed += report.passed;
  failed += report.failed;
}

const started = Date.now();
foldRuntimeReport();
if (!ensureChromium()) process.exit(1);
if (!(await ensurePostgres())) process.exit(1);
await ensureRedis();

// A failing check counts as one failure in the summary. The type checker takes one core for longest;
// the other checks run one after another on the second.
const checks = await Promise.all([
  check('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  (async () => [
    await check('lint', 'npx', ['biome', 'check', '.']),
    // Import boundaries (.dependency-cruiser.cjs) and nothing unused (knip.json).
    await check('import boundaries (dependency-cruiser)', 'npm', ['run', 'depcruise', '--silent']),
    await check('nothing unused (knip)', 'npm', ['run', 'knip', '--silent']),
    // Issue 19: an API path is written once, in its contract declaration.
    await check('API paths only in the contract', 'node', ['scripts/route-literals.mjs']),
  ])(),
]);
for (const c of checks.flat()) if (!step(c.name, c.ok, '', c.seconds)) failed++;

// Built before the tests: the server-rendering tests render with this build (TEST_WEB_DIST) instead of
// building their own in each database's run, and the journeys serve it.
const built = step('build', buildIfStale());
if (!built) failed++;

const vitestJson = path.join(reports, 'vitest.json');
const vitestCode = await runAsync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  built ? { env: { ...process.env, TEST_WEB_DIST: path.join(root, 'apps/web/dist') } } : {},
);
const vitest = readJson(vitestJson);
const vitestSkips = vitestTests(vitest, ['skipped', 'pending', 'todo']);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped.push(...vitestSkips);
  failures.push(...vitestTests(vitest, ['failed']));
}
const vitestDetail = vitest
  ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitestSkips.length} skipped`
  : 'no report';
// A run that failed without a failing test (a crash, a broken file) still counts as a failure.
if (!step('unit, component and API tests', vitestCode === 0, vitestDetail) && !vitest?.numFailedTests)
  failed++;

if (built) {
  const pwJson = path.join(reports, 'playwright.json');
  const pwCode = await runAsync(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    },
  );
  const pwReport = readJson(pwJson);
  const pw = pwReport?.stats;
  const pwSkips = playwrightTests(pwReport, ['skipped']);
  if (pw) {
    // No retries (e2e/playwright.config.ts): a journey passes or fails on its one run.
    passed += pw.expected;
    failed += pw.unexpected;
    skipped.push(...pwSkips);
    failures.push(...playwrightTests(pwReport, ['unexpected']));
  }
  const pwDetail = pw
    ? `${pw.expected} passed, ${pw.unexpected} failed, ${pwSkips.length} skipped`
    : 'no report';
  if (!step('browser journeys (Playwright, Chromium)', pwCode === 0, pwDetail) && !pw?.unexpected) failed++;
}

const tried = existsSync(summaries)
  ? readdirSync(summaries)
      .sort()
      .map((f) => readFileSync(path.join(summaries, f), 'utf8').trim())
  : [];
if (tried.length) console.log(`\nWhat the suites tried:\n${tried.join('\n')}`);
for (const [title, names] of [
  ['Failed', failures],
  ['Skipped', skipped],
])
  if (names.length) console.log(`\n${title} (${names.length}):\n${names.map((n) => `  ${n}`).join('\n')}`);
console.log(
  `\n${steps.join('\n')}\nTook ${Math.round((Date.now() - started) / 1000)} s on Node ${process.version}`,
);
console.log(`Summary: ${passed} passed, ${failed} failed, ${skipped.length} skipped`);
process.exit(failed === 0 && steps.every((s) => s.startsWith('ok')) ? 0 : 1);
