import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Every admin write: who, what (method and route), on which id, with what outcome, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text().notNull(),
    entityId: integer('entity_id'),
    status: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
