import {
  JOB_STATUSES,
  type Job,
  jobErrorCodes,
  type jobListQuerySchema,
  jobMessages,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, NotFound } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/record';
import * as q from './queries';

/** What a job is about, for the admin list; a mail's body (it may hold a link's token) stays out. */
function summaryOf(row: q.JobRow): string {
  const payload = row.payload as Record<string, unknown>;
  if (row.kind === 'mail') return `${payload.subject} → ${payload.to}`;
  if (row.kind === 'enquiry-alert') return `Callback check of enquiry ${payload.enquiryId}`;
  if (row.kind === 'purge') return 'Purge of expired tokens and old jobs';
  return row.kind;
}

const toJob = (row: q.JobRow): Job => ({
  id: row.id,
  kind: row.kind,
  summary: summaryOf(row),
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  run_at: row.runAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** The admin Jobs screen: the queue by status, and a failed job queued again. */
export function createJobsService(db: Db) {
  return {
    async list(filter: z.output<typeof jobListQuerySchema>) {
      const [{ rows, total }, byStatus] = await Promise.all([
        q.listJobs(db, filter),
        q.countJobsByStatus(db),
      ]);
      const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<Job['status'], number>;
      for (const { status, n } of byStatus) counts[status] = n;
      return { count: total, results: rows.map(toJob), counts };
    },

    /** Queues a failed job again, recorded in the audit log (kind `job`, verb `retried`) in the same transaction. */
    async retry(id: number, actor: AuditActor): Promise<Job> {
      const retried = await db.transaction(async (tx) => {
        const row = await q.requeueFailedJob(tx, id);
        if (row)
          await recordAudit(
            tx,
            actor,
            id,
            `Queued again after ${row.attempts} failed attempts: ${summaryOf(row)}`,
          );
        return row;
      });
      if (retried) return toJob(retried);
      if (!(await q.findJob(db, id))) throw NotFound(jobMessages.notFound).withCode(jobErrorCodes.notFound);
      throw Conflict(jobMessages.notFailed).withCode(jobErrorCodes.notFailed);
    },
  };
}
