/** Spec 000 §9: the callback form's course list. */
export const CALLBACK_COURSES = [
  'Python FullStack',
  'Java FullStack',
  'Cyber Security',
  'Data Science',
  'AWS',
  'DevOps',
  'AI/ML',
  'UI/UX',
  'Internships',
  'Workshops',
] as const;

/** Spec 000 §9: demo time slots. */
export const DEMO_TIME_SLOTS = [
  '10:00 AM - 11:00 AM',
  '12:00 PM - 1:00 PM',
  '2:00 PM - 3:00 PM',
  '4:00 PM - 5:00 PM',
] as const;

export const CALLBACK_PROMISE_MINUTES = 15;

export const CALLBACK_AUTO_CLOSE_MS = 2000;

export const enquiryMessages = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  courseRequired: 'Please select a course',
  success: 'Your enquiry has been submitted successfully! Expect a call within 15 minutes.',
  failed: 'Failed to submit enquiry. Please try again.',
  demoNameRequired: 'Name is required',
  demoEmailRequired: 'Email is required',
  demoEmailInvalid: 'Please enter a valid email address',
  demoSlotRequired: 'Please choose a time slot',
  demoBooked: 'Demo booked successfully!',
  demoFailed: 'Failed to book the demo. Please try again.',
} as const;

export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
