import { adminUrl, adminSections as s } from '../admin-sections';
import { withQuery } from '../shared/with-query';

type Range = { from: string; to: string };

/** Where each figure of the Overview leads: its inbox or list, filtered as far as that list can be. */
export const overviewLinks = {
  enquiries: () => adminUrl(s.enquiries),
  waitingEnquiries: () => withQuery(adminUrl(s.enquiries), { status: 'new' }),
  demoBookings: () => adminUrl(s.demoBookings),
  enrollments: () => adminUrl(s.learners),
  learners: () => withQuery(adminUrl(s.learners), { role: 'learner' }),
  testResults: (range: Range, domainId?: number | null) =>
    withQuery(adminUrl(s.testResults), {
      domain_id: domainId ?? undefined,
      from: range.from,
      to: range.to,
    }),
  placements: () => adminUrl(s.placement),
  workshops: () => adminUrl(s.workshop),
  employerLeads: (status?: string) => withQuery(adminUrl(s.employerLeads), { status }),
};
