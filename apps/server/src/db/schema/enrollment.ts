import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './catalogue';

export const enrollments = pgTable(
  'enrollments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    /** Class sessions held and attended, entered by an admin; 40% of progress (spec 000 §9). */
    sessionsHeld: integer('sessions_held').notNull().default(0),
    sessionsAttended: integer('sessions_attended').notNull().default(0),
    /** Set once, when progress first reaches 100%. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One enrollment per learner and course: concurrent double clicks end in one row.
  (t) => [
    unique('enrollments_user_course_key').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
    // The Overview counts enrollments by when they were made (issue 18).
    index('enrollments_selected_idx').on(t.selectedAt),
  ],
);
