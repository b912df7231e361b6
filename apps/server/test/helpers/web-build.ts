import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));
const vite = fileURLToPath(new URL('../../../../node_modules/.bin/vite', import.meta.url));

// As `npm run build` runs it: Vitest's NODE_ENV=test would make the JSX development calls, which the
// renderer's production React (vite.config.ts) does not have.
const { NODE_ENV: _testEnv, ...buildEnv } = process.env;

function runVite(args: string[]) {
  const built = spawnSync(vite, [...args, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webRoot,
    env: buildEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`vite ${args.join(' ')} failed (${built.status})`);
}

/**
 * The web app built as `npm run build` builds it (browser bundle with its manifest, and the server
 * renderer beside it), into a temporary folder: the server-rendering tests need the real components.
 * TEST_WEB_DIST names an existing build instead (its renderer in `<dir>-server`).
 */
export async function buildWeb(): Promise<{ dist: string; cleanup(): Promise<void> }> {
  if (process.env.TEST_WEB_DIST)
    return { dist: path.resolve(process.env.TEST_WEB_DIST), cleanup: async () => {} };
  const dir = await mkdtemp(path.join(tmpdir(), 'skillpath-ssr-web-'));
  const dist = path.join(dir, 'dist');
  runVite(['build', '--outDir', dist]);
  runVite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${dist}-server`]);
  return { dist, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
