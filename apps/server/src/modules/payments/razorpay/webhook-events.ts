import { z } from 'zod';
import { razorpayOrderSchema, razorpayPaymentSchema, razorpayRefundSchema } from './entities';

const envelope = {
  entity: z.literal('event'),
  account_id: z.string(),
  contains: z.array(z.string()),
  /** Unix seconds. */
  created_at: z.number().int(),
};
const payment = z.object({ entity: razorpayPaymentSchema });

/**
 * The webhook events the payments module acts on (https://razorpay.com/docs/webhooks/payments/): each
 * payload holds a snapshot of its entities at the time of the event, so a later event may arrive
 * first.
 */
const razorpayWebhookEventSchema = z.discriminatedUnion('event', [
  z.object({ ...envelope, event: z.literal('payment.captured'), payload: z.object({ payment }) }),
  z.object({ ...envelope, event: z.literal('payment.failed'), payload: z.object({ payment }) }),
  z.object({
    ...envelope,
    event: z.literal('order.paid'),
    payload: z.object({ payment, order: z.object({ entity: razorpayOrderSchema }) }),
  }),
  z.object({
    ...envelope,
    event: z.literal('refund.processed'),
    payload: z.object({ refund: z.object({ entity: razorpayRefundSchema }), payment }),
  }),
]);

export type RazorpayWebhookEvent = z.output<typeof razorpayWebhookEventSchema>;

const HANDLED = new Set<string>(razorpayWebhookEventSchema.options.map((o) => o.shape.event.value));

/**
 * Reads a verified webhook's parsed body. An event we do not act on (Razorpay sends whatever the
 * Dashboard subscribes to) is `ignored`, to be acknowledged with a 2xx: anything else is a failed
 * delivery that Razorpay retries for a day and then disables the webhook. A handled event of the
 * wrong shape is `malformed`.
 */
export function readWebhookEvent(
  body: unknown,
):
  | { outcome: 'handled'; event: RazorpayWebhookEvent }
  | { outcome: 'ignored'; name: string }
  | { outcome: 'malformed'; reason: string } {
  const name = z.object({ event: z.string() }).safeParse(body).data?.event;
  if (name === undefined) return { outcome: 'malformed', reason: 'no event name' };
  if (!HANDLED.has(name)) return { outcome: 'ignored', name };
  const parsed = razorpayWebhookEventSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { outcome: 'malformed', reason: `${issue?.path.join('.')}: ${issue?.message}` };
  }
  return { outcome: 'handled', event: parsed.data };
}
