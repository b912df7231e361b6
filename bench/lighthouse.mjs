// Lighthouse (issues 8 and 15), mobile preset (Lighthouse's default config), on /home, /traininguser,
// one /traincard/{id}, /internshipuser, one /interncard/{id} and /placementuser of a production
// server: built web app, built server, demo content. Chromium is
// Debian's (/usr/bin/chromium); nothing is fetched from the internet.
// Baseline: the target itself, so the ratio reads "score / target" (≥ 1 means met).
// Performance is noisy on a shared 2-core machine; accessibility, best practices and SEO are not.
//   node bench/lighthouse.mjs [--dist=/path/of/a/build] [--pages=/home,/traininguser] [--profile]
// --profile prints every page's profile, met or not: on a busy machine the score says less than where
// the time and bytes go.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { main, row, startServer } from './lib.mjs';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS } from './web-weight.mjs';

const NAME = 'lighthouse';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
// Issue 15: the metrics behind the performance score, each with its own bound (Lantern's simulated
// mobile figures, the ones the score is computed from).
const METRICS = [
  { id: 'largest-contentful-paint', label: 'LCP ms', atMost: 2000, unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT ms', atMost: 150, unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', atMost: 0.02 },
];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const ms = (value) => `${Math.round(value)} ms`;

/**
 * Where a page's load time goes, for a performance score under target: the metrics, the largest
 * paint and its phases, main-thread work by kind, the scripts that cost most, and what was fetched.
 */
function profile(audits, base) {
  const items = (id) => audits[id]?.details?.items ?? [];
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]
    .map((id) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue}`)
    .join(', ');
  const [element, phases] = items('largest-contentful-paint-element');
  const lcpNode = element?.items?.[0]?.node;
  const lcp = `largest paint: ${lcpNode?.nodeLabel ?? lcpNode?.snippet ?? '?'} — ${(phases?.items ?? [])
    .map((p) => `${p.phase} ${ms(p.timing)}`)
    .join(', ')}`;
  const mainThread = `main thread (simulated 4× slower CPU): ${items('mainthread-work-breakdown')
    .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`)
    .join(', ')}`;
  const scripts = `scripts: ${items('bootup-time')
    .slice(0, 4)
    .map((i) => `${i.url.replace(base, '')} ${ms(i.total)} (${ms(i.scripting)} scripting)`)
    .join(', ')}`;
  const requests = items('network-requests');
  const js = requests.filter((r) => r.resourceType === 'Script');
  const fetched = `requests: ${requests.length} (${js.length} scripts, ${Math.round(js.reduce((n, r) => n + r.transferSize, 0) / 1024)} KB transferred), last script ends at ${ms(Math.max(0, ...js.map((r) => r.networkEndTime)))}`;
  const opportunities = `opportunities: ${
    [
      'render-blocking-resources',
      'unused-javascript',
      'unused-css-rules',
      'uses-responsive-images',
      'modern-image-formats',
      'offscreen-images',
      'prioritize-lcp-image',
      'lcp-lazy-loaded',
      'font-display',
    ]
      .filter((id) => audits[id] && audits[id].score !== null && audits[id].score < 1)
      .map(
        (id) =>
          `${id} (${audits[id].displayValue ?? audits[id].score}: ${items(id)
            .slice(0, 3)
            .map((i) => String(i.url ?? i.node?.snippet ?? '').replace(base, ''))
            .join(' ')})`,
      )
      .join('; ') || 'none'
  }`;
  const weight = `total bytes: ${audits['total-byte-weight']?.displayValue}`;
  return [metrics, lcp, mainThread, scripts, fetched, opportunities, weight];
}

/** Each category's score (0–100), the audits that pulled it down and, if slow, the profile, for one URL. */
async function audit(url, port, alwaysProfile) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const { categories, audits } = result.lhr;
  const scores = {};
  const failing = [];
  for (const [id, category] of Object.entries(categories)) {
    scores[id] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const a = audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative') {
        failing.push(`${id}/${ref.id} (${a.displayValue ?? a.score})`);
      }
    }
  }
  const slow =
    alwaysProfile || scores.performance < TARGETS.performance ? profile(audits, new URL(url).origin) : [];
  const metrics = METRICS.map((m) => ({ ...m, value: audits[m.id]?.numericValue }));
  return { scores, metrics, failing, slow, errors: result.lhr.runtimeError?.message };
}

export async function run(opts = {}) {
  const own = opts.dist ? null : buildWeb();
  const server = await startServer({ env: { WEB_DIST: opts.dist ?? own.dist } });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows = [];
  const notes = [];
  try {
    const first = async (path) => (await (await fetch(`${server.base}${path}`)).json())[0].id;
    const pages = opts.pages
      ? String(opts.pages).split(',')
      : [
          '/home',
          '/traininguser',
          `/traincard/${await first('/v1/api/list-courses/')}`,
          '/internshipuser',
          `/interncard/${await first('/v1/api/internships/')}`,
          '/placementuser',
        ];
    for (const page of pages) {
      const { scores, metrics, failing, slow, errors } = await audit(
        `${server.base}${page}`,
        chrome.port,
        Boolean(opts.profile),
      );
      for (const [category, target] of Object.entries(TARGETS)) {
        rows.push(row(NAME, `${page} ${category}`, scores[category], { baseline: target, atLeast: target }));
      }
      for (const { label, value, atMost, unit } of metrics) {
        const shown = typeof value === 'number' ? Number(value.toFixed(unit ? 0 : 3)) : value;
        rows.push(row(NAME, `${page} ${label}`, shown, { atMost, unit }));
      }
      if (errors) notes.push(`${NAME} ${page}: ${errors}`);
      if (failing.length) notes.push(`${NAME} ${page} audits below 0.9: ${failing.join('; ')}`);
      for (const line of slow) notes.push(`${NAME} ${page} profile: ${line}`);
    }
    return { rows, notes };
  } finally {
    chrome.kill();
    await server.stop();
    own?.cleanup();
  }
}

await main(import.meta.url, run);
