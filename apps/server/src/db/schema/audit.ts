import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Every admin write: who, what (method and route, and a detail where a service gives one), on which id, with what outcome, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text().notNull(),
    entityId: integer('entity_id'),
    status: integer().notNull(),
    /** What a service-written entry changed, for a person (e.g. which candidate got extra time). */
    detail: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
