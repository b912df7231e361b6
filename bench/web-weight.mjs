// Web weight (issue 8): what a first visit to /home downloads, measured the honest way — Chromium
// loads /home from a production server and every script and stylesheet it fetches is counted (entry,
// modulepreloads, CSS and the lazy chunks the route imports), gzip-compressed at level 9.
// Baseline: the gzip size of every JS chunk of the build (the whole app); the ratio is the share /home takes.
// Also proves the admin and exam chunks stay off /home: they are named from the Vite manifest and
// each is seen loading on its own route (so the check would notice a renamed chunk).
//   node bench/web-weight.mjs [--dist=/path/of/a/build/with/.vite/manifest.json, its renderer in <dist>-server]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { checkRow, main, root, row, startServer } from './lib.mjs';

const NAME = 'web-weight';
const JS_TARGET_KB = 170;
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const gzipKb = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;

/**
 * Builds apps/web as `npm run build` does into a temporary folder: the browser bundle with its manifest,
 * and beside it (`<dist>-server`) the server renderer of the public pages. Returns its path and a cleanup.
 */
export function buildWeb() {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillpath-web-bench-'));
  const outDir = path.join(dir, 'dist');
  const vite = path.join(root, 'node_modules/.bin/vite');
  for (const args of [
    ['build', '--outDir', outDir],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-server`],
  ]) {
    const built = spawnSync(vite, [...args, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (built.status !== 0) throw new Error(`vite ${args.join(' ')} failed (${built.status})`);
  }
  return { dist: outDir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Asset files (as /assets/… URLs) of the admin area and of the exam, read from the Vite manifest. */
function routeChunks(dist) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with --manifest (or leave out --dist)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const pick = (test) =>
    Object.entries(manifest)
      .filter(([key, chunk]) => test(chunk.src ?? key))
      .map(([, chunk]) => `/${chunk.file}`);
  return {
    admin: pick((src) => src.startsWith('src/features/admin/') || /^_admin-/.test(src)),
    exam: pick((src) => src === 'src/features/assessment/exam-page.tsx'),
  };
}

const ADMIN = { email: 'admin@skillpath.bench', password: 'bench-admin-password-1' };

/** The admin's session as the web keeps it (the keys of spec 000 §3). */
async function adminSession(base) {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  const body = await res.json();
  return { authToken: body.token, isLoggedIn: 'true', userId: String(body.id), userEmail: ADMIN.email };
}

/**
 * Every same-origin script and stylesheet a page fetches until the network is quiet; with `session`,
 * as that signed-in person.
 */
async function assetsOf(browser, base, url, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript((keys) => {
      for (const [key, value] of Object.entries(keys)) localStorage.setItem(key, value);
    }, session);
  }
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(base) || !['script', 'stylesheet'].includes(type)) return;
    const pathname = new URL(response.url()).pathname;
    assets.set(pathname, {
      type,
      encoding: response.headers()['content-encoding'] ?? 'none',
      // A body can vanish when the page moves on (a redirect, a closed context): count what arrived.
      body: response.body().catch(() => null),
    });
  });
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const out = [];
  for (const [pathname, a] of assets) {
    const body = await a.body;
    if (body) out.push({ pathname, type: a.type, encoding: a.encoding, kb: gzipKb(body) });
  }
  await context.close();
  return out;
}

const sum = (list) => list.reduce((s, a) => s + a.kb, 0);

export async function run(opts = {}) {
  const notes = [];
  const own = opts.dist ? null : buildWeb();
  const dist = opts.dist ?? own.dist;
  const server = await startServer({
    env: { WEB_DIST: dist, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const chunks = routeChunks(dist);
    const home = await assetsOf(browser, server.base, '/home');
    const js = home.filter((a) => a.type === 'script');
    const css = home.filter((a) => a.type === 'stylesheet');
    const allJs = readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ kb: gzipKb(readFileSync(path.join(dist, 'assets', f))) }));

    const rows = [
      row(NAME, '/home JS gzip KB', sum(js), { baseline: sum(allJs), atMost: JS_TARGET_KB, unit: 'KB' }),
      row(NAME, '/home CSS gzip KB', sum(css)),
      row(NAME, '/home requests (JS + CSS)', home.length),
    ];
    // The admin area's code loads only once the server has said the visitor is an admin.
    const admin = await adminSession(server.base);
    for (const [label, files, route, session] of [
      ['admin', chunks.admin, '/admindash', admin],
      ['exam', chunks.exam, '/exam/1'],
    ]) {
      const onHome = home.filter((a) => files.includes(a.pathname)).map((a) => a.pathname);
      rows.push(
        checkRow(
          NAME,
          `${label} chunks on /home`,
          files.length > 0 && onHome.length === 0,
          onHome.length,
          '0',
        ),
      );
      // The same files must load on their own route, or the names above identify nothing.
      const own = (await assetsOf(browser, server.base, route, session)).filter((a) =>
        files.includes(a.pathname),
      );
      rows.push(checkRow(NAME, `${label} chunks on ${route}`, own.length > 0, own.length, '≥ 1'));
    }
    const encodings = [...new Set(home.map((a) => a.encoding))].join(', ');
    notes.push(
      `${NAME}: /home fetched ${js.length} scripts, ${css.length} stylesheets; served with content-encoding ${encodings}`,
    );
    const biggest = [...home].sort((a, b) => b.kb - a.kb).slice(0, 6);
    notes.push(
      `${NAME}: largest on /home: ${biggest.map((a) => `${path.basename(a.pathname)} ${a.kb.toFixed(1)} KB`).join(', ')}`,
    );
    return { rows, notes };
  } finally {
    await browser.close();
    await server.stop();
    own?.cleanup();
  }
}

await main(import.meta.url, run);
