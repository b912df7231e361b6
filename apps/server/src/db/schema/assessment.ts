import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export type OptionMap = { A: string; B: string; C: string; D: string };

export const domains = pgTable(
  'domains',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    image: text().notNull().default(''),
    aptitudeQuestions: integer('aptitude_questions').notNull().default(10),
    domainQuestions: integer('domain_questions').notNull().default(10),
    minutesPerSection: integer('minutes_per_section').notNull().default(25),
    // The attempt policy and the review's answer key: defaults of ASSESSMENT_DEFAULTS.
    attemptsPerSection: integer('attempts_per_section').notNull().default(3),
    hoursBetweenAttempts: integer('hours_between_attempts').notNull().default(24),
    countedScore: text('counted_score', { enum: ['best', 'latest', 'first'] })
      .notNull()
      .default('best'),
    // Off, a learner's review never shows the correct option of a wrong answer (SECURITY.md).
    showCorrectAnswers: boolean('show_correct_answers').notNull().default(false),
    // A new domain is a draft: candidates see it once published with a bank that fills each section.
    published: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('domains_name_lower_key').on(sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ['aptitude', 'domain'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_domain_idx').on(t.domainId)],
);

export const mcqs = pgTable(
  'mcqs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    options: jsonb().$type<OptionMap>().notNull(),
    correctAnswer: text('correct_answer', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mcqs_category_idx').on(t.categoryId)],
);

/**
 * One section of an exam taken by a learner. The domain's name is copied in, and each question is
 * copied into test_answers when drawn: deleting a domain, category or MCQ later never changes a
 * past result or review (the snapshot choice of issue 5).
 */
export const testSessions = pgTable(
  'test_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainId: integer('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    domainName: text('domain_name').notNull(),
    section: text({ enum: ['aptitude', 'domain'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    correctAnswers: integer('correct_answers'),
    totalQuestions: integer('total_questions').notNull(),
    scorePercent: real('score_percent'),
  },
  (t) => [
    index('test_sessions_user_idx').on(t.userId, t.domainId, t.section),
    // The Overview counts sections handed in within a range (issue 18).
    index('test_sessions_submitted_idx').on(t.submittedAt),
    // At most one open session per learner, domain and section: a second start returns it.
    uniqueIndex('test_sessions_open_key')
      .on(t.userId, t.domainId, t.section)
      .where(sql`submitted_at is null`),
  ],
);

export const testAnswers = pgTable(
  'test_answers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => testSessions.id, { onDelete: 'cascade' }),
    mcqId: integer('mcq_id').references(() => mcqs.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    question: text().notNull(),
    options: jsonb().$type<OptionMap>().notNull(),
    /** The order this attempt shows the options in (e.g. 'CADB'); answers keep the option's key. */
    optionOrder: text('option_order').notNull().default('ABCD'),
    correctAnswer: text('correct_answer', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    selectedOption: text('selected_option', { enum: ['A', 'B', 'C', 'D'] }),
    status: text().notNull().default('not visited'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [unique('test_answers_session_position_key').on(t.sessionId, t.position)],
);

/** The assessment form: who, which domain, and a private resume file (admins download it). */
export const assessmentRequests = pgTable(
  'assessment_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text().notNull(),
    mobile: text().notNull(),
    domainId: integer('domain_id').references(() => domains.id, { onDelete: 'set null' }),
    resumeKey: text('resume_key').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeType: text('resume_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessment_requests_created_idx').on(t.createdAt)],
);
