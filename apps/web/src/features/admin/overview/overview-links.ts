import { weekStartOf } from '@skillpath/contract';
import { adminUrl, adminSections as s } from '../admin-sections';
import { withQuery } from '../shared/with-query';

type Range = { from: string; to: string };

/** Today as the server counts it: a UTC day. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * Where each figure of the Overview leads: its inbox or list, filtered the way the figure was counted
 * (the range, and the status or domain it is about), so the list shows as many rows as the figure says.
 */
export const overviewLinks = {
  /** The orders made within the range, of one kind of item or all. */
  payments: (range: Range, itemType?: string) =>
    withQuery(adminUrl(s.payments), { from: range.from, to: range.to, item_type: itemType }),
  /** Every order still waiting for its payment. */
  outstandingOrders: () => withQuery(adminUrl(s.payments), { status: 'awaiting_payment' }),
  enquiries: (range: Range) => withQuery(adminUrl(s.enquiries), { from: range.from, to: range.to }),
  waitingEnquiries: () => withQuery(adminUrl(s.enquiries), { status: 'new' }),
  /** Still new after the callback promise, whenever they came in (as the figure counts them). */
  overdueEnquiries: () => withQuery(adminUrl(s.enquiries), { overdue: 'true' }),
  /** Booked today. */
  demoBookings: (day = utcToday()) => withQuery(adminUrl(s.demoBookings), { from: day, to: day }),
  /** Booked this week: from its Monday (UTC) to today. */
  demoBookingsThisWeek: (day = utcToday()) =>
    withQuery(adminUrl(s.demoBookings), { from: weekStartOf(day), to: day }),
  /** The enrollments made within the range (the chart's too: it spans exactly the range). */
  enrollments: (range: Range) => withQuery(adminUrl(s.enrollments), { from: range.from, to: range.to }),
  /** The learners who did anything within the range. */
  learners: (range: Range) =>
    withQuery(adminUrl(s.learners), { role: 'learner', active_from: range.from, active_to: range.to }),
  /** The attempts handed in within the range (not those started in it), as the figures count them. */
  testResults: (range: Range, domainId?: number | null) =>
    withQuery(adminUrl(s.testResults), {
      domain_id: domainId ?? undefined,
      handed_in: 'true',
      from: range.from,
      to: range.to,
    }),
  /** The applications sent within the range, of one placement or of all. */
  jobApplications: (range: Range, placementId?: number) =>
    withQuery(adminUrl(s.jobApplications), { placement_id: placementId, from: range.from, to: range.to }),
  /** One workshop's registrations, with its seats taken (whenever they were taken, as the figure). */
  workshopRegistrations: (workshopId?: number) =>
    withQuery(adminUrl(s.workshopRegistrations), { workshop_id: workshopId }),
  employerLeads: (range: Range, status?: string) =>
    withQuery(adminUrl(s.employerLeads), { status, from: range.from, to: range.to }),
};
