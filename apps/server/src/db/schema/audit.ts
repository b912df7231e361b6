import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every admin write: who, what (method and route), on which record (kind, id and its name then),
 * which fields an update changed (or a service's detail), with what outcome, when. Written by modules/audit/writer.ts.
 */
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
    kind: text().notNull().default('other'),
    label: text(),
    changed: jsonb().$type<string[]>().notNull().default([]),
    /** The record as the write answered it: the next update of it is compared with this. */
    record: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_kind_created_idx').on(t.kind, t.createdAt),
    index('audit_log_entity_idx').on(t.kind, t.entityId),
  ],
);
