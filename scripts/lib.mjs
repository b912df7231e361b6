// Small helpers shared by the start and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Build outputs, never sources: the web app's two builds (browser, server renderer) and the server's. */
const OUTPUTS = new Set(['node_modules', 'dist', 'dist-server']);

/** Newest modification time of any file below the given folders (node_modules and builds skipped). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (OUTPUTS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(path.join(root, path.relative(root, dir)));
  return newest;
}

export function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

/** Runs a command in the foreground; returns its exit code. */
export function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...opts });
  return result.status ?? 1;
}

/** Runs a command, resolving with its exit code (for long steps whose output streams). */
export function runAsync(command, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function portAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
    const answer = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => answer(true));
    socket.on('error', () => answer(false));
    socket.on('timeout', () => answer(false));
  });
}

/** Builds the web app and the server bundle when their sources changed since the last build. */
export function buildIfStale() {
  const contract = path.join(root, 'packages/contract');
  const web = path.join(root, 'apps/web');
  const server = path.join(root, 'apps/server');
  // The server renderer is built last (apps/web/package.json): its presence means both builds are there.
  // A production build whatever the caller's NODE_ENV: under Vitest (NODE_ENV=test, e.g. the test of
  // `npm start`) Vite would otherwise bundle React's development build into the browser app.
  const opts = { env: { ...process.env, NODE_ENV: 'production' } };
  if (isStale(path.join(web, 'dist-server/entry-server.js'), [contract, web])) {
    console.log('Building the web app…');
    if (run('npm', ['run', 'build', '-w', '@skillpath/web'], opts) !== 0) return false;
  }
  if (isStale(path.join(server, 'dist/server.js'), [contract, path.join(server, 'src')])) {
    console.log('Building the server…');
    if (run('npm', ['run', 'build', '-w', '@skillpath/server'], opts) !== 0) return false;
  }
  return true;
}
