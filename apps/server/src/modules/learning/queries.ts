import type { DayRange } from '@skillpath/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { lessonProgress, lessons } from '../../db/schema/learning';
import type { Stretch } from './playback';

/** A course's lessons in order, each with this learner's playback of it (one query). */
export function lessonsWithPlayback(db: Executor, courseId: number, userId: number) {
  return db
    .select({ lesson: lessons, covered: lessonProgress.covered, watchedAt: lessonProgress.watchedAt })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

export async function findLesson(db: Executor, id: number) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
}

/**
 * Every playback row of the learner, this lesson's created if missing, locked for the transaction:
 * reports of one learner are counted one at a time, against the database clock.
 */
export async function lockPlaybackOfLearner(tx: Executor, userId: number, lessonId: number) {
  await tx.insert(lessonProgress).values({ userId, lessonId }).onConflictDoNothing();
  return tx
    .select({
      lessonId: lessonProgress.lessonId,
      covered: lessonProgress.covered,
      lastPosition: lessonProgress.lastPosition,
      secondsAgo: sql<
        number | null
      >`extract(epoch from now() - ${lessonProgress.lastHeartbeatAt})::double precision`,
      watchedAt: lessonProgress.watchedAt,
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId))
    .for('update');
}

/** Stores a report: covered stretches, the position and its time; `watched` sets the watched mark. */
export async function savePlayback(
  tx: Executor,
  row: { userId: number; lessonId: number; covered: Stretch[]; position: number; watched: boolean },
): Promise<void> {
  await tx
    .update(lessonProgress)
    .set({
      covered: row.covered,
      lastPosition: row.position,
      lastHeartbeatAt: sql`now()`,
      ...(row.watched ? { watchedAt: sql`now()` } : {}),
    })
    .where(and(eq(lessonProgress.userId, row.userId), eq(lessonProgress.lessonId, row.lessonId)));
}

/** Who played a lesson within the days (a subquery of user ids, for "active learners"). */
export const playedUserIds = (db: Executor, range: DayRange) =>
  db
    .select({ userId: lessonProgress.userId })
    .from(lessonProgress)
    .where(withinDays(lessonProgress.lastHeartbeatAt, range));
