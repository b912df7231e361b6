import {
  testOverrideCodes as codes,
  LEARNING_POINTS,
  testResultMessages as m,
  PASS_PERCENT,
  sectionLabel,
  type TestResult,
} from '@skillpath/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { testSessions } from '../../db/schema/assessment';
import { Conflict, NotFound } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/record';
import { addPoints } from '../auth/queries';
import { findOpenSession, passedBefore } from './exam-queries';
import { attemptRows } from './results-queries';
import { toTestResult } from './results-service';

const minutesFrom = (start: unknown, minutes: number) =>
  sql`${start} + make_interval(mins => ${minutes}::int)`;

/** One attempt as the report shows it, read inside the transaction that changed it. */
async function attemptView(tx: Executor, session: { id: number; userId: number }): Promise<TestResult> {
  const [row] = await attemptRows(tx, { user_id: session.userId }, { limit: 1, offset: 0 }, session.id);
  return toTestResult(row!);
}

const describe = (r: TestResult) =>
  `${r.candidate_name} <${r.candidate_email}> (user ${r.user_id}), attempt ${r.attempt_number} at ` +
  `${r.domain_name} · ${sectionLabel(r.section)}`;

/**
 * An examiner's overrides on one candidate's attempt (issue 22). Each writes its audit row in the
 * transaction of the change.
 *
 * - Extra time: an attempt in progress runs N minutes longer.
 * - Reopen: a submitted or expired attempt runs again for N minutes from now, with the candidate's
 *   answers kept; it is the same attempt, so it never counts against the domain's attempts per
 *   section, and works when they are used up. Its score is withdrawn until it is handed in again,
 *   and so are the pass points it earned (they are paid again if it passes again).
 */
export function createOverridesService(db: Db) {
  return {
    extend(actor: AuditActor, id: number, minutes: number): Promise<TestResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(testSessions)
          .set({ deadlineAt: minutesFrom(testSessions.deadlineAt, minutes) })
          .where(
            and(
              eq(testSessions.id, id),
              isNull(testSessions.submittedAt),
              sql`${testSessions.deadlineAt} > now()`,
            ),
          )
          .returning({ id: testSessions.id, userId: testSessions.userId });
        if (!row) {
          const [exists] = await tx
            .select({ id: testSessions.id })
            .from(testSessions)
            .where(eq(testSessions.id, id));
          if (!exists) throw NotFound(m.sessionNotFound);
          throw Conflict(m.extendNotRunning).withCode(codes.notRunning);
        }
        const result = await attemptView(tx, row);
        await recordAudit(
          tx,
          actor,
          id,
          `Extra time: ${minutes} min for ${describe(result)}; deadline now ${result.deadline_at}`,
        );
        return result;
      });
    },

    async reopen(actor: AuditActor, id: number, minutes: number): Promise<TestResult> {
      try {
        return await db.transaction(async (tx) => {
          const [session] = await tx
            .select({ row: testSessions, running: sql<boolean>`${testSessions.deadlineAt} > now()` })
            .from(testSessions)
            .where(eq(testSessions.id, id))
            .for('update');
          if (!session) throw NotFound(m.sessionNotFound);
          const { row, running } = session;
          if (!row.submittedAt && running) throw Conflict(m.reopenRunning).withCode(codes.running);
          const open =
            row.domainId === null
              ? undefined
              : await findOpenSession(tx, row.userId, row.domainId, row.section);
          if (open && open.id !== row.id) throw Conflict(m.reopenOtherOpen).withCode(codes.otherOpen);
          // The points of a pass are paid once per section: withdrawn with the only passing score.
          if ((row.scorePercent ?? 0) >= PASS_PERCENT && !(await passedBefore(tx, row, PASS_PERCENT)))
            await addPoints(tx, row.userId, -LEARNING_POINTS.assessmentPassed);
          const before = row.scorePercent === null ? 'not scored' : `${row.scorePercent}%`;
          await tx
            .update(testSessions)
            .set({
              submittedAt: null,
              correctAnswers: null,
              scorePercent: null,
              deadlineAt: minutesFrom(sql`now()`, minutes),
            })
            .where(eq(testSessions.id, id));
          const result = await attemptView(tx, row);
          await recordAudit(
            tx,
            actor,
            id,
            `Reopened for ${minutes} min (was ${before}): ${describe(result)}; deadline ${result.deadline_at}`,
          );
          return result;
        });
      } catch (error) {
        // Another attempt at the section began at the same moment: the open-session index refused.
        if (isUniqueViolation(error)) throw Conflict(m.reopenOtherOpen).withCode(codes.otherOpen);
        throw error;
      }
    },
  };
}
