import { z } from 'zod';
import { progressSchema } from '../learning/schemas';
import { enrollmentMessages } from './constants';

/** Spec 000 §3: user_id is kept for the payload's shape; the server uses the signed-in user. */
export const enrollmentRequestSchema = z.object({
  user_id: z.union([z.number(), z.string()]).optional(),
  course_title: z
    .string({ error: enrollmentMessages.invalidCourse })
    .trim()
    .min(1, enrollmentMessages.invalidCourse)
    .max(255),
  selected_at: z.iso.datetime({ offset: true }).optional(),
});

export const userCourseSchema = progressSchema.extend({
  enrollment_id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  course_description: z.string(),
  course_image: z.string(),
  course_duration: z.number().int(),
  course_mode: z.string(),
  course_trainer: z.string(),
  course_language: z.string(),
  status: z.string(),
  difficulty: z.string(),
  lastUpdated: z.string(),
  selected_at: z.string(),
});

export type UserCourse = z.infer<typeof userCourseSchema>;

export const enrollmentCreatedSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  selected_at: z.string(),
  message: z.string(),
});
