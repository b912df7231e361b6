import { sectionLabel } from '@skillpath/contract';
import { and, asc, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { executeNamed, preparedPerDatabase } from '../../db/prepared';
import {
  categories,
  domains,
  mcqs,
  type OptionMap,
  testAnswers,
  testSessions,
} from '../../db/schema/assessment';
import { authRevocations, users } from '../../db/schema/auth';
import { notedWith } from '../activity/queries';
import type { AttemptHistory } from './attempt-policy';

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

/**
 * The statement of startContext, prepared (one variant with a named category, one without): a start
 * is the exam's costliest call when a cohort begins at once (issue 20).
 */
const startContextStatement = (byCategory: boolean) =>
  preparedPerDatabase((db) => {
    const p = {
      userId: sql.placeholder('userId'),
      domainId: sql.placeholder('domainId'),
      section: sql.placeholder('section'),
    };
    // attemptHistory's figures, as sub-selects (`ts`) of the section the start would take.
    const of = (what: SQL) => sql`(select ${what} from ${testSessions} ts where ts.user_id = ${p.userId}::int
      and ts.domain_id = ${p.domainId}::int and ts.section = coalesce(${categories.kind}, ${p.section}::text))`;
    return db
      .select({
        domain: domains,
        category: { id: categories.id, domainId: categories.domainId, kind: categories.kind },
        used: sql<number>`${of(sql`count(*)::int`)}`,
        lastSubmittedAt: sql<Date | null>`${of(sql`max(ts.submitted_at)`)}`.mapWith(testSessions.submittedAt),
        openSessionId: sql<
          number | null
        >`${of(sql`max(ts.id) filter (where ts.submitted_at is null)`)}`.mapWith(Number),
        now: sql<Date>`now()`.mapWith(testSessions.startedAt),
      })
      .from(domains)
      .leftJoin(categories, byCategory ? eq(categories.id, sql.placeholder('categoryId')) : sql`false`)
      .where(eq(domains.id, p.domainId))
      .prepare(byCategory ? 'start_context_by_category' : 'start_context');
  });
const startContextByCategory = startContextStatement(true);
const startContextBySection = startContextStatement(false);

/**
 * All a start needs to know before it draws, in one round trip: the domain, the named category (any
 * domain's; null when none is named or it does not exist) and the learner's history at the section
 * (the category's kind when one exists, else `section`). Undefined when the domain does not exist.
 */
export async function startContext(
  db: Db,
  w: { userId: number; domainId: number; categoryId: number | undefined; section: 'aptitude' | 'domain' },
) {
  const statement = w.categoryId === undefined ? startContextBySection : startContextByCategory;
  const [row] = await statement(db).execute(w);
  if (!row) return undefined;
  const { domain, category, ...figures } = row;
  const history: AttemptHistory = figures;
  return { domain, category, history };
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

/**
 * Starts an attempt in one statement (atomic without a transaction): draws up to `count` questions of
 * the chosen categories (`categoryId`, or the domain's of the section), those the learner has not met
 * in an earlier attempt at the section first (a new attempt is not a replay of the last one), in
 * random order; stores the session, whose clock is the database's (DESIGN §7: it starts at `now()`
 * and ends `minutes` later by the same clock that refuses late answers), and its questions with the
 * given option orders. Returns the session and its questions in position order, or undefined when
 * there was no question to draw (then nothing is stored). A second open session at the section
 * fails on test_sessions_open_key, as an insert would.
 */
export async function createAttempt(
  db: Executor,
  a: SectionOf & {
    domainName: string;
    categoryId: number | undefined;
    count: number;
    minutes: number;
    optionOrders: string[];
  },
): Promise<{ session: SessionRow; answers: AnswerRow[] } | undefined> {
  const chosen =
    a.categoryId === undefined
      ? sql`m.category_id in (select c.id from ${categories} c where c.domain_id = ${a.domainId}::int and c.kind = ${a.section}::text)`
      : sql`m.category_id = ${a.categoryId}::int`;
  // The draw is materialised: the session's count and the stored questions are the same draw.
  // Prepared (one name per variant of `chosen`): planning it cost as much as running it (issue 20).
  const name =
    a.categoryId === undefined ? 'exam_create_attempt_by_section' : 'exam_create_attempt_by_category';
  const result = await executeNamed<{ rows: CreatedRow[] }>(
    db,
    name,
    sql`
    with drawn as materialized (
      select d.id, d.question, d.options, d.correct_answer,
        row_number() over (order by d.seen, d.shuffle)::int as position
      from (
        select m.id, m.question, m.options, m.correct_answer, exists (select 1 from ${testAnswers} pa join ${testSessions} ps on ps.id = pa.session_id
            where pa.mcq_id = m.id and ps.user_id = ${a.userId} and ps.domain_id = ${a.domainId}
            and ps.section = ${a.section}) as seen,
          random() as shuffle
        from ${mcqs} m where ${chosen}
        order by seen, shuffle limit ${a.count}::int
      ) d
    ), session as (
      insert into ${testSessions} (user_id, domain_id, domain_name, section, started_at, deadline_at, total_questions)
      select ${a.userId}::int, ${a.domainId}::int, ${a.domainName}::text, ${a.section}::text, now(),
        now() + make_interval(mins => ${a.minutes}::int), n.total
      from (select count(*)::int as total from drawn) n where n.total > 0
      returning *
    ), stored as (
      insert into ${testAnswers} (session_id, mcq_id, position, question, options, option_order, correct_answer)
      select s.id, d.id, d.position, d.question, d.options,
        (string_to_array(${a.optionOrders.join(',')}::text, ','))[d.position], d.correct_answer
      from drawn d cross join session s
      returning *
    )
    select s.id as session_id, s.user_id, s.domain_id, s.domain_name, s.section, s.started_at,
      s.deadline_at, s.submitted_at, s.correct_answers, s.total_questions, s.score_percent,
      q.id, q.mcq_id, q.position, q.question, q.options, q.option_order, q.correct_answer,
      q.selected_option, q.status, q.answered_at
    from stored q cross join session s
    order by q.position`,
  );
  const [first] = result.rows;
  if (!first) return undefined;
  const time = (v: Date | string | null) => (v === null ? null : new Date(v));
  const session: SessionRow = {
    id: first.session_id,
    userId: first.user_id,
    domainId: first.domain_id,
    domainName: first.domain_name,
    section: first.section,
    startedAt: time(first.started_at)!,
    deadlineAt: time(first.deadline_at)!,
    submittedAt: time(first.submitted_at),
    correctAnswers: first.correct_answers,
    totalQuestions: first.total_questions,
    scorePercent: first.score_percent,
  };
  const answers: AnswerRow[] = result.rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    mcqId: r.mcq_id,
    position: r.position,
    question: r.question,
    options: typeof r.options === 'string' ? (JSON.parse(r.options) as OptionMap) : r.options,
    optionOrder: r.option_order,
    correctAnswer: r.correct_answer,
    selectedOption: r.selected_option,
    status: r.status,
    answeredAt: time(r.answered_at),
  }));
  return { session, answers };
}

