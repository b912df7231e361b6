import { z } from 'zod';

/** Spec 000 §9: overall progress = 60% lessons watched + 40% attendance. */
export const PROGRESS_WEIGHTS = { lessons: 0.6, attendance: 0.4 } as const;
/** Spec 000 §6 / DESIGN §8: placements open at half of a registered course. */
export const PLACEMENT_PROGRESS_THRESHOLD = 50;

/**
 * Learning points (a documented rule, shown on the dashboard and used for rank):
 * each lesson watched to its end, each course completed, each assessment passed.
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

export const progressSchema = z.object({
  progress: z.number().int(),
  lessons_watched: z.number().int(),
  lessons_total: z.number().int(),
  sessions_attended: z.number().int(),
  sessions_held: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;

export const lessonSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  video_url: z.string(),
  duration_seconds: z.number().int(),
  position: z.number().int(),
  watched: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const courseLessonsSchema = progressSchema.extend({
  course_id: z.number().int(),
  course_title: z.string(),
  lessons: z.array(lessonSchema),
});
export type CourseLessons = z.infer<typeof courseLessonsSchema>;

export const attendanceInputSchema = z
  .object({
    sessions_held: z.number({ error: 'Sessions held must be a whole number' }).int().min(0).max(1000),
    sessions_attended: z.number({ error: 'Sessions attended must be a whole number' }).int().min(0).max(1000),
  })
  .refine((v) => v.sessions_attended <= v.sessions_held, {
    path: ['sessions_attended'],
    message: 'Sessions attended cannot exceed sessions held',
  });

export const learningMessages = {
  notEnrolled: 'Enroll in this course to watch its lessons.',
  lessonNotFound: 'Lesson not found.',
  enrollmentNotFound: 'Enrollment not found.',
  loadFailed: 'Failed to load the lessons. Please try again.',
} as const;

export const learningPaths = {
  courseLessons: (courseId: number | string) => `/v1/api/courses/${courseId}/lessons/`,
  lessonWatched: (lessonId: number | string) => `/v1/api/lessons/${lessonId}/watched/`,
  attendance: (enrollmentId: number | string) => `/v1/api/enrollments/${enrollmentId}/attendance/`,
} as const;
