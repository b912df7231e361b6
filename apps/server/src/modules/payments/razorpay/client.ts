import type { z } from 'zod';
import type { RazorpayConfig } from '../../../config';
import {
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  razorpayCollectionSchema,
  razorpayErrorBodySchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
} from './entities';
import { RazorpayError } from './provider-error';

/** A learner waits on these calls at checkout: past this, the call is abandoned as unreachable. */
const DEFAULT_TIMEOUT_MS = 10_000;

type Notes = Record<string, string>;

export interface RazorpayClient {
  /** POST /orders: an order for `amount` paise (at least 100) in INR; `receipt` (at most 40 characters) is our order id. */
  createOrder(input: { amount: number; receipt: string; notes?: Notes }): Promise<RazorpayOrder>;
  /** GET /orders/{id}/payments: every attempt at paying the order, failed ones included. */
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  /** POST /payments/{id}/refund: `amount` paise of a captured payment back to the payer. */
  refundPayment(
    paymentId: string,
    input: { amount: number; receipt?: string; notes?: Notes },
  ): Promise<RazorpayRefund>;
}

/**
 * A small typed client of Razorpay's REST API over fetch, pointed at `apiUrl` (the stand-in in tests).
 * Why not the official package: docs/decisions/razorpay-client.md. Every failure is a RazorpayError.
 */
export function createRazorpayClient(settings: {
  apiUrl: RazorpayConfig['apiUrl'];
  keys: NonNullable<RazorpayConfig['keys']>;
  timeoutMs?: number;
}): RazorpayClient {
  const { apiUrl, keys, timeoutMs = DEFAULT_TIMEOUT_MS } = settings;
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  async function call<T extends z.ZodType>(
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    answer: T,
    body?: object,
  ): Promise<z.output<T>> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch {
      // Refused connection, DNS, TLS, or the timeout (while waiting for the headers or the body).
      throw new RazorpayError(operation, 'unreachable');
    }
    const json = parseJson(text);
    if (!response.ok) {
      const error = razorpayErrorBodySchema.safeParse(json).data?.error;
      const provider = { status: response.status, code: error?.code, description: error?.description };
      if (response.status === 401) throw new RazorpayError(operation, 'unauthorized', provider);
      if (response.status < 500 && error) throw new RazorpayError(operation, 'refused', provider);
      throw new RazorpayError(operation, 'failed', provider);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayError(operation, 'failed', {
        status: response.status,
        description: `unexpected answer: ${parsed.error.issues[0]?.message ?? 'not JSON'}`,
      });
    }
    return parsed.data;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    createOrder: ({ amount, receipt, notes }) =>
      call('create order', 'POST', '/orders', razorpayOrderSchema, {
        amount,
        currency: 'INR',
        receipt,
        ...(notes && { notes }),
      }),
    fetchOrderPayments: async (orderId) =>
      (
        await call(
          'fetch order payments',
          'GET',
          `/orders/${id(orderId)}/payments`,
          razorpayCollectionSchema(razorpayPaymentSchema),
        )
      ).items,
    refundPayment: (paymentId, { amount, receipt, notes }) =>
      call('refund payment', 'POST', `/payments/${id(paymentId)}/refund`, razorpayRefundSchema, {
        amount,
        ...(receipt && { receipt }),
        ...(notes && { notes }),
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