/** A row of createAttempt's statement: a stored question with its session's columns. */
type CreatedRow = {
  session_id: number;
  user_id: number;
  domain_id: number | null;
  domain_name: string;
  section: SessionRow['section'];
  started_at: Date | string;
  deadline_at: Date | string;
  submitted_at: Date | string | null;
  correct_answers: number | null;
  total_questions: number;
  score_percent: number | null;
  id: number;
  mcq_id: number | null;
  position: number;
  question: string;
  options: OptionMap | string;
  option_order: string;
  correct_answer: AnswerRow['correctAnswer'];
  selected_option: AnswerRow['selectedOption'];
  status: string;
  answered_at: Date | string | null;
};

/** The database's clock: the one deadlines are set and enforced by. */
export async function databaseNow(db: Executor): Promise<Date> {
  const [row] = await db
    .select({ now: sql<Date>`now()`.mapWith(testSessions.startedAt) })
    .from(sql`(select 1) as clock`);
  return row!.now;
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

/**
 * Scores and closes a session unless it is closed already (or, with `userId`, is not that learner's),
 * noting the score in the learner's activity in the same statement; with `below`, only when the score
 * is under that percent. Returns the row when this call closed it.
 */
export async function closeSession(
  db: Executor,
  id: number,
  only: { userId?: number; below?: number } = {},
): Promise<SessionRow | undefined> {
  const correct = sql`(select count(*)::int from ${testAnswers} a where a.session_id = ${id} and a.selected_option = a.correct_answer)`;
  const score = sql`case when ${testSessions.totalQuestions} = 0 then 0
    else round(${correct} * 1000.0 / ${testSessions.totalQuestions}) / 10 end`;
  const closed = db.$with('closed').as(
    db
      .update(testSessions)
      // A session closed after its deadline counts as submitted at the deadline.
      .set({
        submittedAt: sql`least(now(), ${testSessions.deadlineAt})`,
        correctAnswers: correct,
        scorePercent: score,
      })
      .where(
        and(
          eq(testSessions.id, id),
          only.userId === undefined ? undefined : eq(testSessions.userId, only.userId),
          isNull(testSessions.submittedAt),
          only.below === undefined ? undefined : sql`${score} < ${only.below}`,
        ),
      )
      .returning(),
  );
  const section = sql`case ${closed.section} when 'aptitude' then ${sectionLabel('aptitude')}::text
    else ${sectionLabel('domain')}::text end`;
  const noted = notedWith(db, closed, {
    userId: closed.userId,
    // real's text is the shortest that reads back as the same number, as JavaScript prints it: 66.7, 100.
    description: sql<string>`'Scored ' || ${closed.scorePercent}::text || '% in the ' || ${closed.domainName}
      || ' ' || ${section} || ' assessment'`,
  });
  const [row] = await db.with(closed, noted).select().from(closed);
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

/** A learner's submitted sessions, newest first, each with its domain's attempt policy (none once deleted). */
export function submittedSessions(db: Executor, userId: number) {
  return db
    .select({
      session: testSessions,
      policy: {
        attemptsPerSection: domains.attemptsPerSection,
        hoursBetweenAttempts: domains.hoursBetweenAttempts,
        countedScore: domains.countedScore,
        showCorrectAnswers: domains.showCorrectAnswers,
      },
    })
    .from(testSessions)
    .leftJoin(domains, eq(domains.id, testSessions.domainId))
    .where(and(eq(testSessions.userId, userId), sql`${testSessions.submittedAt} is not null`))
    .orderBy(desc(testSessions.submittedAt), desc(testSessions.id));
}
