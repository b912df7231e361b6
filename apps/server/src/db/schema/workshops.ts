import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';

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
  /** The registration fee in whole rupees; 0 is free. */
  fee: integer().notNull().default(0),
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
