// Lighthouse (issue 8), mobile preset (Lighthouse's default config), on /home, /traininguser and one
// /traincard/{id} of a production server: built web app, built server, demo content. Chromium is
// Debian's (/usr/bin/chromium); nothing is fetched from the internet.
// Baseline: the target itself, so the ratio reads "score / target" (≥ 1 means met).
// Performance is noisy on a shared 2-core machine; accessibility, best practices and SEO are not.
//   node bench/lighthouse.mjs [--dist=/path/of/a/build] [--pages=/home,/traininguser]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { main, row, startServer } from './lib.mjs';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS } from './web-weight.mjs';

const NAME = 'lighthouse';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Each category's score (0–100) and the audits that pulled it down, for one URL. */
async function audit(url, port) {
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
  return { scores, failing, errors: result.lhr.runtimeError?.message };
}

export async function run(opts = {}) {
  const own = opts.dist ? null : buildWeb();
  const server = await startServer({ env: { WEB_DIST: opts.dist ?? own.dist } });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows = [];
  const notes = [];
  try {
    const courses = await (await fetch(`${server.base}/v1/api/list-courses/`)).json();
    const pages = opts.pages
      ? String(opts.pages).split(',')
      : ['/home', '/traininguser', `/traincard/${courses[0].id}`];
    for (const page of pages) {
      const { scores, failing, errors } = await audit(`${server.base}${page}`, chrome.port);
      for (const [category, target] of Object.entries(TARGETS)) {
        rows.push(row(NAME, `${page} ${category}`, scores[category], { baseline: target, atLeast: target }));
      }
      if (errors) notes.push(`${NAME} ${page}: ${errors}`);
      if (failing.length) notes.push(`${NAME} ${page} audits below 0.9: ${failing.join('; ')}`);
    }
    return { rows, notes };
  } finally {
    chrome.kill();
    await server.stop();
    own?.cleanup();
  }
}

await main(import.meta.url, run);
