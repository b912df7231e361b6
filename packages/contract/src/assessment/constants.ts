export const SECTIONS = ['aptitude', 'domain'] as const;

export type Section = (typeof SECTIONS)[number];

export const OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;

export type OptionKey = (typeof OPTION_KEYS)[number];

export const ANSWER_STATUSES = ['answered', 'not answered', 'marked'] as const;

/** DESIGN §7 defaults, editable per domain by admins. */
export const ASSESSMENT_DEFAULTS = {
  aptitudeQuestions: 10,
  domainQuestions: 10,
  minutesPerSection: 25,
  attemptsPerSection: 3,
  hoursBetweenAttempts: 24,
  countedScore: 'best',
  /** The review shows right or wrong, never the correct option of a wrong answer (SECURITY.md). */
  showCorrectAnswers: false,
} as const;

/** Which of a learner's attempts at a section counts (DESIGN §7 attempt policy). */
export const COUNTED_SCORES = ['best', 'latest', 'first'] as const;

export type CountedScore = (typeof COUNTED_SCORES)[number];

/** Where a learner stands with a section: an open session, free to start, waiting, or no attempt left. */
export const ATTEMPT_STATUSES = ['open', 'available', 'waiting', 'exhausted'] as const;

export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Stable codes of a refused start (DESIGN §4: clients branch on the code). */
export const attemptRefusalCodes = {
  exhausted: 'attempts_exhausted',
  notOpenYet: 'attempt_not_open_yet',
} as const;

/** A start refused because the attempt it names is over (a stale tab): never a fresh clock. */
export const examConflictCodes = {
  sectionClosed: 'section_closed',
} as const;

/** The other causes the exam answers with (issue 19), beside the spec's message. */
export const examErrorCodes = {
  sessionNotFound: 'session_not_found',
  domainNotFound: 'domain_not_found',
  categoryNotFound: 'category_not_found',
  noQuestions: 'no_questions',
  alreadySubmitted: 'already_submitted',
  timeOver: 'exam_time_over',
  questionNotInSession: 'question_not_in_session',
  answerNotSaved: 'answer_not_saved',
  reviewNotReady: 'review_not_ready',
} as const;

/** The causes the test bank's writes and reads answer with (issue 19), beside the spec's message. */
export const bankErrorCodes = {
  domainNotFound: 'domain_not_found',
  categoryNotFound: 'category_not_found',
  mcqNotFound: 'mcq_not_found',
  nameTaken: 'domain_name_taken',
} as const;

/** A domain is published only while each section's bank holds what the section draws. */
export const bankRefusalCodes = {
  tooSmall: 'bank_too_small',
} as const;

/** Stable codes of the 409s of the overrides (DESIGN §4). */
export const testOverrideCodes = {
  notRunning: 'attempt_not_in_progress',
  running: 'attempt_in_progress',
  otherOpen: 'other_attempt_in_progress',
} as const;

/** Stable causes of a refused bank import (issue 16). */
export const mcqTransferErrorCodes = {
  fileRequired: 'file_required',
  fileNotUtf8: 'file_not_utf8',
  fileEmpty: 'file_empty',
  tooManyQuestions: 'too_many_questions',
  noQuestions: 'no_questions',
} as const;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const PASS_PERCENT = 60;

/** Messages of spec 001 §5 and §8 for the assessment and the test bank. */
export const assessmentMessages = {
  domainNameRequired: 'Domain name is required.',
  domainImageRequired: 'A new image file is required to update the domain.',
  categoryNameRequired: 'Category name is required.',
  questionRequired: 'Question is required.',
  optionRequired: 'Option is required.',
  correctAnswerRequired: 'Correct answer is required.',
  domainsLoadFailed: 'Failed to load domains. Please try again.',
  categoriesLoadFailed: 'Failed to load categories. Please try again.',
  mcqsLoadFailed: 'Failed to load MCQs. Please try again.',
  domainCreated: 'Domain created successfully!',
  domainUpdated: 'Domain updated successfully!',
  domainDeleted: 'Domain deleted successfully!',
  categoryCreated: 'Category created successfully!',
  categoryUpdated: 'Category updated successfully!',
  categoryDeleted: 'Category deleted successfully!',
  mcqCreated: 'MCQ created successfully!',
  mcqUpdated: 'MCQ updated successfully!',
  mcqDeleted: 'MCQ deleted successfully!',
  confirmDeleteCategory: 'Are you sure you want to delete this category?',
  confirmDeleteMcq: 'Are you sure you want to delete this MCQ?',
  confirmDeleteDomain: 'Are you sure you want to delete this domain?',
  noImage: 'No Image Available',
  domainNotFound: 'Domain not found.',
  categoryNotFound: 'Category not found.',
  mcqNotFound: 'MCQ not found.',
  invalidDomain: 'Invalid domain ID.',
  usernameRequired: 'Username is required.',
  mobileInvalid: 'Enter a valid 10-digit phone number',
  resumeRequired: 'Please upload a resume (PDF or DOC).',
  resumeTooLarge: 'The resume is larger than 10 MB.',
  requestFailed: 'Failed to submit assessment request.',
  requestUnexpected: 'An unexpected error occurred. Please try again later.',
  requestSubmitted: 'Your assessment request has been submitted successfully!',
  noQuestions: (section: string) => `No ${section} questions available.`,
  startFailed: (section: string) => `Failed to start ${section} test.`,
  saveFailed: 'Failed to save answer.',
  clearFailed: 'Failed to clear answer.',
  submitFailed: (id: number) => `Failed to submit test for session ID ${id}`,
  resultsFailed: 'Failed to load combined results.',
  submitted: 'Test submitted! Check summary for results.',
  timeOver: 'Time is over for this section.',
  alreadySubmitted: 'This section has already been submitted.',
  sectionClosed: 'This attempt at the section is over: its answers were submitted or its time ran out.',
  sessionNotFound: 'Test session not found.',
  questionNotInSession: 'This question is not part of the session.',
  reviewNotReady: 'The review opens once the section is submitted.',
  noResults: 'No results available.',
  loadingQuestions: 'Loading questions...',
  attemptsUsed: (used: number, allowed: number) =>
    `You have used ${used} of ${allowed} attempts at this section.`,
  nextAttemptOpens: (at: string) => `Your next attempt at this section opens at ${at}.`,
  attemptOf: (n: number, allowed: number) => `Attempt ${n} of ${allowed}`,
  keyHidden:
    'The correct options of this assessment are not shown: you see your answers and which were right.',
  keyHiddenWhileOpen: 'The correct options are shown once your attempt in progress at this section is over.',
  reviewRuleHidden:
    'After you submit you will see your answers and which were right; the correct options are not shown.',
  reviewRuleShown: 'After you submit you will see your answers, which were right, and the correct options.',
  optionRepeated: (key: string, same: string) =>
    `Option ${key} is the same as option ${same}: each option must be different.`,
  bankTooSmall: (section: string, draws: number, holds: number) =>
    `${section} draws ${draws} questions but its bank holds ${holds}. Add questions or lower the number before publishing.`,
  keyHiddenSetting:
    'Off: a candidate’s review says which answers were right, never the correct option of a wrong one.',
  keyShownSetting:
    'On: after each attempt a candidate’s review shows the correct options; anyone who signs up can collect them.',
  domainPublished: 'Published: candidates can see this domain.',
  domainDraft: 'Draft: candidates cannot see this domain.',
} as const;

export const sectionLabel = (section: Section) => (section === 'aptitude' ? 'Aptitude' : 'Domain Questions');
