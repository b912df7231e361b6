import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './catalogue';

/** Recorded lessons of a course, in order (online class). */
export const lessons = pgTable(
  'lessons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    videoUrl: text('video_url').notNull(),
    /** The real length of the video: what playback must cover for the lesson to count as watched. */
    durationSeconds: integer('duration_seconds').notNull(),
    position: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lessons_course_position_idx').on(t.courseId, t.position),
    check('lessons_duration_positive', sql`${t.durationSeconds} > 0`),
  ],
);

/**
 * A learner's playback of a lesson as the server counted it from the player's reports; one row per
 * learner and lesson. `watched_at` is set once the covered seconds reach most of the lesson.
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** Covered stretches of the lesson as [start, end] seconds, sorted and disjoint. */
    covered: jsonb().$type<[number, number][]>().notNull().default([]),
    /** Where the previous report left playback, and when the database received it. */
    lastPosition: doublePrecision('last_position'),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    watchedAt: timestamp('watched_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

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
