import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A learner's candidate profile (spec 000 §3 Candidate), one per user. */
export const candidates = pgTable('candidates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: text().notNull().default(''),
  tagline: text().notNull().default(''),
  country: text().notNull().default(''),
  occupation: text().notNull().default(''),
  bio: text().notNull().default(''),
  skills: jsonb().$type<string[]>().notNull().default([]),
  learningMode: text('learning_mode').notNull().default(''),
  studyGoal: integer('study_goal').notNull().default(0),
  notifications: boolean().notNull().default(true),
  language: text().notNull().default('English'),
  linkedin: text().notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const certifications = pgTable(
  'certifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    issued: text().notNull().default(''),
    description: text().notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certifications_user_idx').on(t.userId)],
);
