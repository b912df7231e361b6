import { z } from 'zod';

// The parts of Razorpay's entities the payments module reads (https://razorpay.com/docs/api/),
// checked on arrival: an answer of another shape is Razorpay's fault, reported as such, not a crash
// later. Other fields are dropped. Amounts are integer paise; times are Unix seconds.

const paise = z.number().int().min(0);
const unixSeconds = z.number().int();

export const razorpayOrderSchema = z.object({
  id: z.string().startsWith('order_'),
  entity: z.literal('order'),
  amount: paise,
  amount_paid: paise,
  amount_due: paise,
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  created_at: unixSeconds,
});

export const razorpayPaymentSchema = z.object({
  id: z.string().startsWith('pay_'),
  entity: z.literal('payment'),
  amount: paise,
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  /** card, netbanking, wallet, emi, upi, … */
  method: z.string(),
  captured: z.boolean(),
  amount_refunded: paise,
  refund_status: z.enum(['partial', 'full']).nullable(),
  email: z.string().nullish(),
  contact: z.string().nullish(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  created_at: unixSeconds,
});

export const razorpayRefundSchema = z.object({
  id: z.string().startsWith('rfnd_'),
  entity: z.literal('refund'),
  amount: paise,
  currency: z.string(),
  payment_id: z.string(),
  receipt: z.string().nullish(),
  status: z.enum(['pending', 'processed', 'failed']),
  created_at: unixSeconds,
});

export const razorpayCollectionSchema = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal('collection'), count: z.number().int(), items: z.array(item) });

/** Razorpay's error body: `{ error: { code, description, … } }`. */
export const razorpayErrorBodySchema = z.object({
  error: z.object({ code: z.string(), description: z.string() }),
});

export type RazorpayOrder = z.output<typeof razorpayOrderSchema>;
export type RazorpayPayment = z.output<typeof razorpayPaymentSchema>;
export type RazorpayRefund = z.output<typeof razorpayRefundSchema>;
