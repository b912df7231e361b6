/**
 * Texts of the admin screens that the spec leaves open (the spec's own messages live in the contract:
 * catalogueAdminMessages, inboxMessages). Operation names fill the spec's 'Error {status} in
 * {operation}: …' banner.
 */
export const adminOperations = {
  fetchCourses: 'fetching courses',
  createCourse: 'creating course',
  updateCourse: 'updating course',
  deleteCourse: 'deleting course',
  createSyllabus: 'creating syllabus',
  updateSyllabus: 'updating syllabus',
  deleteSyllabus: 'deleting syllabus',
} as const;

/** Spec 001 §8 fallbacks, used when the server gave no reason. */
export const adminFallbacks = {
  fetchCourses: 'Failed to fetch courses',
  createCourse: 'Failed to create course',
  updateCourse: 'Failed to update course',
  deleteCourse: 'Failed to delete course',
  createSyllabus: 'Failed to create syllabus',
  updateSyllabus: 'Failed to update syllabus',
  deleteSyllabus: 'Failed to delete syllabus',
} as const;

export const internshipAdminMessages = {
  created: 'Internship created successfully.',
  updated: 'Internship updated successfully.',
  deleted: 'Internship deleted successfully.',
} as const;

/** Spec 001 §8 (Batches): the alerts, shown here as notifications. */
export const batchAdminMessages = {
  fetchFailed: 'Failed to fetch batches. Check console for details.',
  createFailed: 'Failed to create batch. Check console for details.',
  updateFailed: 'Failed to update batch. Check console for details.',
  deleteFailed: 'Failed to delete batch. Check console for details.',
  created: 'Batch created successfully.',
  updated: 'Batch updated successfully.',
  deleted: 'Batch deleted successfully.',
  deleteConfirm: 'Are you sure you want to delete this batch? This action cannot be undone.',
} as const;

export const inboxScreenMessages = {
  csvFailed: 'Failed to download the CSV',
  attendanceSaved: 'Attendance saved.',
  roleChanged: 'Role updated.',
  statusFailed: 'Failed to update the status',
  roleFailed: 'Failed to change the role',
  attendanceFailed: 'Failed to save attendance',
} as const;

/** Screens the server does not serve yet. */
export const comingSoonMessages = {
  onlineTests:
    'Domains, categories and multiple-choice questions of the skill assessment will be managed here. This screen is coming with the skill assessment.',
  placement: 'Placement cards are coming soon.',
  workshop: 'Workshop cards are coming soon.',
} as const;
