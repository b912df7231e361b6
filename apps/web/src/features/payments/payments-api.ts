import { type checkoutRequestSchema, paymentRoutes, type razorpayVerifySchema } from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';

export const paymentKeys = {
  mine: ['payments', 'orders', 'mine'] as const,
};

export const paymentQueries = {
  mine: () =>
    queryOptions({
      queryKey: paymentKeys.mine,
      queryFn: ({ signal }) => callApi(paymentRoutes.myOrders, {}, signal),
    }),
};

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Creates the order (and its seat hold) and says how to pay it. */
export const startCheckout = (body: CheckoutRequest) => callApi(paymentRoutes.checkout, { body });

/** Hands Checkout's answer to the server, which checks it with Razorpay before marking the order paid. */
export const verifyRazorpayPayment = (body: z.input<typeof razorpayVerifySchema>) =>
  callApi(paymentRoutes.razorpayVerify, { body });

export const cancelMyOrder = (id: number) => callApi(paymentRoutes.cancelMine, { params: { id } });
