import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ServerProcess } from '../helpers/server-process';
import { TEST_PASSWORD } from '../helpers/test-identity';

/** Every write the server answered with a 2xx: these must survive any crash that follows. */
export interface Acknowledged {
  users: Set<number>;
  /** `${userId}:${courseId}` */
  enrollments: Set<string>;
  sessions: Set<number>;
  /** test_answers id → the option the learner chose */
  answers: Map<number, string>;
}

export const emptyAcknowledged = (): Acknowledged => ({
  users: new Set(),
  enrollments: new Set(),
  sessions: new Set(),
  answers: new Map(),
});

export const countOf = (a: Acknowledged) =>
  a.users.size + a.enrollments.size + a.sessions.size + a.answers.size;

interface Catalogue {
  courses: { id: number; course_title: string }[];
  domainIds: number[];
}

export async function readCatalogue(server: ServerProcess): Promise<Catalogue> {
  const courses = (await (await server.fetch('/v1/api/list-courses/')).json()) as Catalogue['courses'];
  const domains = (await (await server.fetch('/v1/api/domains/')).json()) as { id: number }[];
  if (courses.length === 0 || domains.length === 0) throw new Error('the demo catalogue is missing');
  return { courses, domainIds: domains.map((d) => d.id) };
}

let learnerCounter = 0;

export async function registerLearners(
  server: ServerProcess,
  count: number,
  acked: Acknowledged,
): Promise<{ id: number; token: string }[]> {
  const learners = [];
  for (let i = 0; i < count; i++) {
    learnerCounter += 1;
    const res = await server.fetch('/v1/auth/sign_up', {
      method: 'POST',
      json: {
        name: 'Crash Learner',
        phone: '9876543210',
        email: `crash${learnerCounter}.${Date.now()}@example.com`,
        password: TEST_PASSWORD,
      },
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { id: number; token: string };
    acked.users.add(body.id);
    learners.push(body);
  }
  return learners;
}

const OPTIONS = ['A', 'B', 'C', 'D'] as const;

/**
 * Many learners at once enrol in courses and answer exam questions (each question once, so the
 * acknowledged option is the final one). Once `killAfter` writes are acknowledged the process gets
 * SIGKILL with requests still in flight. Answers that arrive after the kill was sent still count:
 * the server acknowledged them before it died.
 */
export async function writeUntilKilled(
  server: ServerProcess,
  learners: { id: number; token: string }[],
  catalogue: Catalogue,
  acked: Acknowledged,
  killAfter: number,
): Promise<{ inFlightAtKill: number; ackedThisRound: number }> {
  let ackedThisRound = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  const ack = () => {
    ackedThisRound += 1;
    if (!killed && ackedThisRound >= killAfter) {
      killed = true;
      inFlightAtKill = inFlight - 1;
      server.child.kill('SIGKILL');
    }
  };
  const post = async (token: string, url: string, json: unknown) => {
    inFlight += 1;
    try {
      const res = await server.fetch(url, { method: 'POST', token, json });
      return res.ok ? await res.json() : undefined;
    } finally {
      inFlight -= 1;
    }
  };

  async function learnerLoop(learner: { id: number; token: string }, index: number) {
    // Each learner walks the catalogue from a different place, so writes interleave.
    const courses = [...catalogue.courses.slice(index % catalogue.courses.length), ...catalogue.courses];
    const pendingQuestions: number[] = [];
    let sessionId = 0;
    let domainTurn = index;
    for (let step = 0; !killed; step++) {
      if (step % 2 === 0 && courses.length > 0) {
        const course = courses.shift()!;
        const key = `${learner.id}:${course.id}`;
        if (acked.enrollments.has(key)) continue;
        const body = await post(learner.token, '/v1/auth/selected-courses/', {
          course_title: course.course_title,
        }).catch(() => undefined);
        if (body) {
          acked.enrollments.add(key);
          ack();
        }
        continue;
      }
      if (pendingQuestions.length === 0) {
        const domainId = catalogue.domainIds[domainTurn++ % catalogue.domainIds.length];
        const section = domainTurn % 2 === 0 ? 'aptitude' : 'domain';
        const session = (await post(learner.token, '/v1/api/start-test/', {
          domain_id: domainId,
          section,
        }).catch(() => undefined)) as
          | {
              test_session_id: number;
              questions: { test_question_id: number; selected_option: string | null }[];
            }
          | undefined;
        if (!session) {
          if (killed) return;
          continue;
        }
        if (!acked.sessions.has(session.test_session_id)) {
          acked.sessions.add(session.test_session_id);
          ack();
        }
        sessionId = session.test_session_id;
        for (const q of session.questions) if (!q.selected_option) pendingQuestions.push(q.test_question_id);
        if (pendingQuestions.length === 0 && courses.length === 0) return;
        continue;
      }
      const questionId = pendingQuestions.shift()!;
      const option = OPTIONS[(questionId + index) % 4]!;
      const body = await post(learner.token, '/v1/api/submit-answer/', {
        test_session_id: sessionId,
        test_question_id: questionId,
        selected_option: option,
        status: 'answered',
      }).catch(() => undefined);
      if (body) {
        acked.answers.set(questionId, option);
        ack();
      }
    }
  }

  await Promise.all(learners.map((l, i) => learnerLoop(l, i)));
  if (!killed) throw new Error(`the stream ended after ${ackedThisRound} writes, before the kill point`);
  await server.exited;
  return { inFlightAtKill, ackedThisRound };
}

/** What the database holds, read directly once no server has it open. */
export interface Stored {
  users: Set<number>;
  enrollments: Set<string>;
  sessions: Set<number>;
  answers: Map<number, string | null>;
}

const STORED_QUERIES = {
  users: 'select id from users',
  enrollments: 'select user_id, course_id from enrollments',
  sessions: 'select id from test_sessions',
  answers: 'select id, selected_option from test_answers',
};

type Row = Record<string, unknown>;

async function readWith(query: (sql: string) => Promise<Row[]>): Promise<Stored> {
  return {
    users: new Set((await query(STORED_QUERIES.users)).map((r) => Number(r.id))),
    enrollments: new Set((await query(STORED_QUERIES.enrollments)).map((r) => `${r.user_id}:${r.course_id}`)),
    sessions: new Set((await query(STORED_QUERIES.sessions)).map((r) => Number(r.id))),
    answers: new Map(
      (await query(STORED_QUERIES.answers)).map((r) => [Number(r.id), (r.selected_option as string) ?? null]),
    ),
  };
}

export async function readStoredPglite(dataDir: string): Promise<Stored> {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return await readWith(async (sql) => (await db.query<Row>(sql)).rows);
  } finally {
    await db.close();
  }
}

export async function readStoredPostgres(url: string): Promise<Stored> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readWith(async (sql) => (await client.query<Row>(sql)).rows);
  } finally {
    await client.end();
  }
}

/** Descriptions of every acknowledged write the database does not hold. */
export function lostWrites(acked: Acknowledged, stored: Stored): string[] {
  const lost: string[] = [];
  for (const id of acked.users) if (!stored.users.has(id)) lost.push(`user ${id}`);
  for (const key of acked.enrollments) if (!stored.enrollments.has(key)) lost.push(`enrolment ${key}`);
  for (const id of acked.sessions) if (!stored.sessions.has(id)) lost.push(`exam session ${id}`);
  for (const [id, option] of acked.answers) {
    if (stored.answers.get(id) !== option)
      lost.push(`answer ${id}=${option} (stored ${stored.answers.get(id)})`);
  }
  return lost;
}
