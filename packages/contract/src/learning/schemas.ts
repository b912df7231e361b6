import { z } from 'zod';
import { LESSON_PLAYBACK, learningMessages } from './constants';

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
  /** Distinct seconds of this lesson the learner's reported playback covers (whole seconds). */
  seconds_watched: z.number().int(),
  watched: z.boolean(),
});

export type Lesson = z.infer<typeof lessonSchema>;

export const courseLessonsSchema = progressSchema.extend({
  course_id: z.number().int(),
  course_title: z.string(),
  lessons: z.array(lessonSchema),
});

export type CourseLessons = z.infer<typeof courseLessonsSchema>;

/** What the player reports while a lesson plays: where playback is now. */
export const heartbeatInputSchema = z.object({
  position_seconds: z
    .number({ error: learningMessages.positionInvalid })
    .min(0, learningMessages.positionInvalid)
    .max(LESSON_PLAYBACK.maxPositionSeconds, learningMessages.positionInvalid),
});

/** The lesson's playback as the server counts it, and the course progress that follows. */
export const lessonPlaybackSchema = progressSchema.extend({
  lesson_id: z.number().int(),
  seconds_watched: z.number().int(),
  duration_seconds: z.number().int(),
  watched: z.boolean(),
});

export type LessonPlayback = z.infer<typeof lessonPlaybackSchema>;

export const attendanceInputSchema = z
  .object({
    sessions_held: z.number({ error: 'Sessions held must be a whole number' }).int().min(0).max(1000),
    sessions_attended: z.number({ error: 'Sessions attended must be a whole number' }).int().min(0).max(1000),
  })
  .refine((v) => v.sessions_attended <= v.sessions_held, {
    path: ['sessions_attended'],
    message: 'Sessions attended cannot exceed sessions held',
  });
