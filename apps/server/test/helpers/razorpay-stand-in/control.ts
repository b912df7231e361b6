import type { CheckoutAnswer, PayOptions, StandInOrder, StandInPayment, StandInRefund } from './ledger';
import type { DeliveryOptions } from './webhooks';

/**
 * The stand-in's controls over HTTP, for a test in another process than the one that started it
 * (a Playwright worker; the stand-in runs in the runner, e2e/support/razorpay.ts).
 */
export function razorpayStandInControl(origin: string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetch(`${origin}/_stand-in/${path}`, {
      method,
      ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const answer = await response.json();
    if (!response.ok)
      throw new Error(`stand-in ${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer as T;
  }
  return {
    pay: (orderId: string, options: PayOptions = {}) =>
      call<CheckoutAnswer>('POST', `orders/${encodeURIComponent(orderId)}/pay`, options),
    state: () =>
      call<{
        orders: StandInOrder[];
        payments: StandInPayment[];
        refunds: StandInRefund[];
        events: { id: string; name: string }[];
      }>('GET', 'state'),
    /** Delivers the events named (by default all) to the stand-in's webhook target. */
    deliverWebhooks: (delivery: DeliveryOptions & { event_ids?: string[] } = {}) =>
      call<{ id: string; name: string; status: number }[]>('POST', 'webhooks', delivery),
  };
}
