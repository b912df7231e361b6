import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

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
