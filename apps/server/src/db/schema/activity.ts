import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What a learner did, newest first on the dashboard (enrollments, lessons, profile, results). */
export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_user_created_idx').on(t.userId, t.createdAt),
    // The Overview's active learners: who did something in a range of days, read from the index alone.
    index('activities_created_user_idx').on(t.createdAt, t.userId),
  ],
);
