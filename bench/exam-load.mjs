// The timed exam under load (issues 6 and 8), on PostgreSQL in a database made for the run and dropped after.
//
// think       5,000 takers (--takers) each start a section of Python within the first 60 s, then answer one
//             question every 10–20 s until the section is done (then submit) or the time limit hits.
//             Half of them (--pass-share) answer every question right and pass: a pass closes in a
//             transaction with its points and certificate check, a score under the mark in one statement.
//             Targets: p99 ≤ 250 ms for start, answer and submit; no error; answers stored = answers sent.
// saturation  100 learners answer without pause for 20 s; against a bare `pg` pool doing the server's
//             answer write (same SQL) with the same workers on the same database. Target ≥ 0.5 of it.
// closed      issue 6's run: 300 learners sign up, answer both sections, 50 at once, on PGlite then
//             PostgreSQL.
// Learners are set up, not measured: one signs up through the API; the others are inserted in one
// statement with that account's argon2id hash, and their tokens are minted with the server's JWT_SECRET
// (same claims as tokens.ts). A minted token and a login with the shared password are checked first.
// Where the time goes in the think run: CPU seconds of the load generator (this process), the server
// (with --workers, its primary and WEB_CONCURRENCY workers) and the PostgreSQL backends of the run's
// database, and the load generator's event-loop delay (a late timer there is a late request, not a
// slow server).
//   node bench/exam-load.mjs [--mode=think,saturation] [--takers=5000] [--workers=1] [--spread=60]
//     [--think-min=10] [--think-max=20] [--limit=seconds] [--sockets=200] [--think-warmup=20] [--pass-share=0.5]
//     [--sat-learners=100] [--sat-duration=20]
//     [--sat-warmup=3] [--sat-pool=20] [--closed-learners=300] [--closed-concurrency=50] [--quick]
//     [--trace=file.csv]
// The think run's measured phase begins with a CHECKPOINT (when the role may run one): a timed
// checkpoint (checkpoint_timeout, 5 min by default) then falls 300 s later, after a run that keeps to
// its 290 s limit, instead of wherever the previous run left the clock; the run says how many
// checkpoints began within its measured phase.
// --trace writes one line per measured think-run call (kind, wall-clock ms when sent, ms, status) to
// line slow calls up with what else happened then (checkpoints in PostgreSQL's log, a sampler).
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import {
  checkRow,
  cpuSeconds,
  findPostgres,
  freshPostgres,
  httpClient,
  machineCpuSeconds,
  main,
  mintToken,
  option,
  pool,
  postgresCpuMeter,
  processTree,
  row,
  sleep,
  startServer,
  summarize,
} from './lib.mjs';

const OPTIONS = ['A', 'B', 'C', 'D'];
const PYTHON = 1;
// Meets the password policy of sign-up (12+ characters, not common, not from the name or address).
const PASSWORD = 'tulip-harbour-lantern-42';
const path = {
  start: '/v1/api/start-test/',
  answer: '/v1/api/submit-answer/',
  submit: '/v1/api/submit-test/',
};

/** The server's answer write (exam-queries.ts recordAnswer, which also checks the token), as drizzle sends it. */
const ANSWER_SQL = `update "test_answers" set "selected_option" = $1, "status" = $2, "answered_at" = now()
  where ("test_answers"."id" = $3 and "test_answers"."session_id" = $4 and exists (select 1 from "test_sessions" s
  join "users" u on u.id = s.user_id where s.id = $4 and s.user_id = $5 and s.submitted_at is null
  and s.deadline_at > now() and u.token_version = $6
  and not exists (select 1 from "auth_revocations" r where r.jti = $7))) returning "id"`;

/** How many checkpoints PostgreSQL has begun (pg_stat_bgwriter up to 16, pg_stat_checkpointer from 17). */
async function checkpointCount(sql) {
  const older = 'select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter';
  const newer = 'select num_timed + num_requested as n from pg_stat_checkpointer';
  const { rows } = await sql.query(older).catch(() => sql.query(newer));
  return Number(rows[0].n);
}

