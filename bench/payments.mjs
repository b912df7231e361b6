// Fees under concurrency, against the built server with Razorpay configured (a stand-in in this process),
// on PGlite (one process) and on PostgreSQL with two server processes on one database (a fresh database,
// dropped after), each request sent to the instances in turn:
//   burst     1,000 learners check out a workshop of 50 seats at once: exactly 50 holds (201), the rest
//             sold_out (409), and in SQL afterwards the live holds plus paid seats are the seats.
//   desk      an admin records 200 desk payments at once: every invoice serial consecutive, none twice.
//   webhooks  500 signed payment.captured deliveries at once, 20% of them duplicates (half redelivered as
//             they were, half as order.paid for the same payment) in shuffled order: each order paid once.
//   steady    50 learners check out a course over and over for 20 s: the checkout p99 of this machine.
// Each is compared with a baseline of the same concurrency on the same servers, measured just before:
// a learner's GET /v1/api/orders/ (burst, steady: the same sign-in check and module, a read instead of
// checkout's locked transaction, pricing, insert and call to Razorpay), an admin's GET of the same orders
// (desk: the read that answers a recorded payment), and signed deliveries of an event the server only
// stores (webhooks: the same signature check and event insert, without settling).
// Setup, not measured: learners, an admin, the workshop and courses are inserted by SQL (no sign-up, so
// no argon2id hashes; nobody signs in: tokens are minted with the server's JWT_SECRET, see lib.mjs), and
// the orders to pay are made by checkouts a few at a time. On PGlite the bench writes and reads the
// database files while no server runs.
//   node bench/payments.mjs [--db=pglite,postgres] [--instances=2] [--checkouts=1000] [--seats=50]
//     [--desk=200] [--webhooks=500] [--duplicate-share=0.2] [--workers=50] [--duration=20] [--quick]
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  checkRow,
  findPostgres,
  freePort,
  freshPostgres,
  httpClient,
  main,
  mintToken,
  option,
  pool,
  root,
  row,
  startServer,
  summarize,
} from './lib.mjs';

// The server's own PGlite, so the files it wrote open with the same version.
const { PGlite } = createRequire(path.join(root, 'apps/server/package.json'))('@electric-sql/pglite');

const RAZORPAY = {
  keyId: 'rzp_test_bench',
  keySecret: 'bench-key-secret',
  webhookSecret: 'bench-webhook-secret',
};
const api = {
  checkout: '/v1/api/checkout/',
  orders: '/v1/api/orders/',
  order: (id) => `/v1/api/orders/${id}/`,
  recordPayment: (id) => `/v1/api/admin/orders/${id}/record-payment/`,
  webhook: '/v1/api/payments/razorpay/webhook/',
};

/** Razorpay's order creation (basic auth), and no payments for any order (the reconcile job may ask). */
async function razorpayStandIn() {
  const authorization = `Basic ${Buffer.from(`${RAZORPAY.keyId}:${RAZORPAY.keySecret}`).toString('base64')}`;
  let orders = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const answer = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.headers.authorization !== authorization)
        return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const { amount, receipt } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        return answer(200, razorpayOrder(`order_bench${++orders}`, amount, receipt, 'created'));
      }
      if (req.method === 'GET' && /^\/v1\/orders\/[^/]+\/payments$/.test(req.url))
        return answer(200, { entity: 'collection', count: 0, items: [] });
      answer(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } });
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { apiUrl: `http://127.0.0.1:${port}/v1`, close: () => new Promise((r) => server.close(r)) };
}

const unixNow = () => Math.floor(Date.now() / 1000);

function razorpayOrder(id, amount, receipt, status) {
  const paid = status === 'paid' ? amount : 0;
  return {
    id,
    entity: 'order',
    amount,
    amount_paid: paid,
    amount_due: amount - paid,
    currency: 'INR',
    receipt,
    status,
    attempts: paid ? 1 : 0,
    created_at: unixNow(),
  };
}

/** A webhook delivery as Razorpay sends it: the body, its event id, and the HMAC of the body's bytes. */
function delivery(eventId, event, payload) {
  const body = {
    entity: 'event',
    account_id: 'acc_bench',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: unixNow(),
  };
  // httpClient sends JSON.stringify(body): the same bytes as signed here.
  const signature = createHmac('sha256', RAZORPAY.webhookSecret).update(JSON.stringify(body)).digest('hex');
  return { body, headers: { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } };
}

