import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { categories, domains, mcqs, testAnswers, testSessions } from '../../db/schema/assessment';
import { authRevocations, users } from '../../db/schema/auth';
import type { AttemptHistory, AttemptPolicy } from './attempt-policy';

export type SessionRow = typeof testSessions.$inferSelect;
export type AnswerRow = typeof testAnswers.$inferSelect;

export async function findSession(db: Executor, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(testSessions).where(eq(testSessions.id, id));
  return row;
}

export async function findOpenSession(
  db: Executor,
  userId: number,
  domainId: number,
  section: 'aptitude' | 'domain',
) {
  const [row] = await db
    .select()
    .from(testSessions)
    .where(
      and(
        eq(testSessions.userId, userId),
        eq(testSessions.domainId, domainId),
        eq(testSessions.section, section),
        isNull(testSessions.submittedAt),
      ),
    );
  return row;
}

export const answersOf = (db: Executor, sessionId: number) =>
  db
    .select()
    .from(testAnswers)
    .where(eq(testAnswers.sessionId, sessionId))
    .orderBy(asc(testAnswers.position));

type SectionOf = { userId: number; domainId: number; section: 'aptitude' | 'domain' };

/**
 * A random draw of up to `limit` questions from the chosen categories, those the learner has not met
 * in an earlier attempt at the section first (a new attempt is not a replay of the last one).
 */
export function drawQuestions(db: Executor, categoryIds: number[], limit: number, learner: SectionOf) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  const seen = sql`exists (select 1 from ${testAnswers} a join ${testSessions} s on s.id = a.session_id
    where a.mcq_id = ${mcqs.id} and s.user_id = ${learner.userId} and s.domain_id = ${learner.domainId}
    and s.section = ${learner.section})`;
  return db
    .select()
    .from(mcqs)
    .where(inArray(mcqs.categoryId, categoryIds))
    .orderBy(seen, sql`random()`)
    .limit(limit);
}

/** How many sessions a learner has at a domain's section, the last submission and the open one. */
export async function attemptHistory(db: Executor, learner: SectionOf): Promise<AttemptHistory> {
  const [row] = await db
    .select({
      used: sql<number>`count(*)::int`,
      lastSubmittedAt: sql<Date | null>`max(${testSessions.submittedAt})`.mapWith(testSessions.submittedAt),
      openSessionId: sql<
        number | null
      >`max(${testSessions.id}) filter (where ${testSessions.submittedAt} is null)`.mapWith(Number),
      // The database's clock, as for deadlines: the wait ends when the database says so.
      now: sql<Date>`now()`.mapWith(testSessions.startedAt),
    })
    .from(testSessions)
    .where(
      and(
        eq(testSessions.userId, learner.userId),
        eq(testSessions.domainId, learner.domainId),
        eq(testSessions.section, learner.section),
      ),
    );
  return row!;
}

