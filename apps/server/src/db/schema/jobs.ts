import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The job queue (modules/jobs/queue.ts): mail and scheduled work, written in the transaction of the
 * change that causes it and taken by workers with FOR UPDATE SKIP LOCKED.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    status: text({ enum: jobStatuses }).notNull().default('queued'),
    /** Once per cluster: a second enqueue with the same key does nothing (scheduled occurrences). */
    key: text(),
    attempts: integer().notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: when the lease ends and another worker may take the job (its worker died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** First attempt (of this round: an admin's retry starts a new one); given up a day after. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    // The worker's claim: due queued jobs in run_at order.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
  ],
);
