import {
  type demoBookingAdminSchema,
  type ENQUIRY_STATUSES,
  type EnquiryAdmin,
  inboxPaths,
} from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../../../lib/api';
import type { Page } from '../shared/paged-table';
import { withQuery } from '../shared/with-query';

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export type DemoBookingAdmin = z.infer<typeof demoBookingAdminSchema>;

type ListFilter = {
  q: string;
  limit: number;
  offset: number;
};

export const inboxQueries = {
  enquiries: (filter: ListFilter & { status: string }) =>
    queryOptions({
      queryKey: ['admin', 'enquiries', filter],
      queryFn: ({ signal }) => api.get<Page<EnquiryAdmin>>(withQuery(inboxPaths.enquiries, filter), signal),
      placeholderData: keepPreviousData,
      // The age of a new enquiry grows by the minute.
      refetchInterval: 60_000,
    }),
  demoBookings: (filter: ListFilter) =>
    queryOptions({
      queryKey: ['admin', 'demo-bookings', filter],
      queryFn: ({ signal }) =>
        api.get<Page<DemoBookingAdmin>>(withQuery(inboxPaths.demoBookings, filter), signal),
      placeholderData: keepPreviousData,
    }),
};

export const setEnquiryStatus = (id: number, status: EnquiryStatus) =>
  apiRequest<EnquiryAdmin>(inboxPaths.enquiry(id), { method: 'PATCH', body: { status } });
