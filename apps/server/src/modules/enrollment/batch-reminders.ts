import { institute } from '@skillpath/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { batches, courses } from '../../db/schema/catalogue';
import { enrollments } from '../../db/schema/enrollment';
import { accounts } from '../auth/accounts';
import { enqueueMail, takenJobKeys } from '../jobs/queue';

/** Who gets a reminder. */
const learner = accounts('learner');

const keyOf = (batchId: number, userId: number) => `batch-reminder:${batchId}:${userId}`;

/**
 * A reminder to each learner enrolled in a course whose batch starts tomorrow (a batch belongs to the
 * course its category names). Run by every instance's scheduler (jobs/schedules.ts); the key makes
 * each (batch, learner) reminder one job across the cluster, however often and wherever this runs.
 */
export async function queueBatchReminders(db: Db, publicUrl: string): Promise<number> {
  const due = await db
    .select({
      batchId: batches.id,
      batch: batches.name,
      timings: batches.timings,
      mode: batches.mode,
      startDate: batches.startDate,
      userId: learner.id,
      name: learner.name,
      email: learner.email,
    })
    .from(batches)
    .innerJoin(courses, sql`lower(${courses.title}) = lower(${batches.category})`)
    .innerJoin(enrollments, eq(enrollments.courseId, courses.id))
    .innerJoin(learner, eq(learner.id, enrollments.userId))
    .where(sql`${batches.startDate} = current_date + 1`);
  // Asked once a minute all day: the reminders already queued are skipped before any insert.
  const taken = await takenJobKeys(
    db,
    due.map((r) => keyOf(r.batchId, r.userId)),
  );
  let queued = 0;
  for (const r of due.filter((r) => !taken.has(keyOf(r.batchId, r.userId)))) {
    const when = [r.startDate, r.timings].filter(Boolean).join(', ');
    const id = await enqueueMail(
      db,
      {
        to: r.email,
        subject: `Your batch starts tomorrow: ${r.batch}`,
        text: `Hello ${r.name},\n\nYour batch "${r.batch}" (${r.mode}) starts tomorrow: ${when}.\n\nYour courses: ${publicUrl}/userdash/${r.userId}\n\n${institute.name}\n`,
      },
      { key: keyOf(r.batchId, r.userId) },
    );
    if (id !== undefined) queued += 1;
  }
  return queued;
}
