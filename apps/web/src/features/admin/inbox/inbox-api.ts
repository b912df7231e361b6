import {
  type assessmentRequestRecordSchema,
  assessmentRequestRoutes,
  type demoBookingAdminSchema,
  type ENQUIRY_STATUSES,
  type EnquiryAdmin,
  type employerLeadSchema,
  inboxPaths,
  placementPaths,
  routeUrl,
} from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest, callApi } from '../../../lib/api';
import type { Page } from '../shared/paged-table';
import { withQuery } from '../shared/with-query';

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type DemoBookingAdmin = z.infer<typeof demoBookingAdminSchema>;

type ListFilter = {
  q: string;
  limit: number;
  offset: number;
};
/** A list that also takes `?from&to`, the days its rows came in ('' for no bound). */
type DayListFilter = ListFilter & { from: string; to: string };

export const inboxQueries = {
  enquiries: (filter: DayListFilter & { status: string; overdue: string }) =>
    queryOptions({
      queryKey: ['admin', 'enquiries', filter],
      queryFn: ({ signal }) => api.get<Page<EnquiryAdmin>>(withQuery(inboxPaths.enquiries, filter), signal),
      placeholderData: keepPreviousData,
      // The age of a new enquiry grows by the minute.
      refetchInterval: 60_000,
    }),
  demoBookings: (filter: DayListFilter) =>
    queryOptions({
      queryKey: ['admin', 'demo-bookings', filter],
      queryFn: ({ signal }) =>
        api.get<Page<DemoBookingAdmin>>(withQuery(inboxPaths.demoBookings, filter), signal),
      placeholderData: keepPreviousData,
    }),
};

export const setEnquiryStatus = (id: number, status: EnquiryStatus) =>
  apiRequest<EnquiryAdmin>(inboxPaths.enquiry(id), { method: 'PATCH', body: { status } });

export type EmployerLead = z.infer<typeof employerLeadSchema>;
export type AssessmentRequest = z.infer<typeof assessmentRequestRecordSchema>;

/** The CSV export of the assessment requests. */
export const assessmentRequestsCsvPath = routeUrl(assessmentRequestRoutes.export);

export const leadQueries = {
  employerLeads: (filter: DayListFilter & { status: string }) =>
    queryOptions({
      queryKey: ['admin', 'employer-leads', filter],
      queryFn: ({ signal }) =>
        api.get<Page<EmployerLead>>(withQuery(placementPaths.employerLeads, filter), signal),
      placeholderData: keepPreviousData,
    }),
  assessmentRequests: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['admin', 'assessment-requests', filter],
      queryFn: ({ signal }) => callApi(assessmentRequestRoutes.list, { query: filter }, signal),
      placeholderData: keepPreviousData,
    }),
};

export const setEmployerLeadStatus = (id: number, status: EnquiryStatus) =>
  apiRequest<EmployerLead>(placementPaths.employerLead(id), { method: 'PATCH', body: { status } });
