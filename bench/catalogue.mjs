// GET /v1/api/list-courses/ on the demo catalogue against a bare node:http server answering the very
// same bytes (same content-type), both with autocannon, same connections and duration, after a warm-up.
// Also checks the ETag: a request with If-None-Match of it must get 304.
//   node bench/catalogue.mjs [--connections=50] [--duration=10] [--warmup=3] [--quick]
import http from 'node:http';
import autocannon from 'autocannon';
import { checkRow, freePort, httpClient, main, option, row, startServer } from './lib.mjs';

const PATH = '/v1/api/list-courses/';
const NAME = 'catalogue';

function cannon(url, connections, duration) {
  return autocannon({ url, connections, duration });
}

function bareServer(body, contentType) {
  return new Promise((resolve) => {
    const srv = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    });
    srv.keepAliveTimeout = 72_000;
    freePort().then((port) =>
      srv.listen(port, '127.0.0.1', () =>
        resolve({ url: `http://127.0.0.1:${port}${PATH}`, close: () => new Promise((r) => srv.close(r)) }),
      ),
    );
  });
}

export async function run(opts = {}) {
  const connections = option(opts, 'connections', 50);
  const duration = option(opts, 'duration', 10, 2);
  const warmup = option(opts, 'warmup', 3, 1);
  const notes = [];
  const server = await startServer({ databaseUrl: 'memory://', env: { SEED_DEMO: 'true' } });
  const client = httpClient(server.base, { connections: 1 });
  let bare;
  try {
    const first = await client.request('GET', PATH);
    if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}`);
    const courses = first.json();
    const weeks = Math.min(...courses.map((c) => c.syllabus.length));
    notes.push(
      `${NAME}: ${courses.length} courses, ${first.body.length} bytes, at least ${weeks} syllabus entries each; ` +
        `${connections} connections, ${duration} s each after ${warmup} s warm-up, baseline first then server`,
    );
    bare = await bareServer(first.body, first.headers['content-type']);

    await cannon(`${server.base}${PATH}`, connections, warmup);
    await cannon(bare.url, connections, warmup);
    const base = await cannon(bare.url, connections, duration);
    const ours = await cannon(`${server.base}${PATH}`, connections, duration);
    const rps = (r) => r.requests.total / r.duration;
    const failed = (r) => r.errors + r.non2xx + r.timeouts;

    const rows = [
      row(NAME, 'req/s', rps(ours), { baseline: rps(base), atLeast: 0.85, on: 'ratio' }),
      row(NAME, 'p99 ms', ours.latency.p99, { baseline: base.latency.p99, atMost: 15, unit: 'ms' }),
      checkRow(NAME, 'errors + non-2xx', failed(ours) === 0, failed(ours), '0'),
    ];

    const etag = first.headers.etag;
    if (!etag) {
      rows.push(checkRow(NAME, 'ETag → 304', false, 'no ETag', '304'));
    } else {
      const again = await client.request('GET', PATH, { headers: { 'if-none-match': etag } });
      rows.push(
        checkRow(NAME, 'ETag → 304', again.status === 304, `${again.status} (${again.body.length} B)`, '304'),
      );
      if (first.headers['cache-control'])
        notes.push(`${NAME}: cache-control: ${first.headers['cache-control']}`);
    }
    return { rows, notes };
  } finally {
    client.close();
    await bare?.close();
    await server.stop();
  }
}

await main(import.meta.url, run);