function payment(id, order, status) {
  return {
    id,
    entity: 'payment',
    amount: order.total,
    currency: 'INR',
    status,
    order_id: order.razorpayId,
    method: 'upi',
    captured: status === 'captured',
    amount_refunded: 0,
    refund_status: null,
    email: 'payer@bench.example.com',
    contact: '+919876543210',
    created_at: unixNow(),
  };
}

/** `total` deliveries for the orders: one payment.captured each, then duplicates of the first ones, shuffled. */
function webhookDeliveries(orders, duplicates) {
  const captured = orders.map((o, k) => ({
    o,
    k,
    d: delivery(`evt_captured${k}`, 'payment.captured', {
      payment: { entity: payment(`pay_bench${k}`, o, 'captured') },
    }),
  }));
  const list = captured.map((c) => c.d);
  for (let i = 0; i < duplicates; i++) {
    const { o, k, d } = captured[i % captured.length];
    list.push(
      i % 2 === 0
        ? d // Razorpay redelivers an event it saw no 2xx for, with the same id and bytes.
        : delivery(`evt_paid${k}`, 'order.paid', {
            payment: { entity: payment(`pay_bench${k}`, o, 'captured') },
            order: { entity: razorpayOrder(o.razorpayId, o.total, String(o.id), 'paid') },
          }),
    );
  }
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

// --- where the servers run ----------------------------------------------------------------------

/**
 * PGlite on files: a first start migrates and seeds (billing settings among the demo data); the bench
 * then opens the files itself, only while no server runs (PGlite serves one process).
 */
function pgliteTarget(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillpath-bench-'));
  let server;
  return {
    label: 'PGlite',
    open: async () => (await startServer({ databaseUrl: null, dataDir, env })).stop(),
    async sql(fn) {
      const db = await PGlite.create(path.join(dataDir, 'db'));
      try {
        return await fn(async (text, params) => (await db.query(text, params)).rows);
      } finally {
        await db.close();
      }
    },
    async start() {
      server = await startServer({ databaseUrl: null, dataDir, env });
      return [server];
    },
    stop: async () => server?.stop(),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database with `instances` server processes on it, started one after another. */
function postgresTarget(pgBase, instances, env) {
  let db;
  let sql;
  let servers = [];
  return {
    label: `PostgreSQL, ${instances} instances`,
    async open() {
      db = await freshPostgres(pgBase);
      sql = new pg.Pool({ connectionString: db.url, max: 2 });
      await (await startServer({ databaseUrl: db.url, env })).stop();
    },
    sql: (fn) => fn(async (text, params) => (await sql.query(text, params)).rows),
    async start() {
      for (let i = 0; i < instances; i++) servers.push(await startServer({ databaseUrl: db.url, env }));
      return servers;
    },
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      servers = [];
    },
    async close() {
      await sql?.end();
      await db?.drop();
    },
  };
}

// --- setup and checks in SQL --------------------------------------------------------------------

async function seed(query, { learners, seats }) {
  const [admin] = await query(
    `insert into users (name, email, phone, password_hash, role)
     values ('Bench Admin', 'bench-admin@bench.example.com', '9876543210', 'x', 'admin') returning id, email`,
  );
  const people = await query(
    `insert into users (name, email, phone, password_hash)
     select 'Bench Learner', 'payer' || g || '@bench.example.com', '9876543210', 'x'
     from generate_series(1, $1::int) g order by g returning id, email`,
    [learners],
  );
  const date = `${new Date().getUTCFullYear() + 1}-06-01`;
  const [workshop] = await query(
    `insert into workshops (title, trainer, mode, date, fee, capacity)
     values ('Bench workshop', 'Trainer', 'Online', $1, 1499, $2) returning id`,
    [date, seats],
  );
  const courses = await query(
    `insert into courses (title, description, duration_hours, mode, trainer, language, related_domains, opportunities, fee)
     select 'Bench course ' || k, 'About', 10, 'Online', 'Trainer', 'English', 'IT', 'Jobs', 4999
     from unnest(array['desk', 'webhooks', 'steady']) k returning id, title`,
  );
  const course = Object.fromEntries(courses.map((c) => [c.title.replace('Bench course ', ''), c.id]));
  const token = (user, role) => mintToken({ ...user, role });
  return {
    adminToken: token(admin, 'admin'),
    learners: people.map((p) => ({ ...p, token: token(p, 'learner') })),
    workshopId: workshop.id,
    course,
  };
}

async function check(query, seeded) {
  const [workshop] = await query(
    `select w.capacity, w.enrolled, (select count(*)::int from orders o where o.item_type = 'workshop'
       and o.item_id = w.id and o.status = 'awaiting_payment' and o.hold_expires_at > now()) as holds
     from workshops w where w.id = $1`,
    [seeded.workshopId],
  );
  const [webhooks] = await query(
    `select count(*)::int as orders, count(*) filter (where o.status = 'paid')::int as paid,
       (select count(*)::int from payments p join orders x on x.id = p.order_id
        where x.item_type = 'course' and x.item_id = $1) as payments
     from orders o where o.item_type = 'course' and o.item_id = $1 and o.status <> 'cancelled'`,
    [seeded.course.webhooks],
  );
  const [twice] = await query(
    'select count(*)::int as n from (select order_id from payments group by order_id having count(*) > 1) t',
  );
  const serials = (where, params) =>
    query(`select invoice_number from orders where invoice_number is not null ${where}`, params).then(
      (rows) => rows.map((r) => Number(r.invoice_number.split('/').at(-1))).sort((a, b) => a - b),
    );
  const [counter] = await query(
    "select coalesce(max(last_serial), 0)::int as n from document_counters where kind = 'invoice'",
  );
  return {
    workshop,
    webhooks,
    paidTwice: twice.n,
    invoices: await serials(''),
    deskInvoices: await serials(`and item_type = 'course' and item_id = $1`, [seeded.course.desk]),
    lastSerial: counter.n,
  };
}

// --- load -----------------------------------------------------------------------------------------

/** Clients of every instance; request i goes to instance i mod n. */
function clientsOf(servers, sockets) {
  const list = servers.map((s) => httpClient(s.base, { connections: sockets, timeoutMs: 180_000 }));
  return {
    send: (i, method, url, options) => list[i % list.length].request(method, url, options),
    close: () => {
      for (const c of list) c.close();
    },
  };
}

/** `count` requests sent at once: wall ms, latencies and the answers. */
async function burst(count, send) {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return { wallMs: performance.now() - started, ...summarize(answers.map((a) => a.ms)), answers };
}

/** `workers` loops of `send(worker)` for `seconds`: answers/s, latencies, answers not `status`. */
async function steady(workers, seconds, status, send) {
  const timings = [];
  let failed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < end) {
        const res = await send(w);
        if (res.status === status) timings.push(res.ms);
        else failed++;
      }
    }),
  );
  return {
    perSecond: timings.length / ((performance.now() - started) / 1000),
    ...summarize(timings),
    failed,
  };
}