/**
 * A fresh database, a server on it (`workers` > 1: that many cluster workers, WEB_CONCURRENCY) and a
 * small pg pool for setup and checks; all gone afterwards.
 */
async function onFreshDatabase(pgBase, fn, { workers = 1 } = {}) {
  const db = await freshPostgres(pgBase);
  let server;
  const sql = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    server = await startServer({ databaseUrl: db.url, env: { WEB_CONCURRENCY: String(workers) } });
    return await fn({ server, sql, db });
  } finally {
    await server?.stop();
    await sql.end();
    await db.drop();
  }
}

/** `count` learners with tokens (see the header); throws when the shortcut would not be honest. */
async function createLearners(server, sql, count) {
  const client = httpClient(server.base, { connections: 1 });
  try {
    const email = (i) => `learner${i}@bench.example.com`;
    const signUp = await client.request('POST', '/v1/auth/sign_up', {
      body: { name: 'Bench Learner', phone: '9876543210', email: email(1), password: PASSWORD },
    });
    if (signUp.status !== 201) throw new Error(`sign-up → ${signUp.status} ${signUp.body}`);
    const first = signUp.json();
    const {
      rows: [{ password_hash: hash }],
    } = await sql.query('select password_hash from users where id = $1', [first.id]);
    const { rows } = await sql.query(
      `insert into users (name, email, phone, password_hash)
       select 'Bench Learner', 'learner' || g || '@bench.example.com', '9876543210', $1
       from generate_series(2, $2::int) g returning id, email, token_version`,
      [hash, count],
    );
    const learners = [
      { id: first.id, email: email(1), ver: 0 },
      ...rows.map((r) => ({ ...r, ver: r.token_version })),
    ];
    for (const l of learners) {
      l.token = mintToken(l);
      l.jti = JSON.parse(Buffer.from(l.token.split('.')[1], 'base64url')).jti; // for the bare answer write
    }
    const last = learners.at(-1);
    const profile = await client.request('GET', '/v1/auth/profile/', { token: last.token });
    if (profile.status !== 200)
      throw new Error(`a minted token was refused: ${profile.status} ${profile.body}`);
    const login = await client.request('POST', '/v1/auth/login', {
      body: { email: last.email, password: PASSWORD },
    });
    if (login.status !== 200)
      throw new Error(`an inserted learner cannot sign in: ${login.status} ${login.body}`);
    return learners;
  } finally {
    client.close();
  }
}