/** Whether the learner passed this session's domain and section in another session before. */
export async function passedBefore(db: Executor, session: SessionRow, passPercent: number): Promise<boolean> {
  const [row] = await db
    .select({ id: testSessions.id })
    .from(testSessions)
    .where(
      and(
        eq(testSessions.userId, session.userId),
        sql`${testSessions.domainId} is not distinct from ${session.domainId}`,
        eq(testSessions.section, session.section),
        sql`${testSessions.id} <> ${session.id}`,
        sql`${testSessions.scorePercent} >= ${passPercent}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The attempt policies of the given domains, by id. */
export async function policiesOf(db: Executor, domainIds: number[]): Promise<Map<number, AttemptPolicy>> {
  if (domainIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: domains.id,
      attemptsPerSection: domains.attemptsPerSection,
      hoursBetweenAttempts: domains.hoursBetweenAttempts,
      countedScore: domains.countedScore,
      reviewPolicy: domains.reviewPolicy,
    })
    .from(domains)
    .where(inArray(domains.id, domainIds));
  return new Map(rows.map(({ id, ...policy }) => [id, policy]));
}

export function categoriesOf(db: Executor, domainId: number, kind: 'aptitude' | 'domain') {
  return db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.domainId, domainId), eq(categories.kind, kind)));
}

/**
 * A new session whose clock is the database's (DESIGN §7): it starts at `now()` and ends `minutes`
 * later by the same clock that refuses late answers, whatever the app server's clock says.
 */
export async function insertSession(
  db: Executor,
  values: Omit<typeof testSessions.$inferInsert, 'startedAt' | 'deadlineAt'> & { minutes: number },
): Promise<SessionRow> {
  const { minutes, ...rest } = values;
  const [row] = await db
    .insert(testSessions)
    .values({
      ...rest,
      startedAt: sql`now()`,
      deadlineAt: sql`now() + make_interval(mins => ${minutes}::int)`,
    })
    .returning();
  return row!;
}

/** The database's clock: the one deadlines are set and enforced by. */
export async function databaseNow(db: Executor): Promise<Date> {
  const [row] = await db
    .select({ now: sql<Date>`now()`.mapWith(testSessions.startedAt) })
    .from(sql`(select 1) as clock`);
  return row!.now;
}

/** Stores a new session's questions; returns them as answersOf would, in position order. */
export async function insertAnswers(db: Executor, values: (typeof testAnswers.$inferInsert)[]) {
  if (values.length === 0) return [];
  const rows = await db.insert(testAnswers).values(values).returning();
  return rows.sort((a, b) => a.position - b.position);
}

/**
 * Records an answer in one statement, only while the session is the learner's, open and within its
 * deadline. Returns false when any of that does not hold (the caller finds out which).
 */
// Also checks the caller's token (not revoked, current token version): the answer route leaves that
// to this statement (plugins/auth.ts, tokenCheckedByQuery), so an answer costs one round trip.
const answerUpdate = preparedPerDatabase((db) =>
  db
    .update(testAnswers)
    .set({
      // A bare placeholder is not a column value to drizzle's types; wrapped, it is SQL.
      selectedOption: sql`${sql.placeholder('selected')}`,
      status: sql`${sql.placeholder('status')}`,
      answeredAt: sql`now()`,
    })
    .where(
      and(
        eq(testAnswers.id, sql.placeholder('answerId')),
        eq(testAnswers.sessionId, sql.placeholder('sessionId')),
        sql`exists (select 1 from ${testSessions} s join ${users} u on u.id = s.user_id
          where s.id = ${sql.placeholder('sessionId')} and s.user_id = ${sql.placeholder('userId')}
          and s.submitted_at is null and s.deadline_at > now()
          and u.token_version = ${sql.placeholder('tokenVersion')}
          and not exists (select 1 from ${authRevocations} r where r.jti = ${sql.placeholder('jti')}))`,
      ),
    )
    .returning({ id: testAnswers.id })
    .prepare('record_answer'),
);

/**
 * Stores one answer unless the session is not the user's, is submitted or past its deadline, or the
 * token it came with was revoked or outdated.
 */
export async function recordAnswer(
  db: Db,
  a: {
    userId: number;
    tokenVersion: number;
    jti: string;
    sessionId: number;
    answerId: number;
    selected: 'A' | 'B' | 'C' | 'D' | null;
    status: string;
  },
): Promise<boolean> {
  const rows = await answerUpdate(db).execute(a);
  return rows.length === 1;
}

export async function answerBelongs(db: Executor, answerId: number, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: testAnswers.id })
    .from(testAnswers)
    .where(and(eq(testAnswers.id, answerId), eq(testAnswers.sessionId, sessionId)));
  return row !== undefined;
}

/** Scores and closes a session unless it is closed already; returns the row when this call closed it. */
export async function closeSession(db: Executor, id: number): Promise<SessionRow | undefined> {
  const correct = sql`(select count(*)::int from ${testAnswers} a where a.session_id = ${id} and a.selected_option = a.correct_answer)`;
  const [row] = await db
    .update(testSessions)
    .set({
      // A session closed after its deadline counts as submitted at the deadline.
      submittedAt: sql`least(now(), ${testSessions.deadlineAt})`,
      correctAnswers: correct,
      scorePercent: sql`case when ${testSessions.totalQuestions} = 0 then 0
        else round(${correct} * 1000.0 / ${testSessions.totalQuestions}) / 10 end`,
    })
    .where(and(eq(testSessions.id, id), isNull(testSessions.submittedAt)))
    .returning();
  return row;
}

export function expiredOpenSessions(db: Executor, userId: number) {
  return db
    .select({ id: testSessions.id })
    .from(testSessions)
    .where(
      and(
        eq(testSessions.userId, userId),
        isNull(testSessions.submittedAt),
        lt(testSessions.deadlineAt, sql`now()`),
      ),
    );
}

export function submittedSessions(db: Executor, userId: number) {
  return db
    .select()
    .from(testSessions)
    .where(and(eq(testSessions.userId, userId), sql`${testSessions.submittedAt} is not null`))
    .orderBy(desc(testSessions.submittedAt), desc(testSessions.id));
}