const statusCount = (answers, status, code) =>
  answers.filter((a) => a.status === status && (!code || a.json()?.code === code)).length;

async function measure(servers, seeded, sizes) {
  const { learners, adminToken } = seeded;
  const client = clientsOf(servers, Math.max(sizes.checkouts, sizes.webhooks));
  const checkout = (i, itemType, itemId) =>
    client.send(i, 'POST', api.checkout, {
      token: learners[i].token,
      body: { item_type: itemType, item_id: itemId },
    });
  try {
    // Orders to pay, a few at a time (setup).
    const setupStarted = performance.now();
    const distinct = sizes.webhooks - sizes.duplicates;
    const made = { desk: [], webhooks: [] };
    for (const [kind, count] of [
      ['desk', sizes.desk],
      ['webhooks', distinct],
    ]) {
      await pool(count, 8, async (i) => {
        const res = await checkout(i, 'course', seeded.course[kind]);
        if (res.status !== 201) throw new Error(`setup checkout → ${res.status} ${res.body}`);
        const { order, payment } = res.json();
        made[kind][i] = { id: order.id, total: order.total_paise, razorpayId: payment.razorpay_order_id };
      });
    }
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const ordersRead = (i) => client.send(i, 'GET', api.orders, { token: learners[i].token });
    const burstBase = await burst(sizes.checkouts, ordersRead);
    const holds = await burst(sizes.checkouts, (i) => checkout(i, 'workshop', seeded.workshopId));

    const deskBase = await burst(sizes.desk, (i) =>
      client.send(i, 'GET', api.order(made.desk[i].id), { token: adminToken }),
    );
    const desk = await burst(sizes.desk, (i) =>
      client.send(i, 'POST', api.recordPayment(made.desk[i].id), {
        token: adminToken,
        body: { method: 'upi', amount_paise: made.desk[i].total, reference: `BENCH${i}` },
      }),
    );

    const stored = Array.from({ length: sizes.webhooks }, (_, i) =>
      delivery(`evt_authorized${i}`, 'payment.authorized', {
        payment: { entity: payment(`pay_authorized${i}`, made.webhooks[i % distinct], 'authorized') },
      }),
    );
    const deliveries = webhookDeliveries(made.webhooks, sizes.duplicates);
    const deliver = (list) => (i) => client.send(i, 'POST', api.webhook, list[i]);
    const webhookBase = await burst(sizes.webhooks, deliver(stored));
    const webhooks = await burst(sizes.webhooks, deliver(deliveries));

    const { workers, duration, warmup } = sizes;
    const steadyCheckout = (w) => checkout(w, 'course', seeded.course.steady);
    await steady(workers, warmup, 200, ordersRead);
    const steadyBase = await steady(workers, duration, 200, ordersRead);
    await steady(workers, warmup, 201, steadyCheckout);
    const steadyRun = await steady(workers, duration, 201, steadyCheckout);

    return { setupSeconds, burstBase, holds, deskBase, desk, webhookBase, webhooks, steadyBase, steadyRun };
  } finally {
    client.close();
  }
}

