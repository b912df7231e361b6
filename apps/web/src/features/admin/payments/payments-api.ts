import {
  type DESK_METHODS,
  type ITEM_TYPES,
  type ORDER_STATUSES,
  paymentRoutes,
  type RouteOutput,
  razorpayWebhookRoutes,
  type recordPaymentSchema,
  type refundRequestSchema,
} from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

export type AdminOrder = RouteOutput<typeof paymentRoutes.adminList>['results'][number];

/** The list's filters as the address keeps them: '' for no filter. */
export interface PaymentFilters {
  status: string;
  method: string;
  item_type: string;
  from: string;
  to: string;
  q: string;
}

/** The filters as the API takes them: empty ones left out. */
export const paymentQuery = (f: PaymentFilters) => ({
  status: (f.status || undefined) as (typeof ORDER_STATUSES)[number] | undefined,
  method: (f.method || undefined) as (typeof DESK_METHODS)[number] | 'razorpay' | undefined,
  item_type: (f.item_type || undefined) as (typeof ITEM_TYPES)[number] | undefined,
  from: f.from || undefined,
  to: f.to || undefined,
  q: f.q,
});

export const adminPaymentKeys = {
  list: ['admin', 'payments', 'list'] as const,
  order: (id: string) => ['admin', 'payments', 'order', id] as const,
};

export const adminPaymentQueries = {
  list: (filters: PaymentFilters, paging: { limit: number; offset: number }) =>
    queryOptions({
      queryKey: [...adminPaymentKeys.list, filters, paging],
      queryFn: ({ signal }) =>
        callApi(paymentRoutes.adminList, { query: { ...paymentQuery(filters), ...paging } }, signal),
      placeholderData: keepPreviousData,
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: adminPaymentKeys.order(id),
      queryFn: ({ signal }) => callApi(paymentRoutes.order, { params: { id } }, signal),
    }),
};

export const recordDeskPayment = (id: number, body: z.input<typeof recordPaymentSchema>) =>
  callApi(paymentRoutes.recordPayment, { params: { id }, body });

export const refundOrder = (id: number, body: z.input<typeof refundRequestSchema>) =>
  callApi(paymentRoutes.refund, { params: { id }, body });

export const cancelOrder = (id: number) => callApi(paymentRoutes.cancel, { params: { id } });

export const reconcileWithRazorpay = () => callApi(razorpayWebhookRoutes.reconcile);
