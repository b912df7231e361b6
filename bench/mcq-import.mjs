// The question bank at scale (issue 16).
//
// import      a CSV of 5,000 new questions sent to POST /v1/api/mcq/import/ (dry_run=false), from the
//             request to the answer, on the embedded database (PGlite files in DATA_DIR) and on
//             PostgreSQL. Target ≤ 5 s each. Checked: the category then holds every question.
//             Baseline: the same rows written by one bare multi-row INSERT per 1,000 through `pg`
//             (PostgreSQL only): what the server adds to the database's own work.
// statistics  GET /v1/api/mcq-statistics/ over 100,000 answers of submitted sessions (10,000 sessions of
//             10 questions drawn from a 500-question bank, seeded straight by SQL, each session with its
//             own ability so that discrimination means something), on PostgreSQL. Target: the slowest
//             of 5 warm calls ≤ 1 s.
//   node bench/mcq-import.mjs [--questions=5000] [--answers=100000] [--bank=500] [--quick]
import pg from 'pg';
import { findPostgres, freshPostgres, main, option, row, startServer } from './lib.mjs';

const ADMIN = { email: 'bench-admin@skillpath.local', password: 'bench-admin-pass-1' };
const HEADER = 'question,option_a,option_b,option_c,option_d,correct_answer';

const csvOf = (count, label) =>
  `${HEADER}\r\n${Array.from(
    { length: count },
    (_, i) =>
      `"${label} question ${i}: which, of these, is right?",Option a ${i},Option b ${i},Option c ${i},Option d ${i},${'ABCD'[i % 4]}`,
  ).join('\r\n')}\r\n`;