// --- one target, rows and notes -----------------------------------------------------------------

const loadNow = () => os.loadavg()[0].toFixed(2);

async function runOn(target, sizes) {
  const loadAtStart = loadNow();
  const standIn = await razorpayStandIn();
  const env = {
    SEED_DEMO: 'true',
    RAZORPAY_KEY_ID: RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
    RAZORPAY_API_URL: standIn.apiUrl,
  };
  const t = target(env);
  const name = `payments (${t.label})`;
  try {
    await t.open();
    const seeded = await t.sql((query) => seed(query, sizes));
    let m;
    try {
      m = await measure(await t.start(), seeded, sizes);
    } finally {
      await t.stop();
    }
    const db = await t.sql((query) => check(query, seeded));
    return report(name, sizes, m, db, `${loadAtStart} at start, ${loadNow()} at end`);
  } finally {
    await t.close();
    await standIn.close();
  }
}

function report(name, sizes, m, db, load) {
  const { checkouts, seats, desk, webhooks, duplicates, workers, duration } = sizes;
  const distinct = webhooks - duplicates;
  const held = statusCount(m.holds.answers, 201);
  const soldOut = statusCount(m.holds.answers, 409, 'sold_out');
  const deskPaid = statusCount(m.desk.answers, 200);
  const outcomes = m.webhooks.answers.map((a) => (a.status === 200 ? a.json().outcome : `HTTP ${a.status}`));
  const paidOutcomes = outcomes.filter((o) => o === 'paid').length;
  const duplicateOutcomes = outcomes.filter((o) => o === 'duplicate').length;
  const stored = statusCount(m.webhookBase.answers, 200);
  const n = db.invoices.length;
  const consecutive = db.invoices.every((s, i) => s === i + 1) && db.lastSerial === n;
  const deskBlock =
    db.deskInvoices.length === desk &&
    db.deskInvoices.every((s, i) => i === 0 || s === db.deskInvoices[i - 1] + 1);
  const { workshop: w, webhooks: wh } = db;
  const ms = (x) => x.toFixed(0);
  const rows = [
    row(name, `${checkouts} checkouts for ${seats} seats, wall ms`, m.holds.wallMs, {
      baseline: m.burstBase.wallMs,
    }),
    row(name, 'checkout p99 ms (all at once)', m.holds.p99, { baseline: m.burstBase.p99 }),
    checkRow(
      name,
      'holds (201) / sold_out (409) / other',
      held === seats && soldOut === checkouts - seats,
      `${held} / ${soldOut} / ${checkouts - held - soldOut}`,
      `${seats} / ${checkouts - seats} / 0`,
    ),
    checkRow(
      name,
      'live holds + paid seats in SQL (oversold)',
      w.holds + w.enrolled === w.capacity,
      `${w.holds} + ${w.enrolled} of ${w.capacity} (${Math.max(0, w.holds + w.enrolled - w.capacity)})`,
      `${seats} of ${seats} (0)`,
    ),
    row(name, `${desk} desk payments at once, wall ms`, m.desk.wallMs, { baseline: m.deskBase.wallMs }),
    row(name, 'desk payment p99 ms', m.desk.p99, { baseline: m.deskBase.p99 }),
    checkRow(name, 'desk payments recorded (200)', deskPaid === desk, `${deskPaid} / ${desk}`, 'all'),
    checkRow(
      name,
      'invoice serials in SQL (desk, then webhooks)',
      consecutive && deskBlock,
      `${n} issued: ${consecutive ? `1–${n}` : 'gap or repeat'}; desk ${db.deskInvoices[0]}–${db.deskInvoices.at(-1)}`,
      'consecutive, none twice',
    ),
    row(
      name,
      `${webhooks} webhooks at once (${duplicates} duplicates, shuffled), wall ms`,
      m.webhooks.wallMs,
      {
        baseline: m.webhookBase.wallMs,
      },
    ),
    row(name, 'webhook p99 ms', m.webhooks.p99, { baseline: m.webhookBase.p99 }),
    checkRow(
      name,
      'webhook outcomes paid / duplicate / other',
      paidOutcomes === distinct && duplicateOutcomes === duplicates,
      `${paidOutcomes} / ${duplicateOutcomes} / ${webhooks - paidOutcomes - duplicateOutcomes}`,
      `${distinct} / ${duplicates} / 0`,
    ),
    checkRow(
      name,
      'orders paid / payments / orders paid twice, in SQL',
      wh.paid === distinct && wh.payments === distinct && db.paidTwice === 0,
      `${wh.paid} / ${wh.payments} / ${db.paidTwice}`,
      `${distinct} / ${distinct} / 0`,
    ),
    row(name, `checkout p99 ms, ${workers} at once for ${duration} s`, m.steadyRun.p99, {
      baseline: m.steadyBase.p99,
    }),
    row(name, 'checkouts/s', m.steadyRun.perSecond, { baseline: m.steadyBase.perSecond }),
    checkRow(name, 'steady checkouts not 201', m.steadyRun.failed === 0, m.steadyRun.failed, '0'),
  ];
  const notes = [
    `${name}: load average ${load}; setup checkouts (${desk} + ${distinct} orders, 8 at a time) ${m.setupSeconds.toFixed(1)} s`,
    `${name}: burst p50 ms checkout ${ms(m.holds.p50)}, baseline ${ms(m.burstBase.p50)}; desk payment ${ms(m.desk.p50)}, ` +
      `baseline ${ms(m.deskBase.p50)}; webhook ${ms(m.webhooks.p50)}, baseline ${ms(m.webhookBase.p50)} (${stored} of ${webhooks} stored); ` +
      `steady checkout p50 ${ms(m.steadyRun.p50)}, baseline ${ms(m.steadyBase.p50)}, ${m.steadyBase.failed} baseline reads not 200`,
  ];
  return { rows, notes };
}

