import { CALLBACK_PROMISE_MINUTES } from '../enquiries/constants';

export const inboxMessages = {
  enquiryNotFound: 'Enquiry not found.',
  learnerNotFound: 'Learner not found.',
  cannotDemoteSelf: 'You cannot remove your own admin role.',
  statusUpdated: 'Status updated.',
  overdue: `No call yet after ${CALLBACK_PROMISE_MINUTES} minutes`,
} as const;

export const inboxPaths = {
  enquiries: '/v1/api/enquiries/',
  enquiry: (id: number | string) => `/v1/api/enquiries/${id}/`,
  enquiriesCsv: '/v1/api/enquiries/export/',
  demoBookings: '/v1/api/demo-bookings/',
  demoBookingsCsv: '/v1/api/demo-bookings/export/',
  learners: '/v1/api/learners/',
  learner: (id: number | string) => `/v1/api/learners/${id}/`,
  learnerRole: (id: number | string) => `/v1/api/learners/${id}/role/`,
  auditLog: '/v1/api/audit-log/',
} as const;
