import type { AttemptOutcome, DayRange, TestResultFilter } from '@skillpath/contract';
import { and, type Column, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { testAnswers, testSessions } from '../../db/schema/assessment';
import { accounts } from '../auth/accounts';

/** The candidate of an attempt. */
const candidate = accounts('candidate');

/** The filters on who and which domain; they keep attempt numbers whole (each candidate's all). */
const whoAndWhere = (f: TestResultFilter) =>
  and(
    f.user_id ? eq(testSessions.userId, f.user_id) : undefined,
    f.domain_id ? eq(testSessions.domainId, f.domain_id) : undefined,
  );

/**
 * Started within the days asked for (UTC), the `to` day included; with `handed_in`, handed in within
 * them instead (the Overview's attempts: `submitted_at` in the range).
 */
const when = (t: { startedAt: Column; submittedAt: Column }, f: TestResultFilter) =>
  f.handed_in ? and(isNotNull(t.submittedAt), withinDays(t.submittedAt, f)) : withinDays(t.startedAt, f);

/**
 * Attempts with their number among the candidate's attempts at the domain and section, the outcome
 * and the time taken, all computed by the database in one statement (newest first). The numbering
 * runs before the date filter, so attempt 2 stays attempt 2 when attempt 1 is filtered out.
 */
export function attemptRows(
  db: Executor,
  f: TestResultFilter,
  page: { limit: number; offset: number },
  onlyId?: number,
) {
  const s = testSessions;
  const numbered = db
    .select({
      id: s.id,
      userId: s.userId,
      domainId: s.domainId,
      domainName: s.domainName,
      section: s.section,
      startedAt: s.startedAt,
      deadlineAt: s.deadlineAt,
      submittedAt: s.submittedAt,
      correctAnswers: s.correctAnswers,
      totalQuestions: s.totalQuestions,
      scorePercent: s.scorePercent,
      // A deleted domain's sessions still number together, by the name they kept (as results do).
      attemptNumber: sql<number>`row_number() over (partition by ${s.userId}, ${s.domainId},
        case when ${s.domainId} is null then ${s.domainName} end, ${s.section}
        order by ${s.startedAt}, ${s.id})`
        .mapWith(Number)
        .as('attempt_number'),
    })
    .from(s)
    .where(whoAndWhere(f))
    .as('numbered');
  const n = numbered;
  return db
    .select({
      id: n.id,
      userId: n.userId,
      candidateName: candidate.name,
      candidateEmail: candidate.email,
      domainId: n.domainId,
      domainName: n.domainName,
      section: n.section,
      attemptNumber: n.attemptNumber,
      startedAt: n.startedAt,
      deadlineAt: n.deadlineAt,
      submittedAt: n.submittedAt,
      totalQuestions: n.totalQuestions,
      scorePercent: n.scorePercent,
      // A session past its deadline that nobody has closed yet counts as closed at the deadline.
      outcome: sql<AttemptOutcome>`case
        when ${n.submittedAt} is null and ${n.deadlineAt} > now() then 'in_progress'
        when ${n.submittedAt} is null or ${n.submittedAt} >= ${n.deadlineAt} then 'expired'
        else 'submitted' end`,
      timeTakenSeconds: sql<number>`floor(extract(epoch from
        coalesce(${n.submittedAt}, least(now(), ${n.deadlineAt})) - ${n.startedAt}))::int`,
      correctAnswers: sql<number>`coalesce(${n.correctAnswers}, (select count(*)::int from ${testAnswers} a
        where a.session_id = ${n.id} and a.selected_option = a.correct_answer))`,
    })
    .from(numbered)
    .innerJoin(candidate, eq(candidate.id, n.userId))
    .where(and(when(n, f), onlyId === undefined ? undefined : eq(n.id, onlyId)))
    .orderBy(desc(n.startedAt), desc(n.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type AttemptRow = Awaited<ReturnType<typeof attemptRows>>[number];

export async function attemptCount(db: Executor, f: TestResultFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testSessions)
    .where(and(whoAndWhere(f), when(testSessions, f)));
  return row?.n ?? 0;
}

/** Each section's best submitted score of a learner in a domain. */
export function bestSectionScores(db: Executor, userId: number, domainId: number) {
  return db
    .select({ section: testSessions.section, best: sql<number>`max(${testSessions.scorePercent})` })
    .from(testSessions)
    .where(
      and(
        eq(testSessions.userId, userId),
        eq(testSessions.domainId, domainId),
        isNotNull(testSessions.submittedAt),
      ),
    )
    .groupBy(testSessions.section);
}

/** Who started a test within the days (a subquery of user ids, for "active learners"). */
export const testTakerIds = (db: Executor, range: DayRange) =>
  db
    .select({ userId: testSessions.userId })
    .from(testSessions)
    .where(withinDays(testSessions.startedAt, range));