async function thinkTime(pgBase, opts) {
  const NAME = 'exam think-time';
  // --learners is the earlier name of --takers.
  const learnersOption = option(opts, 'learners', 5000, 300);
  const count = option(opts, 'takers', learnersOption, learnersOption);
  const workers = option(opts, 'workers', 1);
  const spread = option(opts, 'spread', 60, 10);
  const thinkMin = option(opts, 'think-min', 10, 1);
  const thinkMax = option(opts, 'think-max', 20, 2);
  const sockets = option(opts, 'sockets', 200);
  const warm = option(opts, 'think-warmup', 20, 10);
  const passShare = option(opts, 'pass-share', 0.5);
  // Enough for every learner to finish a 10-question section: last start + 10 slowest thinks + margin.
  const limit = option(opts, 'limit', spread + 10 * thinkMax + 30, spread + 10 * thinkMax + 30);

  return onFreshDatabase(
    pgBase,
    async ({ server, sql, db }) => {
      const setupStarted = performance.now();
      const everyone = await createLearners(server, sql, count + warm);
      const learners = everyone.slice(warm);
      const setupSeconds = (performance.now() - setupStarted) / 1000;
      // The bank's key, for the takers who pass (question text is unique in the demo bank).
      const key = new Map(
        (
          await sql.query(
            'select m.question, m.correct_answer from mcqs m join categories c on c.id = m.category_id where c.domain_id = $1',
            [PYTHON],
          )
        ).rows.map((r) => [r.question, r.correct_answer]),
      );

      const client = httpClient(server.base, { connections: sockets });
      // Warm-up, not measured: a few learners take a whole section at once, without think time.
      await Promise.all(
        everyone.slice(0, warm).map(async (l, i) => {
          const token = l.token;
          const section = i % 2 ? 'domain' : 'aptitude';
          const session = (
            await client.request('POST', path.start, { token, body: { domain_id: PYTHON, section } })
          ).json();
          for (const q of session.questions) {
            const body = {
              test_session_id: session.test_session_id,
              test_question_id: q.test_question_id,
              selected_option: 'A',
              status: 'answered',
            };
            await client.request('POST', path.answer, { token, body });
          }
          await client.request('POST', path.submit, {
            token,
            body: { test_session_id: session.test_session_id },
          });
        }),
      );
      const timings = { start: [], answer: [], submit: [] };
      const trace = opts.trace ? ['kind,sent_at_ms,ms,status'] : undefined;
      const errors = { start: 0, answer: 0, submit: 0 };
      const firstErrors = [];
      let sent = 0;
      let submitted = 0;
      let passed = 0;
      let cut = 0;
      let inFlight = 0;
      let peakInFlight = 0;
      const serverPids = processTree(server.pid);
      const serverCpu = () => serverPids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
      // Every run starts its measured phase just after a checkpoint (see the header), and counts the
      // checkpoints that fell within it.
      const checkpointed = await sql.query('checkpoint').then(
        () => true,
        () => false,
      );
      const checkpointsBefore = await checkpointCount(sql);
      const cpuBefore = {
        client: process.cpuUsage(),
        server: serverCpu(),
        machine: machineCpuSeconds(),
      };
      const postgresCpu = postgresCpuMeter(db.name);
      const loopDelay = monitorEventLoopDelay({ resolution: 10 });
      loopDelay.enable();
      const started = performance.now();
      const endAt = started + limit * 1000;

      async function timed(kind, token, body) {
        inFlight++;
        peakInFlight = Math.max(peakInFlight, inFlight);
        const sentAt = Date.now();
        try {
          const res = await client.request('POST', path[kind], { token, body });
          timings[kind].push(res.ms);
          trace?.push(`${kind},${sentAt},${res.ms.toFixed(1)},${res.status}`);
          if (res.status === 200) return res.json();
          throw new Error(`${kind} → ${res.status} ${res.body.toString().slice(0, 160)}`);
        } catch (error) {
          errors[kind]++;
          if (firstErrors.length < 3) firstErrors.push(String(error.message ?? error));
          return undefined;
        } finally {
          inFlight--;
        }
      }

      async function learner(l, i) {
        await sleep(Math.random() * spread * 1000);
        const section = i % 2 ? 'domain' : 'aptitude';
        const session = await timed('start', l.token, { domain_id: PYTHON, section });
        if (!session) return;
        const passes = i % 100 < passShare * 100;
        for (const q of session.questions) {
          await sleep((thinkMin + Math.random() * (thinkMax - thinkMin)) * 1000);
          if (performance.now() > endAt) {
            cut++;
            return;
          }
          const answer = {
            test_session_id: session.test_session_id,
            test_question_id: q.test_question_id,
            selected_option: passes ? key.get(q.question) : OPTIONS[(i + q.position) % 4],
            status: 'answered',
          };
          if (await timed('answer', l.token, answer)) sent++;
        }
        const result = await timed('submit', l.token, { test_session_id: session.test_session_id });
        if (result) submitted++;
        if (result?.score_percent >= 60) passed++; // PASS_PERCENT
      }

      await Promise.all(learners.map(learner));
      const seconds = (performance.now() - started) / 1000;
      loopDelay.disable();
      const checkpointsDuring = (await checkpointCount(sql)) - checkpointsBefore;
      if (trace) writeFileSync(opts.trace, `${trace.join('\n')}\n`);
      const clientCpu = process.cpuUsage(cpuBefore.client);
      const cpu = {
        client: (clientCpu.user + clientCpu.system) / 1e6,
        server: serverCpu() - cpuBefore.server,
        postgres: postgresCpu.stop(),
      };
      // Whatever else ran on the machine meanwhile: a run that shares its cores measures the sharing.
      const others = machineCpuSeconds() - cpuBefore.machine - cpu.client - cpu.server - cpu.postgres;
      client.close();
      const {
        rows: [{ stored }],
      } = await sql.query(
        `select count(*)::int as stored from test_answers a join test_sessions s on s.id = a.session_id
       where a.selected_option is not null and s.user_id = any($1::int[])`,
        [learners.map((l) => l.id)],
      );

      const rows = [];
      for (const kind of ['start', 'answer', 'submit']) {
        rows.push(
          row(NAME, `${kind} p99 ms (${timings[kind].length} calls)`, summarize(timings[kind]).p99, {
            atMost: 250,
            unit: 'ms',
          }),
        );
      }
      const errorCount = errors.start + errors.answer + errors.submit;
      rows.push(checkRow(NAME, 'errors', errorCount === 0, errorCount, '0'));
      rows.push(checkRow(NAME, 'answers stored / sent', stored === sent, `${stored} / ${sent}`, 'equal'));
      rows.push(row(NAME, 'answers/s (mean over the run)', sent / seconds));
      // Cores kept busy on average: with 2 cores the three together cannot pass 2.
      for (const [who, used] of Object.entries(cpu))
        rows.push(row(NAME, `${who} cores busy (mean)`, used / seconds));
      rows.push(row(NAME, 'other processes cores busy (mean)', others / seconds));
      rows.push(row(NAME, 'load generator event-loop delay p99 ms', loopDelay.percentile(99) / 1e6));

      const s = Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, summarize(v)]));
      const ms = (x) => x.toFixed(1);
      const notes = [
        `${NAME}: ${count} takers on PostgreSQL, server ${workers > 1 ? `${workers} cluster workers (WEB_CONCURRENCY)` : 'one process'} with a pool of 20 connections each, starts spread over ${spread} s, think ${thinkMin}–${thinkMax} s, ` +
          `limit ${limit} s, ${sockets} pooled keep-alive sockets (a call's time includes waiting for one), after ${warm} warm-up learners; ran ${seconds.toFixed(0)} s, ` +
          `${submitted} sections submitted (${passed} passed), ${cut} learners stopped by the limit, peak ${peakInFlight} requests in flight`,
        `${NAME}: p50 / p99 / max ms — start ${ms(s.start.p50)} / ${ms(s.start.p99)} / ${ms(s.start.max)}, ` +
          `answer ${ms(s.answer.p50)} / ${ms(s.answer.p99)} / ${ms(s.answer.max)}, ` +
          `submit ${ms(s.submit.p50)} / ${ms(s.submit.p99)} / ${ms(s.submit.max)}`,
        `${NAME}: setup ${setupSeconds.toFixed(1)} s (1 sign-up through the API, ${count - 1} learners inserted with its ` +
          "argon2id hash in one statement, tokens minted with the server's JWT_SECRET; a minted token and a login checked)",
        `${NAME}: CPU seconds over the run — load generator ${cpu.client.toFixed(1)}, server ${cpu.server.toFixed(1)}, ` +
          `PostgreSQL backends of the run's database ${cpu.postgres.toFixed(1)}; load generator event-loop delay max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
        `${NAME}: ${checkpointed ? 'a CHECKPOINT just before the measured phase' : 'no CHECKPOINT before the measured phase (the role may not run one)'}; ` +
          `${checkpointsDuring} PostgreSQL checkpoint(s) began during it`,
        ...firstErrors.map((e) => `${NAME}: error: ${e}`),
      ];
      return { rows, notes };
    },
    { workers },
  );
}

async function saturation(pgBase, opts) {
  const NAME = 'exam saturation';
  const count = option(opts, 'sat-learners', 100, 50);
  const duration = option(opts, 'sat-duration', 20, 3);
  const warmup = option(opts, 'sat-warmup', 3, 1);
  const poolSize = option(opts, 'sat-pool', 20); // the server's pg pool (db/database.ts)

  return onFreshDatabase(pgBase, async ({ server, sql, db }) => {
    const learners = await createLearners(server, sql, count);
    const setup = httpClient(server.base, { connections: 10 });
    await pool(learners.length, 10, async (i) => {
      const l = learners[i];
      l.items = [];
      for (const section of ['aptitude', 'domain']) {
        const res = await setup.request('POST', path.start, {
          token: l.token,
          body: { domain_id: PYTHON, section },
        });
        if (res.status !== 200) throw new Error(`start-test → ${res.status} ${res.body}`);
        const session = res.json();
        for (const q of session.questions)
          l.items.push({ sessionId: session.test_session_id, answerId: q.test_question_id });
      }
    });
    setup.close();

    /** Every learner answers its questions round and round for `seconds`; `send` does one answer. */
    async function loop(seconds, send) {
      const timings = [];
      let errors = 0;
      let firstError;
      const started = performance.now();
      const end = started + seconds * 1000;
      await Promise.all(
        learners.map(async (l, i) => {
          for (let k = i; performance.now() < end; k++) {
            const item = l.items[k % l.items.length];
            const choice = OPTIONS[k % 4];
            const t = performance.now();
            try {
              if (!(await send(l, item, choice))) throw new Error('not written');
              timings.push(performance.now() - t);
              item.last = choice;
            } catch (error) {
              errors++;
              firstError ??= String(error.message ?? error);
            }
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      return { perSecond: timings.length / elapsed, ...summarize(timings), errors, firstError };
    }

    const client = httpClient(server.base, { connections: count });
    const viaApi = async (l, item, option) => {
      const res = await client.request('POST', path.answer, {
        token: l.token,
        body: {
          test_session_id: item.sessionId,
          test_question_id: item.answerId,
          selected_option: option,
          status: 'answered',
        },
      });
      if (res.status !== 200) throw new Error(`answer → ${res.status} ${res.body.toString().slice(0, 160)}`);
      return true;
    };
    const bare = new pg.Pool({ connectionString: db.url, max: poolSize });
    const viaPg = async (l, item, option) => {
      const r = await bare.query(ANSWER_SQL, [
        option,
        'answered',
        item.answerId,
        item.sessionId,
        l.id,
        l.ver,
        l.jti,
      ]);
      return r.rowCount === 1;
    };

    try {
      await loop(warmup, viaApi);
      await loop(warmup, viaPg);
      const baseline = await loop(duration, viaPg);
      const api = await loop(duration, viaApi);

      // The API ran last: every question's stored option must be the last one it was sent.
      const items = learners.flatMap((l) => l.items);
      const { rows: stored } = await sql.query(
        'select id, selected_option from test_answers where id = any($1::int[])',
        [items.map((x) => x.answerId)],
      );
      const byId = new Map(stored.map((r) => [r.id, r.selected_option]));
      const wrong = items.filter((x) => byId.get(x.answerId) !== x.last).length;

      const rows = [
        row(NAME, 'answers/s', api.perSecond, { baseline: baseline.perSecond, atLeast: 0.5, on: 'ratio' }),
        row(NAME, 'p99 ms', api.p99, { baseline: baseline.p99 }),
        checkRow(NAME, 'errors', api.errors + baseline.errors === 0, api.errors + baseline.errors, '0'),
        checkRow(NAME, 'stored = last sent', wrong === 0, `${items.length - wrong} / ${items.length}`, 'all'),
      ];
      const notes = [
        `${NAME}: ${count} learners without think time, ${duration} s each after ${warmup} s warm-up; baseline: ` +
          `bare pg pool of ${poolSize} (the server's size) running the server's answer UPDATE with the same ${count} workers`,
        `${NAME}: p50 ms — API ${api.p50.toFixed(1)}, bare pg ${baseline.p50.toFixed(1)}`,
        ...[api.firstError, baseline.firstError].filter(Boolean).map((e) => `${NAME}: error: ${e}`),
      ];
      return { rows, notes };
    } finally {
      client.close();
      await bare.end();
    }
  });
}

/** Issue 6's closed-loop run, kept for comparison with bench/results/exam-load.md. */
async function closedLoop(pgBase, opts) {
  const NAME = 'exam closed loop';
  const count = option(opts, 'closed-learners', 300, 50);
  const concurrency = option(opts, 'closed-concurrency', 50, 20);
  const once = async (label, databaseUrl) => {
    const server = await startServer({ databaseUrl });
    const client = httpClient(server.base, { connections: concurrency });
    try {
      const tokens = [];
      await pool(count, 10, async (i) => {
        const body = {
          name: 'Bench Learner',
          phone: '9876543210',
          email: `closed${i}@bench.example.com`,
          password: PASSWORD,
        };
        tokens[i] = (await client.request('POST', '/v1/auth/sign_up', { body })).json().token;
      });
      const timings = [];
      let sent = 0;
      let errors = 0;
      const sessions = [];
      const started = performance.now();
      await pool(count, concurrency, async (i) => {
        const token = tokens[i];
        for (const section of ['aptitude', 'domain']) {
          const session = (
            await client.request('POST', path.start, { token, body: { domain_id: PYTHON, section } })
          ).json();
          sessions.push({ token, id: session.test_session_id });
          for (const q of session.questions) {
            const body = {
              test_session_id: session.test_session_id,
              test_question_id: q.test_question_id,
              selected_option: OPTIONS[(i + q.position) % 4],
              status: 'answered',
            };
            const res = await client.request('POST', path.answer, { token, body });
            if (res.status === 200) {
              sent++;
              timings.push(res.ms);
            } else errors++;
          }
          await client.request('POST', path.submit, {
            token,
            body: { test_session_id: session.test_session_id },
          });
        }
      });
      const seconds = (performance.now() - started) / 1000;
      let stored = 0;
      await pool(sessions.length, 10, async (k) => {
        const { token, id } = sessions[k];
        const review = (await client.request('GET', `/v1/api/test-review/${id}/`, { token })).json();
        stored += review.questions.filter((q) => q.selected_option !== null).length;
      });
      const s = summarize(timings);
      return [
        row(`${NAME} (${label})`, 'answers/s', sent / seconds),
        row(`${NAME} (${label})`, 'answer p99 ms', s.p99),
        checkRow(
          `${NAME} (${label})`,
          'answers stored / sent',
          stored === sent && errors === 0,
          `${stored} / ${sent}`,
          'equal',
        ),
      ];
    } finally {
      client.close();
      await server.stop();
    }
  };
  const rows = await once('PGlite', 'memory://');
  if (pgBase) {
    const db = await freshPostgres(pgBase);
    try {
      rows.push(...(await once('PostgreSQL', db.url)));
    } finally {
      await db.drop();
    }
  }
  return {
    rows,
    notes: [`${NAME}: ${count} learners, ${concurrency} at once, both sections, no think time`],
  };
}

const MODES = { think: thinkTime, saturation, closed: closedLoop };

export async function run(opts = {}) {
  const modes = String(opts.mode ?? 'think,saturation').split(',');
  const pgBase = await findPostgres();
  const rows = [];
  const notes = [];
  for (const mode of modes) {
    if (!MODES[mode]) throw new Error(`unknown --mode ${mode} (think, saturation, closed)`);
    if (!pgBase && mode !== 'closed') {
      notes.push(`exam ${mode}: skipped, no PostgreSQL answered (set BENCH_DATABASE_URL)`);
      continue;
    }
    const result = await MODES[mode](pgBase, opts);
    rows.push(...result.rows);
    notes.push(...result.notes);
  }
  return { rows, notes };
}

await main(import.meta.url, run);
