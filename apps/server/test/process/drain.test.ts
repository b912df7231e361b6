import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabaseFromTemplate, createPgTemplate, dropPgDatabases } from '../helpers/postgres';
import { removeDataDir, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { reportSummary } from '../helpers/summary';
import { TEST_PASSWORD } from '../helpers/test-identity';

// A fresh embedded database runs initdb: minutes on a machine busy with other test runs.
const SLOW_START = { readyTimeoutMs: 240_000 };
const tried = { servers: [] as string[], started: 0, answered: 0, refused: 0, resets: 0 };

afterAll(() => {
  if (tried.servers.length > 0) {
    reportSummary(
      'drain',
      `SIGTERM under load (${tried.servers.join(', ')}): ${tried.answered} of ${tried.started} started requests answered, ${tried.refused} new connections refused after, ${tried.resets} resets`,
    );
  }
});

let emailCounter = 0;
const HALF_SENT_TAG = 'half-sent';
const signUpBody = () =>
  JSON.stringify({
    name: 'Drain Learner',
    phone: '9876543210',
    email: `drain${++emailCounter}.${Date.now()}@example.com`,
    password: TEST_PASSWORD,
  });

/**
 * A sign-up whose body is sent in two halves: the server has the request (headers and half the body)
 * when SIGTERM arrives; the test sends the rest afterwards and expects a normal answer.
 */
function halfSentSignUp(port: number) {
  const body = Buffer.from(signUpBody());
  const half = Math.floor(body.length / 2);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    // Tagged so the test can see in the server's request log that it arrived.
    path: `/v1/auth/sign_up?${HALF_SENT_TAG}`,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
    agent: false,
  });
  const response = new Promise<{ status: number } | { error: string }>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  req.write(body.subarray(0, half));
  return { finish: () => req.end(body.subarray(half)), response };
}

const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

type Outcome = { status: number } | { error: string };

/** One request on the client's own kept-alive connection; `closed` when the server said it closes it. */
function send(agent: http.Agent, port: number, signUp: boolean) {
  const body = signUp ? Buffer.from(signUpBody()) : undefined;
  return new Promise<Outcome & { closed?: boolean }>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      agent,
      method: signUp ? 'POST' : 'GET',
      path: signUp ? '/v1/auth/sign_up' : '/v1/api/list-courses/',
      headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, closed: res.headers.connection === 'close' }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/**
 * Clients, each on one kept-alive connection, sending sign-ups and catalogue reads back to back. A
 * client stops when the server answers `Connection: close` (the drain's signal) rather than dialling
 * again: a dial racing the listener's close can be reset by the kernel (its accept queue is dropped),
 * which is what load balancers avoid by acting on /readyz's 503 during the drain.
 */
function startLoad(server: ServerProcess, clients: number) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loops = Array.from({ length: clients }, async (_, c) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; !stopped; i++) {
        const outcome = await send(agent, server.port, (i + c) % 2 === 0);
        outcomes.push(outcome);
        if ('error' in outcome || outcome.closed) return;
      }
    } finally {
      agent.destroy();
    }
  });
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * Starts a server, sends SIGTERM the moment its output matches `signalAt`, and expects a clean stop
 * (exit 0, `stopLine` logged) however far the start had got.
 */
async function stopWhileStarting(env: Record<string, string>, signalAt: RegExp, stopLine: string) {
  const starting = await startServerProcess(env, { untilReady: false });
  try {
    while (!signalAt.test(starting.output())) {
      if (starting.child.exitCode !== null) throw new Error(`ended early:\n${starting.output()}`);
      await new Promise((r) => setTimeout(r, 2));
    }
    starting.child.kill('SIGTERM');
    expect(await starting.exited, whyNotStopped(starting.output())).toBe(0);
    expect(starting.output()).toContain(stopLine);
  } finally {
    await starting.kill('SIGKILL');
    await removeDataDir(starting.dataDir);
  }
}

/** Lines logged at error level or above (JSON logs) and anything not JSON (a crash's stack), then the tail. */
function whyNotStopped(output: string) {
  const lines = output.split('\n').filter((line) => line.trim());
  const errors = lines.filter((line) => !line.startsWith('{') || /"level":(50|60)/.test(line));
  return `errors:\n${errors.join('\n') || '(none)'}\nlast lines:\n${lines.slice(-15).join('\n')}`;
}

