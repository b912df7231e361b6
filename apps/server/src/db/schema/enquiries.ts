import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const enquiries = pgTable(
  'enquiries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    phone: text().notNull(),
    interestedCourse: text('interested_course').notNull(),
    status: text({ enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_idx').on(t.status),
    // The enquiries still waiting for a call, and since when (the Overview's waiting and overdue).
    index('enquiries_new_created_idx').on(t.createdAt).where(sql`status = 'new'`),
  ],
);

export const demoBookings = pgTable(
  'demo_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    timeSlot: text('time_slot').notNull(),
    course: text().notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_bookings_created_idx').on(t.createdAt)],
);
