import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN_EMAIL, TEST_JWT_SECRET } from './test-identity';

/** The bundle the api-process project builds once per run (test/process/build-server.ts). */
export const serverBundle = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
/** What `npm start` runs: the build check, then the bundle in the same process. */
export const startScript = fileURLToPath(new URL('../../../../scripts/start.mjs', import.meta.url));
export const TEST_ADMIN_PASSWORD = 'admin-password-1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<number | string>;
  fetch(pathname: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
}

/**
 * Starts the built server (`node dist/server.js`, or `opts.entry`) as its own process on a free port and waits until
 * /readyz answers (unless `untilReady` is false). DATA_DIR is a fresh temporary folder unless given; the
 * same JWT secret and admin as the in-process tests.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  opts: { readyTimeoutMs?: number; entry?: string; untilReady?: boolean } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT) || (await freePort());
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'skillpath-proc-')));
  // Without wasm code GC, as the API test workers (vitest.config.ts): V8 can abort freeing PGlite's code.
  const child = spawn(process.execPath, ['--no-wasm-code-gc', opts.entry ?? serverBundle], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      ADMIN_EMAILS: TEST_ADMIN_EMAIL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '10000',
      LOGIN_FAILURE_LIMIT: '10000',
      LOGIN_ADDRESS_FAILURE_LIMIT: '10000',
      FORM_RATE_LIMIT: '10000',
      // As in the in-process tests (helpers/app.ts): sign-ups at nice 19 starve on a busy machine.
      PASSWORD_THREAD_NICE: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    fetch(pathname, { token, json, headers, ...init } = {}) {
      return fetch(url + pathname, {
        ...init,
        headers: {
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string>),
        },
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
  };
  if (opts.untilReady === false) return proc;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 30_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return proc;
    await new Promise((r) => setTimeout(r, 100));
  }
  await proc.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not become ready:\n${output}`);
}

/** Removes a data folder made by startServerProcess once its processes are gone. */
export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 3 });
