/** Spec 000 §9: overall progress = 60% lessons watched + 40% attendance. */
export const PROGRESS_WEIGHTS = { lessons: 0.6, attendance: 0.4 } as const;

/** Spec 000 §6 / DESIGN §8: placements open at half of a registered course. */
export const PLACEMENT_PROGRESS_THRESHOLD = 50;

/**
 * When a lesson counts as watched (DESIGN §8): the player reports its position while it plays, and the
 * server credits the seconds between two reports only as far as the wall clock allows.
 */
export const LESSON_PLAYBACK = {
  /** The player reports its position this often while playing, and also on pause and at the end. */
  heartbeatSeconds: 10,
  /** Reports further apart than this had a stop in between: the later one credits nothing. */
  maxGapSeconds: 30,
  /** Share of the lesson's length that must be covered, in distinct seconds, to count as watched. */
  watchedShare: 0.9,
  /** Reports accepted per learner per minute (a playing lesson sends about 6). */
  heartbeatsPerMinute: 30,
  /** Longest position accepted, in seconds (a day). */
  maxPositionSeconds: 86_400,
} as const;

/**
 * Learning points (a documented rule, shown on the dashboard and used for rank):
 * each lesson watched (most of its length played), each course completed, each assessment passed.
 */
export const LEARNING_POINTS = { lessonWatched: 10, courseCompleted: 100, assessmentPassed: 50 } as const;

export interface ProgressInput {
  lessonsWatched: number;
  lessonsTotal: number;
  sessionsAttended: number;
  sessionsHeld: number;
}

/** Course progress in whole percent (0–100); a part with nothing to count yet counts as 0. */
export function courseProgress(p: ProgressInput): number {
  const lessons = p.lessonsTotal > 0 ? Math.min(p.lessonsWatched / p.lessonsTotal, 1) : 0;
  const attendance = p.sessionsHeld > 0 ? Math.min(p.sessionsAttended / p.sessionsHeld, 1) : 0;
  return Math.floor(
    (lessons * PROGRESS_WEIGHTS.lessons + attendance * PROGRESS_WEIGHTS.attendance) * 100 + 1e-9,
  );
}

/** The causes the online class answers with (issue 19), beside the spec's message. */
export const learningErrorCodes = {
  courseNotFound: 'course_not_found',
  notEnrolled: 'not_enrolled',
  lessonNotFound: 'lesson_not_found',
  enrollmentNotFound: 'enrollment_not_found',
} as const;

export const learningMessages = {
  notEnrolled: 'Enroll in this course to watch its lessons.',
  lessonNotFound: 'Lesson not found.',
  enrollmentNotFound: 'Enrollment not found.',
  loadFailed: 'Failed to load the lessons. Please try again.',
  positionInvalid: 'Position must be a number of seconds from 0 to 86400.',
} as const;
