/** Stable codes of refused catalogue writes (DESIGN §4). */
export const catalogueAdminCodes = {
  syllabusWeekTaken: 'syllabus_week_taken',
  courseHasLearners: 'course_has_learners',
  courseTitleTaken: 'course_title_taken',
} as const;

/** Messages of spec 001 §5 and §8 for the admin catalogue screens, word for word where the spec has them. */
export const catalogueAdminMessages = {
  courseInvalid: 'Please fill in all required course fields with valid values.',
  courseNeedsImage: 'Please fill in all required course fields with valid values and upload a new image.',
  courseImageRequired: 'A new image file is required to update the course.',
  courseTitleRequired: 'Title is required.',
  courseTrainerRequired: 'Trainer is required.',
  courseModeRequired: 'Mode is required.',
  courseDurationInvalid: 'Duration must be a positive whole number.',
  courseLanguageRequired: 'Language is required.',
  courseDomainsRequired: 'Related domains are required.',
  courseDescriptionRequired: 'Description is required.',
  courseOpportunitiesRequired: 'Opportunities are required.',
  courseTitleTaken: 'A course with this title already exists.',
  courseHasLearners: 'This course has enrolled learners and cannot be deleted.',
  courseDeleteConfirm:
    'Are you sure you want to delete this course? This action will also delete all associated syllabus entries.',
  courseCreated: 'Course created successfully.',
  courseUpdated: 'Course updated successfully.',
  courseDeleted: 'Course deleted successfully.',
  syllabusSelectCourse: 'Please select a course and fill in all required syllabus fields with valid values.',
  syllabusInvalid: 'Please fill in all required syllabus fields with valid values.',
  syllabusWeekInvalid: 'Valid week number is required.',
  syllabusWeekTaken: (week: number) => `Week ${week} already has a syllabus entry in this course.`,
  syllabusTitleRequired: 'Syllabus title is required.',
  syllabusTopicsRequired: 'Topics are required.',
  syllabusInvalidId: 'Invalid syllabus ID',
  syllabusNone: 'No syllabus available for this course.',
  syllabusDeleteConfirm: 'Are you sure you want to delete this syllabus entry?',
  syllabusCreated: 'Syllabus created successfully.',
  syllabusUpdated: 'Syllabus updated successfully.',
  syllabusDeleted: 'Syllabus deleted successfully.',
  syllabusNotFound: 'Syllabus entry not found.',
  internshipInvalid: 'Please fill all required fields.',
  internshipInvalidId: 'Invalid internship ID. Cannot update.',
  internshipImageRequired: 'A card image is required.',
  internshipImageInvalid: 'The card image must be a PNG, JPEG, WebP or GIF image.',
  internshipFeeInvalid: 'Fee must be a number of at least 0.',
  internshipDeleteConfirm: 'Are you sure you want to delete this internship? This action cannot be undone.',
  batchInvalid: 'Please fill in all required fields.',
  batchNotFound: 'Batch not found.',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageInvalid: 'Please upload a valid image file.',
  fieldRequired: 'This field is required.',
} as const;

export const CATALOGUE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
