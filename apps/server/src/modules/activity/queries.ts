import type { DayRange } from '@skillpath/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { activities } from '../../db/schema/activity';

/** Notes something a learner did, for the dashboard's recent activity. */
export async function recordActivity(db: Executor, userId: number, description: string): Promise<void> {
  await db.insert(activities).values({ userId, description });
}

/**
 * The same note, written by the statement that makes the change: a data-modifying CTE over the rows
 * it changed (`changed`), so change and note commit together with no transaction held open.
 */
export const notedWith = (
  db: Executor,
  changed: WithSubquery,
  note: { userId: PgColumn; description: SQL<string> },
) => {
  const column = (c: PgColumn) => sql.identifier(c.name);
  // Raw: Drizzle's insert-select wants every column of the table, the generated id too.
  return db.$with('noted', {}).as(sql`insert into ${activities} (${column(activities.userId)},
    ${column(activities.description)}) select ${note.userId}, ${note.description} from ${changed}`);
};

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
