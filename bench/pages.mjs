// Server-rendered public pages (issue 15). Cached: GET /traininguser (brotli, as browsers ask) against
// a bare node:http server answering the very same bytes and headers that matter, both with autocannon,
// same connections and duration, after a warm-up. Uncached: /internshipuser with a new filter each time
// (the page reads its query string, so each one is a render), one request at a time, p50/p99; and
// /traininguser (issue 15's page) right after an admin write each time (an enquiry's status changed,
// not timed), which drops every cached page and catalogue read: the render of the next visitor.
//   node bench/pages.mjs [--connections=50] [--duration=10] [--warmup=3] [--renders=300] [--quick]
//   [--dist=/path/of/a/web/build, its renderer in <dist>-server]
import http from 'node:http';
import autocannon from 'autocannon';
import { checkRow, freePort, httpClient, main, option, row, startServer, summarize } from './lib.mjs';
import { buildWeb } from './web-weight.mjs';

const CACHED = '/traininguser';
const RENDERED = '/internshipuser';
const NAME = 'pages';
const headers = { 'accept-encoding': 'br' };
const ADMIN = { email: 'admin@skillpath.bench', password: 'bench-admin-password-1' };

/** An admin write that changes nothing shown but drops every cached page: an enquiry's status, toggled. */
async function cacheDropper(client) {
  const login = await client.request('POST', '/v1/auth/login', { body: ADMIN });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}`);
  const token = login.json().token;
  const enquiry = { name: 'Bench', phone: '9999999999', interested_course: 'Python FullStack' };
  const created = await client.request('POST', '/v1/api/enquiries/create/', { body: enquiry });
  if (created.status !== 201) throw new Error(`enquiry answered ${created.status}`);
  const { id } = created.json();
  let i = 0;
  return async () => {
    const status = i++ % 2 ? 'new' : 'contacted';
    const res = await client.request('PATCH', `/v1/api/enquiries/${id}/`, { token, body: { status } });
    if (res.status !== 200) throw new Error(`enquiry status answered ${res.status}`);
  };
}

function bareServer(body, contentType) {
  return new Promise((resolve) => {
    const srv = http.createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': contentType,
        'content-encoding': 'br',
        'content-length': body.length,
      });
      res.end(body);
    });
    srv.keepAliveTimeout = 72_000;
    freePort().then((port) =>
      srv.listen(port, '127.0.0.1', () =>
        resolve({ url: `http://127.0.0.1:${port}${CACHED}`, close: () => new Promise((r) => srv.close(r)) }),
      ),
    );
  });
}

export async function run(opts = {}) {
  const connections = option(opts, 'connections', 50);
  const duration = option(opts, 'duration', 10, 2);
  const warmup = option(opts, 'warmup', 3, 1);
  const renders = option(opts, 'renders', 300, 50);
  const notes = [];
  const own = opts.dist ? null : buildWeb();
  const server = await startServer({
    env: {
      WEB_DIST: opts.dist ?? own.dist,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const client = httpClient(server.base, { connections: 1 });
  let bare;
  try {
    const first = await client.request('GET', CACHED, { headers });
    if (first.status !== 200) throw new Error(`${CACHED} answered ${first.status}`);
    const rendered = /id="ssr-data"/.test((await client.request('GET', CACHED)).body.toString('utf8'));
    notes.push(
      `${NAME}: ${CACHED} is ${first.body.length} bytes brotli; ${connections} connections, ${duration} s each after ${warmup} s warm-up, baseline first then server`,
    );
    bare = await bareServer(first.body, first.headers['content-type']);
    const cannon = (url) => autocannon({ url, connections, duration, headers });
    await autocannon({ url: `${server.base}${CACHED}`, connections, duration: warmup, headers });
    await autocannon({ url: bare.url, connections, duration: warmup, headers });
    const base = await cannon(bare.url);
    const ours = await cannon(`${server.base}${CACHED}`);
    const rps = (r) => r.requests.total / r.duration;
    const failed = (r) => r.errors + r.non2xx + r.timeouts;

    // A new search each time: a render, not a cache hit. Warm the renderer first.
    for (let i = 0; i < 20; i++) await client.request('GET', `${RENDERED}?q=warm${i}`, { headers });
    const times = [];
    for (let i = 0; i < renders; i++) {
      const res = await client.request('GET', `${RENDERED}?q=bench${i}`, { headers });
      if (res.status !== 200) throw new Error(`${RENDERED}?q=bench${i} answered ${res.status}`);
      times.push(res.ms);
    }
    const render = summarize(times);
    notes.push(`${NAME}: ${renders} uncached renders of ${RENDERED}, p50 ${render.p50.toFixed(1)} ms`);

    // The cached page itself, after an admin write each time (not timed): cached catalogue reads are
    // dropped too, so this render also reads the database, as the first visitor after a change does.
    const dropCache = await cacheDropper(client);
    for (let i = 0; i < 20; i++) {
      await dropCache();
      await client.request('GET', CACHED, { headers });
    }
    const cachedTimes = [];
    for (let i = 0; i < renders; i++) {
      await dropCache();
      const res = await client.request('GET', CACHED, { headers });
      if (res.status !== 200) throw new Error(`${CACHED} answered ${res.status}`);
      if (!res.headers['content-encoding']) throw new Error(`${CACHED} came uncompressed`);
      cachedTimes.push(res.ms);
    }
    const training = summarize(cachedTimes);
    notes.push(
      `${NAME}: ${renders} renders of ${CACHED}, each after an admin write (not timed), p50 ${training.p50.toFixed(1)} ms`,
    );

    return {
      rows: [
        checkRow(NAME, `${CACHED} rendered on the server`, rendered, rendered ? 'yes' : 'no', 'yes'),
        row(NAME, 'cached req/s', rps(ours), { baseline: rps(base), atLeast: 0.85, on: 'ratio' }),
        checkRow(NAME, 'cached errors + non-2xx', failed(ours) === 0, failed(ours), '0'),
        row(NAME, 'uncached render p99 ms', render.p99, { atMost: 50, unit: 'ms' }),
        row(NAME, `${CACHED} uncached render p99 ms`, training.p99, { atMost: 50, unit: 'ms' }),
      ],
      notes,
    };
  } finally {
    client.close();
    await bare?.close();
    await server.stop();
    own?.cleanup();
  }
}

await main(import.meta.url, run);
