/** The causes enrollment answers with (issue 19), beside the spec's message. */
export const enrollmentErrorCodes = {
  courseNotFound: 'course_not_found',
  alreadyEnrolled: 'already_enrolled',
} as const;

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

/** The path of a learner's courses, for screens not yet calling the declaration (`enrollmentRoutes.userCourses`). */
export const enrollmentPaths = {
  userCourses: (userId: number | string) => `/v1/auth/user-courses/${userId}/`,
} as const;

/** Spec 000 §9: dialog auto-close after success and after errors. */
export const DIALOG_SUCCESS_MS = 3000;

export const DIALOG_ERROR_MS = 5000;
