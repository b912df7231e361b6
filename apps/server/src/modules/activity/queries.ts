import type { DayRange } from '@skillpath/contract';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { activities } from '../../db/schema/activity';

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

/** Who did something noted here within the days (a subquery of user ids, for "active learners"). */
export const activeUserIds = (db: Executor, range: DayRange) =>
  db.select({ userId: activities.userId }).from(activities).where(withinDays(activities.createdAt, range));
