import { z } from 'zod';
import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { paymentErrorCodes as codes } from './constants';
import {
  adminOrderPageSchema,
  adminOrderQuerySchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  couponInputSchema,
  couponSchema,
  documentNumberParamSchema,
  orderListSchema,
  orderSchema,
  razorpayVerifySchema,
  recordPaymentSchema,
  refundRequestSchema,
} from './schemas';

/** Fees: a learner's checkout and orders, the provider's callbacks, and the institute's desk. */
export const paymentRoutes = {
  checkout: route({
    method: 'POST',
    path: '/v1/api/checkout/',
    access: 'learner',
    status: 201,
    errors: [
      codes.itemNotFound,
      codes.freeItem,
      codes.alreadyOwned,
      codes.soldOut,
      codes.invalidGstin,
      codes.billingNotSet,
      codes.couponInvalid,
      codes.couponExpired,
      codes.couponUsedUp,
      codes.couponNotApplicable,
      codes.providerError,
    ],
    schemas: { body: checkoutRequestSchema, response: checkoutResponseSchema },
  }),
  myOrders: route({
    method: 'GET',
    path: '/v1/api/orders/',
    access: 'learner',
    errors: [],
    schemas: { response: orderListSchema },
  }),
  order: route({
    method: 'GET',
    path: '/v1/api/orders/:id/',
    access: 'learner',
    errors: [codes.orderNotFound],
    schemas: { params: idParamSchema, response: orderSchema },
  }),
  cancelMine: route({
    method: 'POST',
    path: '/v1/api/orders/:id/cancel/',
    access: 'learner',
    errors: [codes.orderNotFound, codes.notCancellable],
    schemas: { params: idParamSchema, response: orderSchema },
  }),
  razorpayVerify: route({
    method: 'POST',
    path: '/v1/api/payments/razorpay/verify/',
    access: 'learner',
    errors: [
      codes.badSignature,
      codes.orderNotFound,
      codes.amountMismatch,
      codes.billingNotSet,
      codes.providerError,
    ],
    schemas: { body: razorpayVerifySchema, response: orderSchema },
  }),
  invoicePdf: route({
    method: 'GET',
    path: '/v1/api/invoices/:number/pdf/',
    access: 'learner',
    produces: 'application/pdf',
    errors: [codes.documentNotFound],
    schemas: { params: documentNumberParamSchema },
  }),
  creditNotePdf: route({
    method: 'GET',
    path: '/v1/api/credit-notes/:number/pdf/',
    access: 'learner',
    produces: 'application/pdf',
    errors: [codes.documentNotFound],
    schemas: { params: documentNumberParamSchema },
  }),
  adminList: route({
    method: 'GET',
    path: '/v1/api/admin/payments/',
    access: 'admin',
    errors: [],
    schemas: { query: adminOrderQuerySchema, response: adminOrderPageSchema },
  }),
  adminExport: route({
    method: 'GET',
    path: '/v1/api/admin/payments/export/',
    access: 'admin',
    produces: 'text/csv; charset=utf-8',
    errors: [],
    schemas: { query: adminOrderQuerySchema },
  }),
  recordPayment: route({
    method: 'POST',
    path: '/v1/api/admin/orders/:id/record-payment/',
    access: 'admin',
    errors: [
      codes.orderNotFound,
      codes.notPayable,
      codes.amountMismatch,
      codes.alreadyPaid,
      codes.soldOut,
      codes.billingNotSet,
    ],
    schemas: { params: idParamSchema, body: recordPaymentSchema, response: orderSchema },
  }),
  refund: route({
    method: 'POST',
    path: '/v1/api/admin/orders/:id/refund/',
    access: 'admin',
    errors: [codes.orderNotFound, codes.notRefundable, codes.refundTooLarge, codes.providerError],
    schemas: { params: idParamSchema, body: refundRequestSchema, response: orderSchema },
  }),
  cancel: route({
    method: 'POST',
    path: '/v1/api/admin/orders/:id/cancel/',
    access: 'admin',
    errors: [codes.orderNotFound, codes.notCancellable],
    schemas: { params: idParamSchema, response: orderSchema },
  }),
};

/**
 * Razorpay's webhook, served apart from the other routes: its signature covers the raw body, so its
 * body is read as bytes, not parsed (the payments module registers it in a scope of its own).
 */
export const razorpayWebhookRoutes = {
  webhook: route({
    method: 'POST',
    path: '/v1/api/payments/razorpay/webhook/',
    access: 'public',
    errors: [codes.badSignature, codes.billingNotSet],
    schemas: { response: z.object({ outcome: z.string() }) },
  }),
  reconcile: route({
    method: 'POST',
    path: '/v1/api/admin/payments/reconcile/',
    access: 'admin',
    errors: [],
    schemas: { response: z.object({ checked: z.number().int(), settled: z.number().int() }) },
  }),
};

/** The institute's coupons. */
export const couponRoutes = {
  list: route({
    method: 'GET',
    path: '/v1/api/admin/coupons/',
    access: 'admin',
    errors: [],
    schemas: { response: z.array(couponSchema) },
  }),
  create: route({
    method: 'POST',
    path: '/v1/api/admin/coupons/',
    access: 'admin',
    status: 201,
    errors: [codes.couponCodeTaken],
    schemas: { body: couponInputSchema, response: couponSchema },
  }),
  update: route({
    method: 'PUT',
    path: '/v1/api/admin/coupons/:id/',
    access: 'admin',
    errors: [codes.couponNotFound, codes.couponCodeTaken],
    schemas: { params: idParamSchema, body: couponInputSchema, response: couponSchema },
  }),
  remove: route({
    method: 'DELETE',
    path: '/v1/api/admin/coupons/:id/',
    access: 'admin',
    status: 204,
    errors: [codes.couponNotFound],
    schemas: { params: idParamSchema },
  }),
};
