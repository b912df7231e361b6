import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The process tests run the real bundle: build it once per run (esbuild, about a second). */
export default function setup() {
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the server bundle failed');
}
