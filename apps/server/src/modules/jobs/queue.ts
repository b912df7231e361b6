/**
 * The job queue: a `jobs` table taken with FOR UPDATE SKIP LOCKED, behind this small interface
 * (enqueue in the caller's transaction, a worker loop in worker.ts, schedules in schedules.ts).
 *
 * Why not pg-boss or graphile-worker (DESIGN §2 names them first), checked on this machine:
 * - Their maintained lines need Node 22 (pg-boss 11 and 12: node >= 22; graphile-worker 0.18:
 *   node >= 22.18); the project still runs on Node 20.19 (DESIGN §2, §10). Only pg-boss 10.4 fits.
 * - pg-boss 10.4 runs on PGlite only through a shim: it sends its schema as multi-statement SQL
 *   without parameters, which PGlite's query() refuses ("cannot insert multiple commands into a
 *   prepared statement") and only exec() takes. graphile-worker wants a pg Pool, LISTEN/NOTIFY and
 *   several connections; PGlite is one connection in-process.
 * - Their tables live in their own schema, created by their own migrator at start-up: outside
 *   drizzle-kit's generated migrations, the prepared test database and the backup's checks, and an
 *   extra start-up cost on the embedded database.
 * - The outbox needs the job insert in the caller's Drizzle transaction; here that is one insert.
 * A table and SKIP LOCKED behave the same on PGlite and PostgreSQL, and on PostgreSQL several
 * instances share it safely: each job is taken by one worker, and a key makes an enqueue idempotent.
 */
import type { Executor } from '../../db/database';
import type { MailMessage } from '../../plugins/mail';
import type { MailSeal, SealedMail } from './mail-seal';
import { insertJob, selectTakenKeys } from './queries';

/** What each kind of job carries. */
export interface JobPayloads {
  mail: MailMessage | SealedMail;
  /** Tells the institute an enquiry is still new 15 minutes after it came (enquiries/sla-alert.ts). */
  'enquiry-alert': { enquiryId: number };
  /** A forgot-password request: a reset link for a registered address (auth/reset-job.ts). */
  'password-reset': { email: string };
  /** Deletes expired tokens and old finished jobs (once a day, schedules.ts). */
  purge: Record<string, never>;
  /** Mails the buyer their paid order's invoice as a PDF, made when the mail is sent (payments/jobs.ts). */
  'invoice-mail': { orderId: number };
  /** Closes unpaid orders whose seat hold ran out (every minute, schedules.ts). */
  'order-expiry': Record<string, never>;
  /** Asks Razorpay about orders no callback or webhook settled (every 10 minutes, schedules.ts). */
  'payments-reconcile': Record<string, never>;
}
export type JobKind = keyof JobPayloads;

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Once per key, across the cluster: a second enqueue with a taken key does nothing. */
  key?: string;
}

/**
 * Writes a job in `tx`, the transaction of the change that causes it (an outbox): it exists if and
 * only if that change commits. Returns the job's id, or undefined when `key` was already taken.
 */
export function enqueue<K extends JobKind>(
  tx: Executor,
  kind: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<number | undefined> {
  return insertJob(tx, { kind, payload, ...options });
}

/**
 * Mail as an outbox job: sent by the worker, retried with backoff (mail-job.ts). A mail carrying a
 * secret link is queued with its body sealed (`seal`, mail-seal.ts).
 */
export function enqueueMail(
  tx: Executor,
  message: MailMessage,
  { seal, ...options }: EnqueueOptions & { seal?: MailSeal } = {},
) {
  return enqueue(tx, 'mail', seal ? seal.seal(message) : message, options);
}

/** Which of `keys` some job already holds (to skip work a keyed enqueue would refuse anyway). */
export async function takenJobKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  return new Set(keys.length ? await selectTakenKeys(db, keys) : []);
}
