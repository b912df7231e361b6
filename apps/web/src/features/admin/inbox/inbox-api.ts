import {
  type assessmentRequestRecordSchema,
  assessmentRequestRoutes,
  type ENQUIRY_STATUSES,
  employerLeadRoutes,
  enquiryAdminRoutes,
  type RouteOutput,
} from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type DemoBookingAdmin = RouteOutput<typeof enquiryAdminRoutes.demoBookings>['results'][number];

/** A status filter's value: '' for every status. */
const statusOrAll = (status: string) => (status || undefined) as EnquiryStatus | undefined;

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
      queryFn: ({ signal }) =>
        callApi(
          enquiryAdminRoutes.enquiries,
          { query: { ...filter, status: statusOrAll(filter.status) } },
          signal,
        ),
      placeholderData: keepPreviousData,
      // The age of a new enquiry grows by the minute.
      refetchInterval: 60_000,
    }),
  demoBookings: (filter: DayListFilter) =>
    queryOptions({
      queryKey: ['admin', 'demo-bookings', filter],
      queryFn: ({ signal }) => callApi(enquiryAdminRoutes.demoBookings, { query: filter }, signal),
      placeholderData: keepPreviousData,
    }),
};

export const setEnquiryStatus = (id: number, status: EnquiryStatus) =>
  callApi(enquiryAdminRoutes.setEnquiryStatus, { params: { id }, body: { status } });

export type EmployerLead = RouteOutput<typeof employerLeadRoutes.setStatus>;
export type AssessmentRequest = z.infer<typeof assessmentRequestRecordSchema>;

export const leadQueries = {
  employerLeads: (filter: DayListFilter & { status: string }) =>
    queryOptions({
      queryKey: ['admin', 'employer-leads', filter],
      queryFn: ({ signal }) =>
        callApi(
          employerLeadRoutes.list,
          { query: { ...filter, status: statusOrAll(filter.status) } },
          signal,
        ),
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
  callApi(employerLeadRoutes.setStatus, { params: { id }, body: { status } });
