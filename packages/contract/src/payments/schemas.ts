import { z } from 'zod';
import { blankAsMissing, datesInOrder, dateText, dayRangeShape } from '../common/day-range';
import { idText } from '../common/schemas';
import { DESK_METHODS, ITEM_TYPES, ORDER_STATUSES, PAYMENT_PROVIDERS, paymentMessages } from './constants';

const paise = z.number().int().min(0);

/** The buyer's details printed on the invoice; the state decides how GST is split. */
export const billingDetailsSchema = z.object({
  name: z.string().trim().max(100).optional(),
  state_code: z
    .string()
    .regex(/^\d{2}$/, 'Choose a state.')
    .optional(),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .max(15)
    .optional()
    .transform((v) => (v ? v : undefined)),
  address: z.string().trim().max(300).optional(),
});

export const checkoutRequestSchema = z.object({
  item_type: z.enum(ITEM_TYPES),
  item_id: z.number().int().min(1).max(2_147_483_647),
  coupon_code: z.string().trim().max(40).optional(),
  billing: billingDetailsSchema.optional(),
});

export const orderPaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.string(),
  amount_paise: paise,
  reference: z.string().nullable(),
  created_at: z.string(),
});

export const creditNoteSummarySchema = z.object({
  number: z.string(),
  amount_paise: paise,
  reason: z.string(),
  created_at: z.string(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  item_type: z.enum(ITEM_TYPES),
  item_id: z.number().int(),
  item_title: z.string(),
  subtotal_paise: paise,
  discount_paise: paise,
  taxable_paise: paise,
  cgst_paise: paise,
  sgst_paise: paise,
  igst_paise: paise,
  total_paise: paise,
  refunded_paise: paise,
  gst_rate_percent: z.number(),
  place_of_supply: z.string(),
  billing: z.object({
    name: z.string(),
    state_code: z.string(),
    gstin: z.string().nullable(),
    address: z.string(),
  }),
  invoice_number: z.string().nullable(),
  credit_notes: z.array(creditNoteSummarySchema),
  payments: z.array(orderPaymentSchema),
  hold_expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Why an admin should look at the order (money that could not pay it), or null. */
  flag: z.string().nullable(),
  created_at: z.string(),
});

/** How the browser pays: Razorpay Checkout with the provider's order, or at the desk. */
export const paymentInstructionsSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('razorpay'),
    key_id: z.string(),
    razorpay_order_id: z.string(),
    amount: paise,
    currency: z.literal('INR'),
    checkout_url: z.string(),
  }),
  z.object({
    provider: z.literal('manual'),
    upi_uri: z.string().nullable(),
    instructions: z.object({
      payee: z.string(),
      upi_vpa: z.string(),
      bank_details: z.string(),
      address: z.string(),
      note: z.string(),
    }),
  }),
]);

export const checkoutResponseSchema = z.object({ order: orderSchema, payment: paymentInstructionsSchema });

export const orderListSchema = z.object({ count: z.number().int(), results: z.array(orderSchema) });

export const razorpayVerifySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});

export const recordPaymentSchema = z.object({
  method: z.enum(DESK_METHODS),
  amount_paise: z
    .number({ error: paymentMessages.amountRequired })
    .int()
    .min(1, paymentMessages.amountRequired),
  reference: z.string().trim().max(100).optional(),
  /** The day the money was received (the desk may record it later); today when left out. */
  paid_on: dateText.optional(),
});

export const refundRequestSchema = z.object({
  amount_paise: z
    .number({ error: paymentMessages.amountRequired })
    .int()
    .min(1, paymentMessages.amountRequired),
  reason: z
    .string({ error: paymentMessages.reasonRequired })
    .trim()
    .min(1, paymentMessages.reasonRequired)
    .max(300),
});

/** An admin's list of orders: by status, method, the days they were made, item and learner. */
export const adminOrderQuerySchema = z
  .object({
    status: z.preprocess(blankAsMissing, z.enum(ORDER_STATUSES).optional()),
    method: z.preprocess(blankAsMissing, z.enum([...DESK_METHODS, 'razorpay']).optional()),
    item_type: z.preprocess(blankAsMissing, z.enum(ITEM_TYPES).optional()),
    item_id: z.preprocess(blankAsMissing, idText('Invalid item.').optional()),
    q: z.string().trim().max(200).default(''),
    ...dayRangeShape,
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine(...datesInOrder);

export const adminOrderPageSchema = z.object({
  count: z.number().int(),
  results: z.array(orderSchema.extend({ learner_name: z.string(), learner_email: z.string() })),
  totals: z.object({ paid_paise: paise, refunded_paise: paise, outstanding_paise: paise }),
});

export type Order = z.infer<typeof orderSchema>;
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** An invoice or credit-note number in a URL (`SP%2F26-27%2F000001`, URL-encoded). */
export const documentNumberParamSchema = z.object({
  number: z
    .string()
    .max(32)
    .regex(/^[A-Z0-9]{1,3}\/\d{2}-\d{2}\/\d{6}$/, paymentMessages.documentNotFound),
});

const couponFields = {
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/, paymentMessages.couponCodePattern),
  percent_off: z.number().int().min(1).max(100).nullish(),
  amount_off_paise: z.number().int().min(1).max(1e12).nullish(),
  valid_from: z.iso.datetime({ offset: true }).nullish(),
  valid_until: z.iso.datetime({ offset: true }).nullish(),
  max_uses: z.number().int().min(1).max(1_000_000).nullish(),
  max_uses_per_learner: z.number().int().min(1).max(1000).nullish(),
  item_type: z.enum(ITEM_TYPES).nullish(),
  item_id: z.number().int().min(1).max(2_147_483_647).nullish(),
};

/** A coupon as an admin writes it: one kind of discount, dates in order, an item only with its kind. */
export const couponInputSchema = z
  .object(couponFields)
  .refine((c) => (c.percent_off == null) !== (c.amount_off_paise == null), {
    message: paymentMessages.couponOneDiscount,
    path: ['percent_off'],
  })
  .refine((c) => !c.valid_from || !c.valid_until || c.valid_from <= c.valid_until, {
    message: paymentMessages.couponDates,
    path: ['valid_until'],
  })
  .refine((c) => c.item_id == null || c.item_type != null, {
    message: 'Choose the kind of item.',
    path: ['item_type'],
  });

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off_paise: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_learner: z.number().int().nullable(),
  item_type: z.enum(ITEM_TYPES).nullable(),
  item_id: z.number().int().nullable(),
  /** Paid orders that used it, and unpaid ones holding it now. */
  uses: z.number().int(),
  held: z.number().int(),
  created_at: z.string(),
});

export type Coupon = z.infer<typeof couponSchema>;
