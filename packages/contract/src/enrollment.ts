import { z } from 'zod';
import { progressSchema } from './learning';

export const enrollmentMessages = {
  alreadyEnrolled: 'You have already enrolled in this course.',
  alreadyEnrolledTitle: 'Already Enrolled',
  alreadyEnrolledShort: 'You have already enrolled',
  success: 'Successfully enrolled in the course.',
  successTitle: 'Enrollment Successful!',
  failed: 'Enrollment failed. Please try again.',
  refreshFailed: 'Enrollment successful, but status may not update immediately. Please refresh the page.',
  statusFailed: 'Failed to load enrollment status. Displaying cached data.',
  loadingStatus: 'Loading enrollment status...',
  enrolling: 'Enrolling...',
  invalidCourse: 'Invalid course ID. Please try again.',
  courseNotFound: 'Course not found. Please check the course ID.',
} as const;

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

export const enrollmentPaths = {
  enroll: '/v1/auth/selected-courses/',
  userCourses: (userId: number | string) => `/v1/auth/user-courses/${userId}/`,
} as const;

/** Spec 000 §9: dialog auto-close after success and after errors. */
export const DIALOG_SUCCESS_MS = 3000;
export const DIALOG_ERROR_MS = 5000;
