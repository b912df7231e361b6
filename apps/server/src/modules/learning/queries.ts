import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { lessonProgress, lessons } from '../../db/schema';

/** A course's lessons in order, each with whether this learner watched it (one query). */
export function lessonsWithWatched(db: Executor, courseId: number, userId: number) {
  return db
    .select({ lesson: lessons, watchedAt: lessonProgress.watchedAt })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

export async function findLesson(db: Executor, id: number) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
}

/** Records a lesson as watched; true when this call recorded it (idempotent). */
export async function markWatched(db: Executor, userId: number, lessonId: number): Promise<boolean> {
  const rows = await db
    .insert(lessonProgress)
    .values({ userId, lessonId })
    .onConflictDoNothing()
    .returning({ lessonId: lessonProgress.lessonId });
  return rows.length === 1;
}
