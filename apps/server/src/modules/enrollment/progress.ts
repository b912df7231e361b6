import {
  courseProgress,
  LEARNING_POINTS,
  PLACEMENT_PROGRESS_THRESHOLD,
  type PlacementStanding,
  type Progress,
} from '@skillpath/contract';
import type { Executor } from '../../db/database';
import { recordActivity } from '../activity/queries';
import { addPoints } from '../auth/queries';
import { issueForCompletedCourse } from '../certificates/issue';
import * as q from './queries';

type EnrollmentProgressRow = {
  enrollment: { sessionsHeld: number; sessionsAttended: number };
  lessonsTotal: number;
  lessonsWatched: number;
};

export function progressOf(row: EnrollmentProgressRow): Progress {
  const inputs = {
    lessonsWatched: row.lessonsWatched,
    lessonsTotal: row.lessonsTotal,
    sessionsAttended: row.enrollment.sessionsAttended,
    sessionsHeld: row.enrollment.sessionsHeld,
  };
  return {
    progress: courseProgress(inputs),
    lessons_watched: inputs.lessonsWatched,
    lessons_total: inputs.lessonsTotal,
    sessions_attended: inputs.sessionsAttended,
    sessions_held: inputs.sessionsHeld,
  };
}

/**
 * Re-reads an enrollment's progress inside the caller's transaction; the first time it reaches 100%
 * the course counts as completed (points and an activity line, exactly once).
 */
export async function settleProgress(tx: Executor, enrollmentId: number): Promise<Progress> {
  const row = await q.findEnrollment(tx, { id: enrollmentId });
  if (!row) throw new Error(`enrollment ${enrollmentId} vanished`);
  const progress = progressOf(row);
  if (progress.progress >= 100 && (await q.markCompleted(tx, enrollmentId))) {
    await addPoints(tx, row.enrollment.userId, LEARNING_POINTS.courseCompleted);
    await recordActivity(tx, row.enrollment.userId, `Completed the course ${row.courseTitle}`);
    await issueForCompletedCourse(tx, row.enrollment.userId, row.enrollment.courseId);
  }
  return progress;
}

/** Each learner's best course progress (0 without courses), for many learners in one query. */
export async function bestProgressOf(db: Executor, userIds: number[]): Promise<Map<number, number>> {
  const best = new Map<number, number>(userIds.map((id) => [id, 0]));
  for (const row of await q.progressInputsOf(db, userIds)) {
    const { userId } = row.enrollment;
    best.set(userId, Math.max(best.get(userId) ?? 0, progressOf(row).progress));
  }
  return best;
}

/**
 * Where a learner stands against the placement gate: their best course progress and that course (the
 * newest enrolled among equals), or no course at all.
 */
export async function placementStandingOf(db: Executor, userId: number): Promise<PlacementStanding> {
  let best: PlacementStanding = { progress: 0, required: PLACEMENT_PROGRESS_THRESHOLD, course: null };
  for (const row of await q.coursesOfUser(db, userId)) {
    const { progress } = progressOf(row);
    if (!best.course || progress > best.progress)
      best = { ...best, progress, course: { id: row.course.id, title: row.course.title } };
  }
  return best;
}
