import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { type jobStatuses, jobs } from '../../db/schema/jobs';
import { containsAny } from '../../db/search';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = (typeof jobStatuses)[number];

/** Inserts a job; with a key that is already taken nothing is inserted and undefined comes back. */
export async function insertJob(
  db: Executor,
  job: { kind: string; payload: unknown; runAt?: Date; key?: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, runAt: job.runAt, key: job.key })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return row?.id;
}

/**
 * Takes the next due job for this worker: a queued one whose time has come, or a running one whose
 * lease ran out (its worker died mid-job). SKIP LOCKED: workers of several instances never take the
 * same row; the lease marks it taken once this transaction commits.
 */
export async function claimJob(db: Executor, leaseMs: number): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
        and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row;
}

// Only the worker holding this attempt may record its outcome (a reclaimed job belongs to another).
const heldAttempt = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

export async function markDone(db: Executor, job: JobRow) {
  await db
    .update(jobs)
    .set({
      status: 'done',
      lockedUntil: null,
      lastError: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldAttempt(job));
}

/** Back to the queue after `delayMs`, or failed for good `giveUpMs` after its first attempt. */
export async function markFailedAttempt(
  db: Executor,
  job: JobRow,
  error: string,
  delayMs: number,
  giveUpMs: number,
): Promise<JobStatus> {
  const givenUp = sql`now() >= ${jobs.startedAt} + ${giveUpMs} * interval '1 millisecond'`;
  const [row] = await db
    .update(jobs)
    .set({
      status: sql`case when ${givenUp} then 'failed' else 'queued' end`,
      runAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
      finishedAt: sql`case when ${givenUp} then now() end`,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: sql`now()`,
    })
    .where(heldAttempt(job))
    .returning({ status: jobs.status });
  return row?.status ?? 'running';
}

/** Embedded database: one process only, so whatever is "running" at start died with the last one. */
export async function releaseRunningJobs(db: Executor) {
  await db
    .update(jobs)
    .set({ status: 'queued', lockedUntil: null, runAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobs.status, 'running'));
}

export async function listJobs(
  db: Executor,
  filter: { status?: JobStatus; q: string; limit: number; offset: number },
) {
  const where = and(
    filter.status ? eq(jobs.status, filter.status) : undefined,
    containsAny(filter.q, [
      jobs.kind,
      sql`${jobs.payload}->>'subject'`,
      sql`${jobs.payload}->>'to'`,
      jobs.lastError,
    ]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countJobsByStatus(db: Executor) {
  return db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status);
}

/** A failed job queued again from now, with a fresh day before it is given up. */
export async function requeueFailedJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: sql`now()`,
      startedAt: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return row;
}

export async function findJob(db: Executor, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Finished jobs older than `days`: the daily purge keeps the table small. */
export async function deleteFinishedJobs(db: Executor, days: number) {
  await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, sql`now() - ${days} * interval '1 day'`)));
}

export async function selectTakenKeys(db: Executor, keys: string[]): Promise<string[]> {
  const rows = await db.select({ key: jobs.key }).from(jobs).where(inArray(jobs.key, keys));
  return rows.flatMap((r) => (r.key === null ? [] : [r.key]));
}
