import { z } from 'zod';

/** Spec 001 §9: the three delivery modes. */
export const MODES = ['Online', 'Offline', 'Hybrid'] as const;

export const syllabusEntrySchema = z.object({
  id: z.number().int(),
  week_number: z.number().int(),
  title: z.string(),
  topics: z.array(z.string()),
});
export type SyllabusEntry = z.infer<typeof syllabusEntrySchema>;

/** A course as the API serves it (spec 000 §3). Image paths are site-relative (`/media/…`). */
export const courseSchema = z.object({
  id: z.number().int(),
  course_title: z.string(),
  course_description: z.string(),
  course_image: z.string(),
  syllabus: z.array(syllabusEntrySchema),
  course_duration: z.number().int(),
  course_mode: z.string(),
  course_trainer: z.string(),
  course_language: z.string(),
  course_enrolled: z.number().int(),
  course_related_domains: z.string(),
  course_top_com: z.string(),
  course_opportunities: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const batchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instructor: z.string(),
  mode: z.string(),
  startDate: z.string(),
  timings: z.string(),
  category: z.string(),
  image: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;

export const internshipSchema = z.object({
  id: z.number().int(),
  internship_title: z.string(),
  internship_duration: z.string(),
  internship_mode: z.string(),
  internship_fee: z.number(),
  internship_description: z.string(),
  internship_mentor: z.string(),
  internship_language: z.string(),
  internship_explore_related_domains: z.string(),
  internship_faqs: z.string(),
  internship_card_image: z.string(),
  internship_wyg: z.array(z.string()),
  internship_requirements: z.array(z.string()),
  intern_mentor_qualification: z.string(),
});
export type Internship = z.infer<typeof internshipSchema>;

export const courseByTitleQuerySchema = z.object({
  title: z.string().trim().min(1, 'Invalid course ID. Please select a valid course.').max(255),
});

/** Spec 000 §3: internship categories offered as chips on the list page. */
export const INTERNSHIP_CATEGORIES = ['Full Stack Development', 'UI/UX Design', 'Data Science'] as const;

/** Messages of spec 000 §8 for the catalogue screens. */
export const catalogueMessages = {
  courseNotFound: 'Course not found. Please check the course ID.',
  backendUnreachable: 'Unable to connect to the backend server.',
  coursesFailed: 'An error occurred while fetching courses.',
  loadingCourses: 'Loading courses...',
  loadingBatches: 'Loading batches...',
  batchesFailed: 'Failed to load batches. Please try again.',
  internshipNotFound: 'Internship not found.',
  internshipFailed: 'Failed to load internship details. Please try again.',
  relatedInternshipsFailed: 'Failed to load related internships. Please try again.',
  invalidInternshipId: 'Invalid internship ID. Please select a valid internship.',
  invalidCourseId: 'Invalid course ID. Please select a valid course.',
  courseDetailsFailed: 'Failed to load course details. Please try again later.',
  performanceBased: 'Performance-based',
} as const;

export const cataloguePaths = {
  courses: '/v1/api/list-courses/',
  course: (id: number | string) => `/v1/api/course/${id}/`,
  courseByTitle: '/v1/api/course-by-title/',
  batches: '/v1/api/batches/',
  internships: '/v1/api/internships/',
  internship: (id: number | string) => `/v1/api/internships/${id}/`,
} as const;

/** Spec 000 §3: fee 0 is 'Performance-based', otherwise rupees. */
export function formatInternshipFee(fee: number): string {
  return fee === 0 ? catalogueMessages.performanceBased : `₹${fee.toLocaleString('en-IN')}`;
}
