import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { activities, users } from '../../db/schema';

/** Notes something a learner did, for the dashboard's recent activity. */
export async function recordActivity(db: Executor, userId: number, description: string): Promise<void> {
  await db.insert(activities).values({ userId, description });
}

export function recentActivities(db: Executor, userId: number, limit = 10) {
  return db
    .select({ description: activities.description, createdAt: activities.createdAt })
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}

/** Adds learning points (LEARNING_POINTS) to a learner's running total. */
export async function addPoints(db: Executor, userId: number, points: number): Promise<void> {
  await db
    .update(users)
    .set({ learningPoints: sql`${users.learningPoints} + ${points}` })
    .where(eq(users.id, userId));
}
