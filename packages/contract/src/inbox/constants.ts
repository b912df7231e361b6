import { CALLBACK_PROMISE_MINUTES } from '../enquiries/constants';

/** The causes the admin inboxes and learner list answer with (issue 19), beside the spec's message. */
export const inboxErrorCodes = {
  enquiryNotFound: 'enquiry_not_found',
  cannotDemoteSelf: 'cannot_demote_self',
} as const;

export const inboxMessages = {
  enquiryNotFound: 'Enquiry not found.',
  learnerNotFound: 'Learner not found.',
  cannotDemoteSelf: 'You cannot remove your own admin role.',
  statusUpdated: 'Status updated.',
  overdue: `No call yet after ${CALLBACK_PROMISE_MINUTES} minutes`,
} as const;

/** The kinds of record the audit log names (and filters by); `other` for a write it cannot place. */
export const AUDIT_KINDS = [
  'course',
  'syllabus',
  'lesson',
  'attendance',
  'internship',
  'program',
  'batch',
  'domain',
  'category',
  'mcq',
  'placement',
  'workshop',
  'enquiry',
  'employer_lead',
  'demo_booking',
  'assessment_request',
  'test_session',
  'learner',
  'account',
  'job',
  'billing',
  'order',
  'coupon',
  'other',
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

export const auditKindLabels: Record<AuditKind, string> = {
  course: 'Course',
  syllabus: 'Syllabus week',
  lesson: 'Lesson',
  attendance: 'Attendance',
  internship: 'Internship',
  program: 'Program',
  batch: 'Batch',
  domain: 'Test domain',
  category: 'Test category',
  mcq: 'MCQ',
  placement: 'Placement',
  workshop: 'Workshop',
  enquiry: 'Enquiry',
  employer_lead: 'Employer lead',
  demo_booking: 'Demo booking',
  assessment_request: 'Assessment request',
  test_session: 'Test attempt',
  learner: 'Learner',
  account: 'Account',
  job: 'Background job',
  billing: 'Billing settings',
  other: 'Other',
  order: 'Order',
  coupon: 'Coupon',
};

/** What a write did to its record, from its method (and `retried` for a failed job queued again). */
export const AUDIT_VERBS = ['created', 'updated', 'deleted', 'retried'] as const;

export type AuditVerb = (typeof AUDIT_VERBS)[number];

export const inboxPaths = {
  /** Enrollments by the days they were made (issue 18; the spec has no admin list of them). */
  enrollments: '/v1/api/admin/enrollments/',
} as const;
