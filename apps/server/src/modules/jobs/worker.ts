import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { claimJob, type JobRow, markDone, markFailedAttempt, releaseRunningJobs } from './queries';
import type { JobKind, JobPayloads } from './queue';
import { SCHEDULE_INTERVAL_MS } from './schedules';

type JobHandler<K extends JobKind> = (payload: JobPayloads[K], job: JobRow) => Promise<void>;
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

export interface JobWorker {
  /** Starts polling (the serving process only; tests call runDue instead). */
  start(): Promise<void>;
  /** Runs every job that is due now, one after another, and returns when none is left. */
  runDue(): Promise<void>;
  /** Queues the scheduled jobs that have come due (schedules.ts); run every minute once started. */
  runSchedules(): Promise<void>;
  /** Stops polling and waits for the job under way (on shutdown: no mail cut off mid-send). */
  stop(): Promise<void>;
}

export interface WorkerTiming {
  /** First retry after a failure, doubled after each one up to maxDelayMs. */
  retryMs: number;
  maxDelayMs: number;
  /** A job still failing this long after its first attempt is given up (status failed). */
  giveUpMs: number;
  /** A running job whose worker has not finished it in this time is taken again by another. */
  leaseMs: number;
  pollMs: number;
}

export const backoffMs = (timing: Pick<WorkerTiming, 'retryMs' | 'maxDelayMs'>, attempts: number) =>
  Math.min(timing.retryMs * 2 ** Math.max(0, attempts - 1), timing.maxDelayMs);

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Takes due jobs one at a time and runs their handler: done on success; on failure queued again
 * after the backoff, or failed once the job has failed for `giveUpMs`. At least once: a worker that
 * dies mid-job leaves it running until its lease ends (on PGlite, until the next start), then it
 * runs again; handlers are written for that (a mail keeps its Message-ID).
 */
export function createJobWorker(opts: {
  database: Database;
  /** Total in the app (handlers.ts); a test may give only the kinds it runs. */
  handlers: Partial<JobHandlers>;
  /** Queues scheduled occurrences; every instance calls it, keys make each occurrence one job. */
  schedules?: () => Promise<void>;
  scheduleEveryMs?: number;
  timing: WorkerTiming;
  log: FastifyBaseLogger;
}): JobWorker {
  const { db } = opts.database;
  const { timing, log } = opts;
  let timer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  // One pass at a time per process: a poll, runDue() and stop() wait for each other.
  let pass: Promise<void> = Promise.resolve();

  async function runOne(): Promise<boolean> {
    const job = await claimJob(db, timing.leaseMs);
    if (!job) return false;
    const handler = opts.handlers[job.kind as JobKind] as JobHandler<JobKind> | undefined;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload as never, job);
      await markDone(db, job);
    } catch (error) {
      const status = await markFailedAttempt(
        db,
        job,
        describe(error),
        backoffMs(timing, job.attempts),
        timing.giveUpMs,
      );
      const context = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error };
      if (status === 'failed') log.error(context, 'job given up after retries');
      else log.warn(context, 'job failed; will try again');
    }
    return true;
  }

  function runDue(): Promise<void> {
    // After a failed pass (the database was unreachable) the next one runs all the same.
    pass = pass
      .catch(() => {})
      .then(async () => {
        while (!stopped && (await runOne())) {}
      });
    return pass;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((error) => log.error({ err: error }, 'job worker pass failed'))
        .finally(schedule);
    }, timing.pollMs);
    timer.unref();
  }

  const runSchedules = async () => {
    await opts.schedules?.().catch((error) => log.error({ err: error }, 'scheduled jobs not queued'));
  };

  return {
    async start() {
      if (opts.database.kind === 'pglite') await releaseRunningJobs(db);
      await runSchedules();
      scheduleTimer = setInterval(() => void runSchedules(), opts.scheduleEveryMs ?? SCHEDULE_INTERVAL_MS);
      scheduleTimer.unref();
      schedule();
    },
    runSchedules,
    runDue: () => runDue().catch((error) => log.error({ err: error }, 'job worker pass failed')),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(scheduleTimer);
      await pass.catch(() => {});
    },
  };
}
