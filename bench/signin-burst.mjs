// A burst of sign-ins (argon2id at the server's OWASP setting) with autocannon, while GET /healthz is
// probed every 50 ms: hashing must not stall the event loop. Baselines from the same run: bare argon2id
// verifies of a hash with the same parameters, as many in flight, in this process (the ceiling for
// logins/s); and the health probe's latency on the idle server.
//   node bench/signin-burst.mjs [--connections=20] [--duration=10] [--warmup=2] [--probe-ms=50] [--users=20] [--quick]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import {
  checkRow,
  httpClient,
  main,
  option,
  pool,
  root,
  row,
  sleep,
  startServer,
  summarize,
} from './lib.mjs';

const NAME = 'sign-in burst';
// Meets the password policy of sign-up (12+ characters, not common, not from the name or address).
const PASSWORD = 'tulip-harbour-lantern-42';
// The server's own argon2 binding, and the setting read from apps/server/src/lib/passwords.ts so the
// baseline cannot drift from it (algorithm 2 = Argon2id).
const argon2 = createRequire(path.join(root, 'apps/server/package.json'))('@node-rs/argon2');
const OWASP = (() => {
  const source = readFileSync(path.join(root, 'apps/server/src/lib/passwords.ts'), 'utf8');
  const read = (name) => {
    const m = new RegExp(`${name}:\\s*([\\d_]+)`).exec(source);
    if (!m) throw new Error(`${name} not found in lib/passwords.ts`);
    return Number(m[1].replaceAll('_', ''));
  };
  return {
    algorithm: 2,
    memoryCost: read('memoryCost'),
    timeCost: read('timeCost'),
    parallelism: read('parallelism'),
  };
})();

/** `verify` with `inFlight` calls at a time for `seconds`: verifies/s and latencies. */
async function bareVerify(hash, inFlight, seconds) {
  const timings = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        if (!(await argon2.verify(hash, PASSWORD))) throw new Error('bare verify failed');
        timings.push(performance.now() - t);
      }
    }),
  );
  return { perSecond: timings.length / ((performance.now() - started) / 1000), ...summarize(timings) };
}

/** GET /healthz every `everyMs` until stop(), which waits for the probes still out; returns the latencies. */
function healthProbe(base, everyMs) {
  // Enough sockets that a slow answer never makes the next probe wait for a connection.
  const client = httpClient(base, { connections: 256 });
  const timings = [];
  const pending = new Set();
  let failures = 0;
  const timer = setInterval(() => {
    const p = client
      .request('GET', '/healthz')
      .then(
        (res) => (res.status === 200 ? timings.push(res.ms) : failures++),
        () => failures++,
      )
      .finally(() => pending.delete(p));
    pending.add(p);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      client.close();
      return { ...summarize(timings), failures };
    },
  };
}

export async function run(opts = {}) {
  const connections = option(opts, 'connections', 20);
  const duration = option(opts, 'duration', 10, 3);
  const warmup = option(opts, 'warmup', 2, 1);
  const probeMs = option(opts, 'probe-ms', 50);
  const userCount = option(opts, 'users', 20, 5);

  const server = await startServer({
    databaseUrl: 'memory://',
    env: { AUTH_RATE_LIMIT: '1000000000', LOGIN_FAILURE_LIMIT: '1000000000' },
  });
  try {
    const setup = httpClient(server.base, { connections: 4 });
    const users = Array.from({ length: userCount }, (_, i) => ({
      email: `signin${i}@bench.example.com`,
      password: PASSWORD,
    }));
    await pool(users.length, 4, async (i) => {
      const body = { name: 'Bench Learner', phone: '9876543210', ...users[i] };
      const res = await setup.request('POST', '/v1/auth/sign_up', { body });
      if (res.status !== 201) throw new Error(`sign-up → ${res.status} ${res.body}`);
    });
    setup.close();

    const hash = await argon2.hash(PASSWORD, OWASP);
    const baseline = await bareVerify(hash, connections, duration);

    const idleProbe = healthProbe(server.base, probeMs);
    await sleep(Math.max(1000, 20 * probeMs));
    const idle = await idleProbe.stop();

    let next = 0;
    const burst = (seconds) =>
      autocannon({
        url: server.base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/v1/auth/login',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: JSON.stringify(users[next++ % users.length]) }),
          },
        ],
      });
    await burst(warmup);
    // The probe's own process also runs autocannon: its event-loop delay is reported, so a slow probe
    // answer can be told apart from a slow server.
    const ownLoop = monitorEventLoopDelay({ resolution: 5 });
    ownLoop.enable();
    const probe = healthProbe(server.base, probeMs);
    const result = await burst(duration);
    const health = await probe.stop();
    ownLoop.disable();

    const failed = result.errors + result.timeouts + result.non2xx;
    const rows = [
      row(NAME, 'logins/s', result.requests.total / result.duration, { baseline: baseline.perSecond }),
      row(NAME, 'login p99 ms', result.latency.p99, { baseline: baseline.p99 }),
      result.requests.total > 0
        ? checkRow(NAME, 'login errors + non-2xx', failed === 0, failed, '0')
        : checkRow(NAME, 'login errors + non-2xx', false, 'no login completed', '0'),
      row(NAME, 'healthz p99 ms during burst', health.p99, { baseline: idle.p99, atMost: 50, unit: 'ms' }),
      row(NAME, 'healthz max ms during burst', health.max, { baseline: idle.max, atMost: 50, unit: 'ms' }),
    ];
    const notes = [
      `${NAME}: ${connections} connections, ${duration} s after ${warmup} s warm-up, ${users.length} accounts in turn; ` +
        `argon2id m=${OWASP.memoryCost} KiB t=${OWASP.timeCost} p=${OWASP.parallelism}; baseline: bare argon2id ` +
        `verify, ${connections} in flight, in the bench process; health baseline: the idle server`,
      `${NAME}: /healthz probed every ${probeMs} ms: ${health.count} answers during the burst ` +
        `(p50 ${health.p50.toFixed(1)} ms), ${health.failures} failures; the probing process's own event-loop delay ` +
        `p99 ${(ownLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(ownLoop.max / 1e6).toFixed(1)} ms`,
    ];
    return { rows, notes };
  } finally {
    await server.stop();
  }
}

await main(import.meta.url, run);
