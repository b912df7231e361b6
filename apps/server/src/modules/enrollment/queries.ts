import type { DayRange } from '@skillpath/contract';
import { and, count, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { courses } from '../../db/schema/catalogue';
import { enrollments } from '../../db/schema/enrollment';
import { lessonProgress, lessons } from '../../db/schema/learning';

/** Inserts the enrollment unless it exists; returns it when this call created it. */
export async function insertEnrollment(db: Executor, userId: number, courseId: number, selectedAt: Date) {
  const [row] = await db
    .insert(enrollments)
    .values({ userId, courseId, selectedAt })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning();
  return row;
}

export async function bumpEnrolledCount(db: Executor, courseId: number): Promise<void> {
  await db
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(eq(courses.id, courseId));
}

/**
 * Lessons of the course, and how many of them the enrolled learner watched: the inputs of progress.
 * A watched mark is set only from playback the server counted (learning module), so the placement
 * gate reads nothing a client merely claimed.
 */
const progressColumns = {
  lessonsTotal: sql<number>`(select count(*)::int from ${lessons} where ${lessons.courseId} = ${enrollments.courseId})`,
  lessonsWatched: sql<number>`(select count(*)::int from ${lessonProgress} join ${lessons} on ${lessons.id} = ${lessonProgress.lessonId}
    where ${lessonProgress.userId} = ${enrollments.userId} and ${lessons.courseId} = ${enrollments.courseId}
    and ${lessonProgress.watchedAt} is not null)`,
};

/** A learner's courses with their enrollment and progress inputs, newest enrollment first (one query). */
export function coursesOfUser(db: Executor, userId: number) {
  return db
    .select({ course: courses, enrollment: enrollments, ...progressColumns })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.selectedAt), desc(enrollments.id));
}

/** One enrollment with its progress inputs, by id or by learner and course. */
export async function findEnrollment(
  db: Executor,
  where: { id: number } | { userId: number; courseId: number },
) {
  const condition =
    'id' in where
      ? eq(enrollments.id, where.id)
      : and(eq(enrollments.userId, where.userId), eq(enrollments.courseId, where.courseId));
  const [row] = await db
    .select({ enrollment: enrollments, courseTitle: courses.title, ...progressColumns })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(condition);
  return row;
}

export async function setAttendance(db: Executor, id: number, held: number, attended: number): Promise<void> {
  await db
    .update(enrollments)
    .set({ sessionsHeld: held, sessionsAttended: attended, updatedAt: new Date() })
    .where(eq(enrollments.id, id));
}

/** Marks the enrollment completed unless it already is; true when this call did it. */
export async function markCompleted(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(enrollments)
    .set({ completedAt: new Date() })
    .where(and(eq(enrollments.id, id), sql`${enrollments.completedAt} is null`))
    .returning({ id: enrollments.id });
  return rows.length === 1;
}

/** Progress inputs of every enrollment of these learners, in one query (joined, so names stay qualified). */
export function progressInputsOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ enrollment: enrollments, ...progressColumns })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(inArray(enrollments.userId, userIds));
}

/**
 * Enrollments made within the days (UTC), newest first, with their course's title: a page and the
 * count (the Overview's "Enrollments"). `userIds` narrows them to some learners (a subquery).
 */
export async function listEnrollments(
  db: Executor,
  filter: DayRange & { limit: number; offset: number },
  userIds?: SQLWrapper,
) {
  const where = and(
    withinDays(enrollments.selectedAt, filter),
    userIds ? inArray(enrollments.userId, userIds) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ enrollment: enrollments, courseTitle: courses.title })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(where)
      .orderBy(desc(enrollments.selectedAt), desc(enrollments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(enrollments).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** How many courses a learner is enrolled in, and how many of them they completed. */
export async function courseCounts(db: Executor, userId: number) {
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${enrollments.completedAt} is not null))::int`,
    })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return row ?? { enrolled: 0, completed: 0 };
}

/** Takes the learner out of the course (a full refund): the enrollment goes, watched lessons stay. */
export async function removeEnrollment(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const removed = await db
    .delete(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .returning({ id: enrollments.id });
  if (removed.length === 0) return false;
  await db
    .update(courses)
    .set({ enrolledCount: sql`greatest(${courses.enrolledCount} - 1, 0)` })
    .where(eq(courses.id, courseId));
  return true;
}

export async function isEnrolled(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row !== undefined;
}
