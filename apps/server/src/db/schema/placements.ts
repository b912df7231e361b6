import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
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

export const workshops = pgTable('workshops', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  trainer: text().notNull(),
  mode: text().notNull(),
  date: text().notNull(),
  time: text().notNull().default(''),
  closingDate: text('closing_date').notNull().default(''),
  duration: text().notNull().default(''),
  languages: text().notNull().default(''),
  /** Seats taken; only ever raised by a guarded UPDATE, so it never passes capacity. */
  enrolled: integer().notNull().default(0),
  capacity: integer().notNull().default(50),
  description: text().notNull().default(''),
  opportunities: text().notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workshopRegistrations = pgTable(
  'workshop_registrations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('workshop_registrations_workshop_user_key').on(t.workshopId, t.userId)],
);

/** The hire form (DESIGN §8): stored, mailed, worked through by admins like enquiries. */
export const employerLeads = pgTable(
  'employer_leads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    companyName: text('company_name').notNull(),
    requirements: text().notNull(),
    status: text({ enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employer_leads_created_idx').on(t.createdAt)],
);
