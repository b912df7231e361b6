import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    image: text().notNull().default(''),
    durationHours: integer('duration_hours').notNull(),
    mode: text().notNull(),
    trainer: text().notNull(),
    language: text().notNull(),
    /** Learners enrolled: kept in step with enrollments inside the enrolling transaction. */
    enrolledCount: integer('enrolled_count').notNull().default(0),
    relatedDomains: text('related_domains').notNull(),
    topCompanies: text('top_companies').notNull().default(''),
    opportunities: text().notNull(),
    /** The listed fee in whole rupees, GST as the billing settings say; 0 is free (`course_fee`). */
    fee: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('courses_title_lower_key').on(sql`lower(${t.title})`)],
);

export const syllabusEntries = pgTable(
  'syllabus_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    weekNumber: integer('week_number').notNull(),
    title: text().notNull(),
    topics: jsonb().$type<string[]>().notNull(),
    ...timestamps,
  },
  (t) => [index('syllabus_entries_course_week_idx').on(t.courseId, t.weekNumber)],
);

export const batches = pgTable('batches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  instructor: text().notNull(),
  mode: text().notNull(),
  startDate: date('start_date').notNull(),
  timings: text().notNull().default(''),
  category: text().notNull().default(''),
  image: text().notNull().default(''),
  ...timestamps,
});

export const internships = pgTable('internships', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  duration: text().notNull(),
  mode: text().notNull(),
  fee: integer().notNull().default(0),
  description: text().notNull(),
  mentor: text().notNull(),
  language: text().notNull(),
  relatedDomains: text('related_domains').notNull(),
  faqs: text().notNull(),
  cardImage: text('card_image').notNull().default(''),
  whatYouGet: jsonb('what_you_get').$type<string[]>().notNull(),
  requirements: jsonb().$type<string[]>().notNull(),
  mentorQualification: text('mentor_qualification').notNull().default(''),
  ...timestamps,
});

/** The AI learning paths sold as programmes: title, duration, listed price in rupees, curriculum. */
export const programs = pgTable('programs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  duration: text().notNull(),
  /** Whole rupees, as the listed price is shown. */
  price: integer().notNull(),
  description: text().notNull().default(''),
  features: jsonb().$type<string[]>().notNull().default([]),
  /** Weeks of the curriculum, in order: a title and its topics each. */
  curriculum: jsonb().$type<{ title: string; topics: string[] }[]>().notNull().default([]),
  position: integer().notNull().default(0),
  ...timestamps,
});
