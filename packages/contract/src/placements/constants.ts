export const JOB_MODES = ['Parttime', 'Fulltime'] as const;

/** Where a learner stands against the placement gate: their best course and its progress. */
export interface PlacementStanding {
  progress: number;
  required: number;
  course: { id: number; title: string } | null;
}

/**
 * The gate in words, with the learner's own figures: said by the server's refusal and by the
 * Access Restricted dialog alike.
 */
export function placementStandingText(s: PlacementStanding): string {
  if (!s.course)
    return `You are not enrolled in a course yet. Enroll in one and complete ${s.required}% of it to apply.`;
  if (s.progress >= s.required)
    return `You have completed ${s.progress}% of ${s.course.title}: you can apply for jobs.`;
  return `You have completed ${s.progress}% of ${s.course.title}. Reach ${s.required}% to apply.`;
}

/** Messages for placements, jobs, workshops and employer leads (spec 000 §2, spec 001 §2–§5). */
/** The causes placements and workshops answer with (issue 19), beside the spec's message. */
export const placementErrorCodes = {
  placementNotFound: 'placement_not_found',
  progressTooLow: 'progress_too_low',
  alreadyApplied: 'already_applied',
  workshopNotFound: 'workshop_not_found',
  registrationClosed: 'registration_closed',
  alreadyRegistered: 'already_registered',
  workshopFull: 'workshop_full',
} as const;

export const placementMessages = {
  accessRestricted:
    'Access to this session will be granted upon completion of at least 50% of the registered course.',
  accessRestrictedTitle: 'Access Restricted',
  placementInvalid: 'Category title, featured job title and featured job company are required.',
  placementNotFound: 'Job not found.',
  countInvalid: 'Counts must be whole numbers of at least 0.',
  jobModeInvalid: 'Choose Parttime or Fulltime.',
  alreadyApplied: 'You have already applied for this job.',
  applied: 'Your application has been sent.',
  workshopInvalid: 'Title, trainer, mode and date are required.',
  workshopNotFound: 'Workshop not found.',
  workshopDeadlineAfterDate: 'The application deadline must be on or before the workshop date.',
  workshopSeatsBelowEnrolled: (enrolled: number) =>
    `Seats cannot be fewer than the ${enrolled} already enrolled.`,
  workshopClosed: 'Registrations for this workshop are closed.',
  workshopFull: 'This workshop is full.',
  alreadyRegistered: 'You have already registered for this workshop.',
  registered: 'You are registered for the workshop.',
  leadNameRequired: 'Name is required',
  leadEmailRequired: 'Email is required',
  leadEmailInvalid: 'Please enter a valid email address',
  leadCompanyRequired: 'Company name is required',
  leadRequirementsRequired: 'Please tell us what you need',
  leadSent: 'Thank you! Our hiring team will contact you within one business day.',
  leadFailed: 'Failed to send your request. Please try again.',
  leadNotFound: 'Lead not found.',
  invalidPlacement: 'Choose a valid placement.',
  invalidWorkshop: 'Choose a valid workshop.',
} as const;
