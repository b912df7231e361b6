import { formatWholeRupees } from './prices';

/** Spec 001 §9: the three delivery modes. */
export const MODES = ['Online', 'Offline', 'Hybrid'] as const;

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
  programNotFound: 'Program not found.',
  programsFailed: 'Failed to load the programs. Please try again.',
} as const;

export const cataloguePaths = {
  courses: '/v1/api/list-courses/',
  course: (id: number | string) => `/v1/api/course/${id}/`,
  courseByTitle: '/v1/api/course-by-title/',
  batches: '/v1/api/batches/',
  internships: '/v1/api/internships/',
  internship: (id: number | string) => `/v1/api/internships/${id}/`,
} as const;

/** The causes the catalogue's reads answer with (issue 19), beside the spec's message. */
export const catalogueErrorCodes = {
  courseNotFound: 'course_not_found',
  internshipNotFound: 'internship_not_found',
  programNotFound: 'program_not_found',
} as const;

/** Spec 000 §3: fee 0 is 'Performance-based', otherwise rupees. */
export function formatInternshipFee(fee: number): string {
  return fee === 0 ? catalogueMessages.performanceBased : formatWholeRupees(fee);
}
