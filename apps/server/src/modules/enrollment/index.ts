/** What other modules may use of enrollment: whether a learner is in a course, putting them in and out. */
import type { Executor } from '../../db/database';
import { recordActivity } from '../activity/queries';
import { bumpEnrolledCount, insertEnrollment, isEnrolled, removeEnrollment } from './queries';

/** Enrolls the learner unless enrolled already (a paid order's fulfilment); true when this call did. */
export async function enrollPaid(tx: Executor, userId: number, course: { id: number; title: string }) {
  const row = await insertEnrollment(tx, userId, course.id, new Date());
  if (!row) return false;
  await bumpEnrolledCount(tx, course.id);
  await recordActivity(tx, userId, `Enrolled in ${course.title}`);
  return true;
}

export { isEnrolled, removeEnrollment };
