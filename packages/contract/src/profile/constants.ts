/** Messages of spec 000 §5 and §8 for the learner's own account screens. */
export const profileMessages = {
  skillsRequired: 'Please provide at least one skill.',
  invalidSkills: (bad: string[]) =>
    `Invalid skills detected: ${bad.join(', ')}. Skills can contain letters, numbers, spaces and + # . - (as in C++, C#, Node.js, .NET).`,
  imageTooLarge: 'File size exceeds 5MB limit.',
  imageInvalid: 'Please upload a valid image file.',
  imageReadFailed: 'Failed to read the image file.',
  userIdMissing: 'User ID is missing. Please sign in again.',
  tokenMissing: 'Authentication token is missing. Please sign in again.',
  saved: 'User details saved successfully!',
  saveFailed: 'Failed to save user details: ',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  linkedinInvalid: 'Enter a valid LinkedIn profile URL',
  studyGoalInvalid: 'Weekly goal must be a whole number of hours from 0 to 80',
  loadFailed: 'Failed to load user data. Please try again.',
  updateFailed: 'Failed to update profile. Please try again.',
  invalidUser: 'Invalid user ID. Please select a valid user.',
  dataNotFound: 'Data not found. Please check the ID or try again later.',
  fetchFailed: 'An error occurred while fetching data.',
  dashboardUserFailed: (id: number | string) =>
    `Failed to load user details for ID ${id}. Please try again later.`,
  dashboardCoursesFailed: 'Failed to load courses. Please try again.',
  invalidCourseSelected: 'Invalid course selected.',
  editNavigationFailed: 'Failed to navigate to edit profile. Please try again.',
  userIdUnavailable: 'User ID not available.',
  deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  deleteFailed: 'Failed to delete account. Please try again.',
  accountDeleted: 'Your account has been deleted.',
  certificationTitleRequired: 'Certification title is required',
  imageRemoved: 'Profile picture removed.',
  profileUpdated: 'Profile updated successfully.',
} as const;

export const LEARNING_MODES = ['Self-paced', 'Instructor-led', 'Hybrid'] as const;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const SKILLS_MAX = 30;
