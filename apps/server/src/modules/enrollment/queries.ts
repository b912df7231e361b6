import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { courses, enrollments } from '../../db/schema';

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

/** A learner's courses with their enrollment, newest enrollment first (one query). */
export function coursesOfUser(db: Executor, userId: number) {
  return db
    .select({ course: courses, enrollment: enrollments })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.selectedAt), desc(enrollments.id));
}
