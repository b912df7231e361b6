import type { Db } from '../../db/database';
import { queueBatchReminders } from '../enrollment/batch-reminders';
import { enqueue } from './queue';

/** Once a minute (and at start) on every instance: queue what has come due. */
export const SCHEDULE_INTERVAL_MS = 60_000;

/**
 * The scheduled jobs. Every instance runs this; each occurrence has a key (the day, the batch and
 * learner), so it is queued once per cluster and run once by whichever worker takes it. The enquiry
 * alert is not here: it is queued with its enquiry (enquiries/sla-alert.ts).
 */
export async function queueScheduledJobs(db: Db, publicUrl: string): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  await enqueue(db, 'purge', {}, { key: `purge:${day}` });
  const minute = new Date().toISOString().slice(0, 16);
  await enqueue(db, 'order-expiry', {}, { key: `order-expiry:${minute}` });
  const tenMinutes = minute.slice(0, 15);
  await enqueue(db, 'payments-reconcile', {}, { key: `payments-reconcile:${tenMinutes}` });
  await queueBatchReminders(db, publicUrl);
}