async function drainUnderLoad(server: ServerProcess, label: string) {
  const load = startLoad(server, 6);
  // Signal only once the load is well under way (a busy machine may take seconds to get there).
  while (load.outcomes.length < 12) await new Promise((r) => setTimeout(r, 50));
  const inFlight = Array.from({ length: 4 }, () => halfSentSignUp(server.port));
  // SIGTERM only once the server has taken each half-sent request in (its request log says so).
  const arrived = () => server.output().split(`sign_up?${HALF_SENT_TAG}`).length - 1;
  while (arrived() < inFlight.length) await new Promise((r) => setTimeout(r, 50));
  const beforeSignal = load.outcomes.length;
  server.child.kill('SIGTERM');

  // Once the drain has begun the listener closes (after a short grace for kept-alive clients) while
  // the half-sent requests are still open.
  const refusedAfter = await (async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (await connectionRefused(server.port)) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  })();
  for (const request of inFlight) request.finish();
  const inFlightOutcomes = await Promise.all(inFlight.map((r) => r.response));
  await load.stop();
  const exitCode = await server.exited;

  expect(beforeSignal, 'the load was running when SIGTERM arrived').toBeGreaterThanOrEqual(12);
  expect(inFlightOutcomes, 'requests in flight at SIGTERM finish normally').toEqual(
    inFlight.map(() => ({ status: 201 })),
  );
  expect(refusedAfter, 'a new connection after SIGTERM is refused').toBe(true);
  // Every request of the load got an HTTP answer: none was cut or reset.
  const answered = load.outcomes.filter((o) => 'status' in o) as { status: number }[];
  const failures = load.outcomes.filter((o) => 'error' in o) as { error: string }[];
  expect(answered.filter((o) => ![200, 201].includes(o.status))).toEqual([]);
  expect(failures).toEqual([]);
  expect(answered.filter((o) => 'closed' in o && o.closed).length, 'each client was told to close').toBe(6);
  // On a failure, what the server (and its workers) logged as errors, then printed last, says why.
  expect(exitCode, whyNotStopped(server.output())).toBe(0);
  expect(server.output()).toContain('SIGTERM received: finishing in-flight requests');

  tried.servers.push(label);
  tried.started += load.outcomes.length + inFlight.length;
  tried.answered += answered.length + inFlightOutcomes.length;
  tried.refused += refusedAfter ? 1 : 0;
}

describe('SIGTERM while serving', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    if (server) await removeDataDir(server.dataDir);
  });

  it('finishes in-flight requests, refuses new connections, logs the drain and exits 0', async () => {
    server = await startServerProcess({ LOG_LEVEL: 'info' }, SLOW_START);
    await drainUnderLoad(server, 'one process on PGlite');
  }, 400_000);

  it('a SIGTERM while it is still starting lets the start finish, then stops cleanly (exit 0)', async () => {
    // Its first log line comes while it prepares its database, long before it listens.
    await stopWhileStarting({ LOG_LEVEL: 'info' }, /"msg":"/, 'SIGTERM received: finishing in-flight');
  }, 120_000);

  const pgUrl = process.env.TEST_DATABASE_URL;
  describe.runIf(pgUrl)('with cluster workers on PostgreSQL (WEB_CONCURRENCY)', () => {
    const runId = `drain_${process.pid}_${Date.now().toString(36)}`;
    let clustered: ServerProcess | undefined;
    afterAll(async () => {
      await clustered?.kill('SIGKILL');
      if (clustered) await removeDataDir(clustered.dataDir);
      await dropPgDatabases(pgUrl!, runId);
    });

    let template: Promise<string> | undefined;
    const freshDatabase = async () => {
      template ??= createPgTemplate(pgUrl!, runId);
      return (await createPgDatabaseFromTemplate(pgUrl!, await template)).url;
    };

    it('drains every worker the same way', async () => {
      clustered = await startServerProcess(
        { LOG_LEVEL: 'info', DATABASE_URL: await freshDatabase(), WEB_CONCURRENCY: '2' },
        SLOW_START,
      );
      // /readyz answers once one worker serves; the drain of both is what this checks.
      while (!clustered.output().includes('with 2 workers')) await new Promise((r) => setTimeout(r, 50));
      await drainUnderLoad(clustered, 'two cluster workers on PostgreSQL');
    }, 400_000);

    it.each([
      ['while the workers are still loading ends them', 2, /starting 2 workers/],
      [
        'as the first worker serves, the others perhaps still starting, stops them all',
        3,
        /worker \d+ is serving/,
      ],
    ])(
      'a SIGTERM %s cleanly (exit 0)',
      async (_, workers, signalAt) => {
        await stopWhileStarting(
          { LOG_LEVEL: 'info', DATABASE_URL: await freshDatabase(), WEB_CONCURRENCY: String(workers) },
          signalAt,
          `stopping: ${workers} workers finish their requests`,
        );
      },
      120_000,
    );
  });
});
