import { paths } from '../../lib/paths';

/** The child paths of /admindash (spec 001 §2), plus the inboxes (DESIGN §8) and the Overview (issue 18). */
export const adminSections = {
  overview: 'overview',
  training: 'training',
  internship: 'internship',
  programs: 'programs',
  placement: 'placement',
  workshop: 'workshop',
  jobApplications: 'job-applications',
  workshopRegistrations: 'workshop-registrations',
  batches: 'batches',
  onlineTests: 'onlinetestadmin',
  enquiries: 'enquiries',
  demoBookings: 'demo-bookings',
  employerLeads: 'employer-leads',
  assessmentRequests: 'assessment-requests',
  testResults: 'test-results',
  learners: 'learners',
  enrollments: 'enrollments',
  certificates: 'certificates',
  auditLog: 'audit-log',
  jobs: 'jobs',
  billingSettings: 'billing-settings',
  mailbox: 'mailbox',
  payments: 'payments',
} as const;

export type AdminSection = (typeof adminSections)[keyof typeof adminSections];

/** The full URL of an admin screen, e.g. adminUrl('learners', 7) → /admindash/learners/7. */
export function adminUrl(section: AdminSection, ...rest: (string | number)[]): string {
  return [paths.admin, section, ...rest.map((part) => encodeURIComponent(String(part)))].join('/');
}