export async function run(opts = {}) {
  const webhooks = option(opts, 'webhooks', 500, 100);
  const sizes = {
    checkouts: option(opts, 'checkouts', 1000, 200),
    seats: option(opts, 'seats', 50, 10),
    desk: option(opts, 'desk', 200, 50),
    webhooks,
    duplicates: Math.round(webhooks * option(opts, 'duplicate-share', 0.2)),
    workers: option(opts, 'workers', 50, 20),
    duration: option(opts, 'duration', 20, 3),
    warmup: option(opts, 'warmup', 2, 1),
  };
  sizes.learners = Math.max(sizes.checkouts, sizes.desk, webhooks - sizes.duplicates, sizes.workers);
  const instances = option(opts, 'instances', 2);
  const wanted = String(opts.db ?? 'pglite,postgres').split(',');
  const rows = [];
  const notes = [
    `payments: Razorpay configured with a stand-in in the bench process (it creates orders); webhooks signed here with the webhook secret; ` +
      `requests to the instances in turn; baselines at the same concurrency on the same servers just before: a learner's GET ${api.orders} ` +
      `(burst, steady), an admin's GET of the same orders (desk), signed payment.authorized events, which are only stored (webhooks)`,
  ];
  if (wanted.includes('pglite')) {
    const result = await runOn(pgliteTarget, sizes);
    rows.push(...result.rows);
    notes.push(...result.notes);
  }
  if (wanted.includes('postgres')) {
    const pgBase = await findPostgres();
    if (!pgBase)
      notes.push('payments (PostgreSQL): skipped, no PostgreSQL answered (set BENCH_DATABASE_URL)');
    else {
      const result = await runOn((env) => postgresTarget(pgBase, instances, env), sizes);
      rows.push(...result.rows);
      notes.push(...result.notes);
    }
  }
  return { rows, notes };
}

await main(import.meta.url, run);
