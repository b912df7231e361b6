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

type TestBankVerb = 'create' | 'update' | 'delete';
type TestBankNoun = 'domain' | 'category' | 'MCQ';

/** Spec 001 §8 online-test administration: the fallback when the server gave no reason of its own. */
export const testBankFailure = (verb: TestBankVerb, noun: TestBankNoun) =>
  `Failed to ${verb} ${noun}. Please try again.`;

/** Texts of the test bank that the spec leaves open (its own messages are assessmentMessages). */
export const testBankScreenMessages = {
  settingsSaved: (name: string) => `Test settings of ${name} saved.`,
  settingsFailed: 'Failed to save the test settings. Please try again.',
  currentImage: (name: string) => `Current image: ${name}`,
  noCategories: 'No categories yet for this domain. Add the first one above.',
  noMcqs: 'No MCQs in this category yet. Add the first one above.',
  noDomains: 'No domains yet. Add the first one with the form above.',
  chooseCategory: 'Choose a category to add and see its MCQs.',
} as const;

/** Placement and workshop cards (spec 001 §2); failures follow the internship pattern of §8. */
export const placementAdminMessages = {
  placementCreated: 'Placement created successfully.',
  placementUpdated: 'Placement updated successfully.',
  placementDeleted: 'Placement deleted successfully.',
  placementDeleteConfirm: 'Are you sure you want to delete this placement? This action cannot be undone.',
  workshopCreated: 'Workshop created successfully.',
  workshopUpdated: 'Workshop updated successfully.',
  workshopDeleted: 'Workshop deleted successfully.',
  workshopDeleteConfirm: 'Are you sure you want to delete this workshop? This action cannot be undone.',
} as const;
