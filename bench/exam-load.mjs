// Simulated learners taking the exam (issue 6): each signs up, starts both sections of Python,
// answers every question and submits. Prints answers per second, p50/p99 latency of submit-answer,
// and stored answers against sent answers (they must be equal), on PGlite and, when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on PostgreSQL too.
//   node bench/exam-load.mjs [learners=300] [concurrency=50]
import pg from 'pg';
import { call, percentile, pool, startServer } from './lib.mjs';

const learners = Number(process.argv[2] ?? 300);
const concurrency = Number(process.argv[3] ?? 50);
const OPTIONS = ['A', 'B', 'C', 'D'];

async function freshPostgres(baseUrl) {
  const name = `skillpath_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function run(label, databaseUrl) {
  const server = await startServer({ databaseUrl });
  const { base } = server;
  try {
    const tokens = new Array(learners);
    await pool(learners, 20, async (i) => {
      const body = {
        name: 'Bench Learner',
        phone: '9876543210',
        email: `bench${i}.${Date.now()}@example.com`,
        password: 'bench-pass-1',
      };
      tokens[i] = (await call(base, 'POST', '/v1/auth/sign_up', { body })).token;
    });

    const timings = [];
    const sessions = [];
    let sent = 0;
    let errors = 0;
    const started = performance.now();
    await pool(learners, concurrency, async (i) => {
      const token = tokens[i];
      for (const section of ['aptitude', 'domain']) {
        try {
          const session = await call(base, 'POST', '/v1/api/start-test/', {
            token,
            body: { domain_id: 1, section },
          });
          sessions.push({ token, id: session.test_session_id });
          for (const q of session.questions) {
            await call(
              base,
              'POST',
              '/v1/api/submit-answer/',
              {
                token,
                body: {
                  test_session_id: session.test_session_id,
                  test_question_id: q.test_question_id,
                  selected_option: OPTIONS[(i + q.position) % 4],
                  status: 'answered',
                },
              },
              timings,
            );
            sent++;
          }
          await call(base, 'POST', '/v1/api/submit-test/', {
            token,
            body: { test_session_id: session.test_session_id },
          });
        } catch (error) {
          errors++;
          if (errors <= 3) console.error(String(error));
        }
      }
    });
    const seconds = (performance.now() - started) / 1000;

    let stored = 0;
    await pool(sessions.length, 20, async (k) => {
      const { token, id } = sessions[k];
      const review = await call(base, 'GET', `/v1/api/test-review/${id}/`, { token });
      stored += review.questions.filter((q) => q.selected_option !== null).length;
    });

    const sorted = [...timings].sort((a, b) => a - b);
    return {
      label,
      learners,
      sent,
      stored,
      errors,
      answersPerSecond: sent / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  } finally {
    await server.stop();
  }
}

const results = [await run('PGlite (embedded)', 'memory://')];
const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgBase) {
  const db = await freshPostgres(pgBase);
  try {
    results.push(await run('PostgreSQL', db.url));
  } finally {
    await db.drop();
  }
}

console.log(
  `\nExam load: ${learners} learners, ${concurrency} at once, both sections of Python, every question answered\n`,
);
console.log('| database | answers sent | answers stored | errors | answers/s | p50 ms | p99 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.sent} | ${r.stored} | ${r.errors} | ${r.answersPerSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
  );
}
const lost = results.some((r) => r.stored !== r.sent || r.errors > 0);
if (lost) console.log('\nFAIL: stored answers differ from sent answers, or requests failed.');
process.exit(lost ? 1 : 0);