async function api(base, method, url, { token, body, form } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A server with the bench admin, signed in, and a fresh domain with one category. */
async function prepared(databaseUrl) {
  const server = await startServer({
    databaseUrl,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' },
  });
  try {
    const { token } = await api(server.base, 'POST', '/v1/auth/login', { body: ADMIN });
    const form = new FormData();
    form.append('name', `Bench ${Date.now()}`);
    const domain = await api(server.base, 'POST', '/v1/api/domains/create/', { token, form });
    const category = await api(server.base, 'POST', '/v1/api/categories/create/', {
      token,
      body: { name: 'Bank', domain_id: domain.id, kind: 'domain' },
    });
    return { server, token, domain, category };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** One import through the API; resolves with its milliseconds after checking what it answered. */
async function timedImport({ server, token, category }, csv, count) {
  const form = new FormData();
  form.append('format', 'csv');
  form.append('category_id', String(category.id));
  form.append('dry_run', 'false');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bank.csv');
  const started = performance.now();
  const result = await api(server.base, 'POST', '/v1/api/mcq/import/', { token, form });
  const ms = performance.now() - started;
  if (result.imported !== count || result.errors.length)
    throw new Error(`import: ${result.imported} of ${count}, ${result.errors.length} errors`);
  return ms;
}

async function storedCount({ server, token, domain, category }) {
  const list = await api(
    server.base,
    'GET',
    `/v1/api/mcq-list/?domain=${domain.id}&category=${category.id}`,
    {
      token,
    },
  );
  return list.length;
}

/** The bare database floor: the same rows, one multi-row INSERT per 1,000, in one transaction. */
async function bareInsert(url, categoryId, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    for (let i = 0; i < count; i += 1000) {
      const values = [];
      const params = [];
      for (let k = i; k < Math.min(count, i + 1000); k++) {
        const o = { A: `Option a ${k}`, B: `Option b ${k}`, C: `Option c ${k}`, D: `Option d ${k}` };
        params.push(
          categoryId,
          `Bare question ${k}: which, of these, is right?`,
          JSON.stringify(o),
          'ABCD'[k % 4],
        );
        const p = params.length;
        values.push(`($${p - 3}, $${p - 2}, $${p - 1}::jsonb, $${p})`);
      }
      await client.query(
        `insert into mcqs (category_id, question, options, correct_answer) values ${values.join(',')}`,
        params,
      );
    }
    await client.query('commit');
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

async function importBench(label, databaseUrl, count, baseline) {
  const setup = await prepared(databaseUrl);
  try {
    const ms = await timedImport(setup, csvOf(count, label), count);
    const stored = await storedCount(setup);
    const bare = baseline ? await baseline(setup.category.id) : null;
    return [
      row(`mcq import (${label})`, `${count.toLocaleString('en-US')} questions, ms`, ms, {
        baseline: bare,
        atMost: 5000,
        unit: 'ms',
      }),
      row(`mcq import (${label})`, 'questions stored', stored, { atLeast: count }),
    ];
  } finally {
    await setup.server.stop();
  }
}

/** 100,000 answers of submitted sessions, straight by SQL: the bank comes through the import. */
async function seedAnswers(url, setup, answers, bankSize) {
  await timedImport(setup, csvOf(bankSize, 'Stats'), bankSize);
  const sessions = Math.ceil(answers / 10);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const {
      rows: [{ id: userId }],
    } = await client.query(`select id from users where email = $1`, [ADMIN.email]);
    await client.query(
      `insert into test_sessions (user_id, domain_id, domain_name, section, started_at, deadline_at, submitted_at, total_questions)
       select $1, $2, 'Bench', 'domain', now(), now(), now(), 10 from generate_series(1, $3)`,
      [userId, setup.domain.id, sessions],
    );
    // Each session answers right with its own probability (its "ability"), else picks at random.
    await client.query(
      `with bank as (
         select m.*, row_number() over (order by m.id) as rn from mcqs m where m.category_id = $2
       ),
       draws as (
         select s.id as session_id, p as position, s.ability, 1 + floor(random() * $3)::int as pick
         from (select id, 0.2 + 0.7 * random() as ability from test_sessions where domain_id = $1) s
         cross join generate_series(1, 10) p
       )
       insert into test_answers (session_id, mcq_id, position, question, options, correct_answer, selected_option, status)
       select d.session_id, b.id, d.position, b.question, b.options, b.correct_answer,
         case when random() < d.ability then b.correct_answer
              else (array['A','B','C','D'])[1 + floor(random() * 4)::int] end,
         'answered'
       from draws d join bank b on b.rn = d.pick`,
      [setup.domain.id, setup.category.id, bankSize],
    );
    // Scored as the server closes a session (exam-queries.ts closeSession).
    await client.query(
      `update test_sessions s set correct_answers = c.n, score_percent = round(c.n * 1000.0 / s.total_questions) / 10
       from (select a.session_id, count(*) filter (where a.selected_option = a.correct_answer)::int as n
             from test_answers a group by a.session_id) c
       where c.session_id = s.id and s.domain_id = $1`,
      [setup.domain.id],
    );
    await client.query('analyze test_sessions; analyze test_answers; analyze mcqs');
    const {
      rows: [{ n }],
    } = await client.query(
      'select count(*)::int as n from test_answers a join test_sessions s on s.id = a.session_id where s.domain_id = $1',
      [setup.domain.id],
    );
    return n;
  } finally {
    await client.end();
  }
}

async function statisticsBench(pgBase, answers, bankSize) {
  const db = await freshPostgres(pgBase);
  let setup;
  try {
    setup = await prepared(db.url);
    const seeded = await seedAnswers(db.url, setup, answers, bankSize);
    const url = `/v1/api/mcq-statistics/?domain_id=${setup.domain.id}`;
    await api(setup.server.base, 'GET', url, { token: setup.token }); // warm-up
    const times = [];
    let body;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      body = await api(setup.server.base, 'GET', url, { token: setup.token });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      rows: [
        row(
          'mcq statistics (PostgreSQL)',
          `${seeded.toLocaleString('en-US')} answers, slowest of 5 ms`,
          times[4],
          {
            atMost: 1000,
            unit: 'ms',
          },
        ),
        row('mcq statistics (PostgreSQL)', 'median of 5 ms', times[2]),
      ],
      notes: [
        `mcq statistics: ${body.attempts} submitted sessions, ${body.items.length} questions, ` +
          `${body.items.filter((i) => i.dubious).length} flagged dubious, pass rate ${(body.pass_rate * 100).toFixed(0)} %`,
      ],
    };
  } finally {
    await setup?.server.stop();
    await db.drop();
  }
}

export async function run(opts = {}) {
  const count = option(opts, 'questions', 5000, 1000);
  const answers = option(opts, 'answers', 100_000, 20_000);
  const bankSize = option(opts, 'bank', 500, 200);
  const rows = await importBench('PGlite files', null, count);
  const notes = [
    `mcq import: one CSV of ${count.toLocaleString('en-US')} new questions, request to answer (parse, checks, duplicate lookup, multi-row inserts in one transaction)`,
  ];
  const pgBase = await findPostgres();
  if (!pgBase) {
    notes.push(
      'mcq import (PostgreSQL) and mcq statistics: skipped, no PostgreSQL answered (set BENCH_DATABASE_URL)',
    );
    return { rows, notes };
  }
  const db = await freshPostgres(pgBase);
  try {
    rows.push(
      ...(await importBench('PostgreSQL', db.url, count, (categoryId) =>
        bareInsert(db.url, categoryId, count),
      )),
    );
    notes.push(
      'mcq import (PostgreSQL): baseline = the same rows by bare multi-row INSERTs (1,000 a statement) through pg',
    );
  } finally {
    await db.drop();
  }
  const stats = await statisticsBench(pgBase, answers, bankSize);
  rows.push(...stats.rows);
  notes.push(...stats.notes);
  return { rows, notes };
}

await main(import.meta.url, run);
