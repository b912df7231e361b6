// `npm run bench` — every benchmark, one table, written to bench/results/latest.md.
//   npm run bench [-- catalogue exam signin startup mcq overview payments web-weight lighthouse] [--quick] [--no-build]
//                 [--out=bench/results/latest.md] [any benchmark's own --flags, e.g. --duration=5]
// Builds the server (and, when a web benchmark runs, the web app) first if their sources changed.
// Every module follows the convention in bench/lib.mjs: `export async function run(opts) → { rows, notes }`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, run as runCommand } from '../scripts/lib.mjs';
import { checkRow, machineLines, parseOptions, renderTable, root } from './lib.mjs';

const BENCHMARKS = [
  { name: 'catalogue', file: 'catalogue.mjs' },
  { name: 'exam', file: 'exam-load.mjs' },
  { name: 'signin', file: 'signin-burst.mjs' },
  { name: 'startup', file: 'startup.mjs' },
  { name: 'mcq', file: 'mcq-import.mjs' },
  { name: 'overview', file: 'overview.mjs' },
  { name: 'payments', file: 'payments.mjs' },
  { name: 'pages', file: 'pages.mjs', web: true },
  { name: 'web-weight', file: 'web-weight.mjs', web: true },
  { name: 'lighthouse', file: 'lighthouse.mjs', web: true },
];

const opts = parseOptions(process.argv.slice(2));
const present = BENCHMARKS.filter((b) => existsSync(path.join(root, 'bench', b.file)));
const unknown = opts._.filter((n) => !BENCHMARKS.some((b) => n === b.name || `${n}.mjs` === b.file));
if (unknown.length) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = opts._.length
  ? present.filter((b) => opts._.some((n) => n === b.name || `${n}.mjs` === b.file))
  : present;

function build() {
  const server = path.join(root, 'apps/server');
  const contract = path.join(root, 'packages/contract');
  if (isStale(path.join(server, 'dist/server.js'), [contract, path.join(server, 'src')])) {
    console.log('Building the server…');
    if (runCommand('npm', ['run', 'build', '-w', '@skillpath/server']) !== 0)
      throw new Error('server build failed');
  }
  const web = path.join(root, 'apps/web');
  if (
    selected.some((b) => b.web) &&
    isStale(path.join(web, 'dist-server/entry-server.js'), [contract, web])
  ) {
    console.log('Building the web app…');
    if (runCommand('npm', ['run', 'build', '-w', '@skillpath/web']) !== 0)
      throw new Error('web build failed');
  }
}

/** A module's rows and notes; a file without the run() export is run as a script, its output shown above. */
async function runOne(b) {
  const file = path.join(root, 'bench', b.file);
  if (!/export\s+(async\s+)?function\s+run\b/.test(readFileSync(file, 'utf8'))) {
    const status = spawnSync(
      process.execPath,
      [file, ...process.argv.slice(2).filter((a) => a.startsWith('--'))],
      {
        stdio: 'inherit',
      },
    ).status;
    return { rows: [checkRow(b.name, 'script ran', status === 0, `exit ${status}`, 'exit 0')], notes: [] };
  }
  const mod = await import(pathToFileURL(file).href);
  return mod.run(opts);
}

function commitLine() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const shown = dirty.slice(0, 5).join(', ') + (dirty.length > 5 ? ', …' : '');
    return `commit ${sha}${dirty.length ? ` (working tree with uncommitted changes: ${shown})` : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const machine = machineLines();
if (!opts['no-build']) build();
const rows = [];
const notes = [];
for (const b of selected) {
  console.log(`\n▶ ${b.name}${opts.quick ? ' (quick)' : ''}`);
  const started = performance.now();
  try {
    const result = await runOne(b);
    rows.push(...result.rows);
    notes.push(...(result.notes ?? []));
    console.log(renderTable(result.rows));
  } catch (error) {
    console.error(error);
    rows.push(checkRow(b.name, 'ran', false, 'crashed', 'ran'));
    notes.push(`${b.name}: crashed: ${String(error?.message ?? error).split('\n')[0]}`);
  }
  notes.push(`${b.name}: took ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const missing = BENCHMARKS.filter((b) => !present.includes(b)).map((b) => b.file);
if (missing.length && !opts._.length) notes.push(`not present, skipped: ${missing.join(', ')}`);
const targets = rows.filter((r) => r.met !== null && r.met !== undefined);
const met = targets.filter((r) => r.met).length;
const args = process.argv.slice(2).join(' ');
const report = [
  '# Benchmarks — latest run',
  '',
  `\`npm run bench${args ? ` -- ${args}` : ''}\` — ${opts.quick ? '**quick mode** (small sizes)' : 'full sizes'}, ` +
    `${selected.map((b) => b.name).join(', ')}; ${commitLine()}. ${met} of ${targets.length} targets met.`,
  '',
  '## Machine',
  '',
  ...machine,
  '',
  '## Results',
  '',
  'ratio = value / baseline (both measured in this run); a target on a ratio row applies to the ratio.',
  '',
  renderTable(rows),
  '',
  '## Notes',
  '',
  ...notes.map((n) => `- ${n}`),
  '',
].join('\n');

const out = path.resolve(root, typeof opts.out === 'string' ? opts.out : 'bench/results/latest.md');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, report);

// A full run of everything also refreshes the README's copy of the table, with the machine it ran on.
const README = path.join(root, 'README.md');
const BLOCK = /(<!-- bench-table:start -->\n)[\s\S]*?(<!-- bench-table:end -->)/;
const fullRun = !opts.quick && !opts._.length && typeof opts.out !== 'string' && !missing.length;
if (fullRun && BLOCK.test(readFileSync(README, 'utf8'))) {
  const summary = [
    `${commitLine()}, ${machine.find((l) => l.startsWith('- date'))?.slice(2)}; ${met} of ${targets.length} targets met.`,
    '',
    ...machine,
    '',
    renderTable(rows),
    '',
  ].join('\n');
  writeFileSync(
    README,
    readFileSync(README, 'utf8').replace(BLOCK, (_, start, end) => `${start}${summary}${end}`),
  );
}
console.log(
  `\n${renderTable(rows)}\n\n${met} of ${targets.length} targets met; written to ${path.relative(root, out)}` +
    (fullRun ? ' and README.md' : ''),
);
process.exit(rows.some((r) => r.metric === 'ran') ? 1 : 0);
