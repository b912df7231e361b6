import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const placements = pgTable('placements', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  location: text().notNull().default(''),
  keyword: text().notNull().default(''),
  searchUrl: text('search_url').notNull().default(''),
  jobsPosted: integer('jobs_posted').notNull().default(0),
  tasksPosted: integer('tasks_posted').notNull().default(0),
  freelancers: integer().notNull().default(0),
  categoryImage: text('category_image').notNull().default(''),
  categoryTitle: text('category_title').notNull(),
  categoryDescription: text('category_description').notNull().default(''),
  jobImage: text('job_image').notNull().default(''),
  jobTitle: text('job_title').notNull(),
  jobCompany: text('job_company').notNull(),
  jobLocation: text('job_location').notNull().default(''),
  jobMode: text('job_mode', { enum: ['Parttime', 'Fulltime'] }).notNull(),
  jobPosted: text('job_posted').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One application per learner and job (the 50% gate is checked before it is written). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    placementId: integer('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('job_applications_placement_user_key').on(t.placementId, t.userId)],
);
