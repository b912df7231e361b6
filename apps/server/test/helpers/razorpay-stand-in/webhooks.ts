import { createHmac } from 'node:crypto';
import { razorpayId, type StandInOrder, type StandInPayment, type StandInRefund } from './ledger';

/** One event as Razorpay would send it: its id (the X-Razorpay-Event-Id header) and the body's bytes. */
export interface StandInEvent {
  id: string;
  name: string;
  body: string;
}

/** Where webhooks go: a URL, or a function (an API test hands them to `app.inject`). */
export type WebhookTarget =
  | string
  | ((request: { headers: Record<string, string>; body: string }) => Promise<number>);

export interface DeliveryOptions {
  /** Each event sent this many times (a retry Razorpay makes when an answer is lost). */
  times?: number;
  /** Sent as created, newest first, or shuffled (Razorpay promises no order). */
  order?: 'as-created' | 'reversed' | 'shuffled';
  /** Another X-Razorpay-Event-Id than the event's own. */
  eventId?: string;
  /** Another X-Razorpay-Signature than the right one (a forgery). */
  signature?: string;
}

const webhookSignature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** The event's body: Razorpay's envelope around snapshots of the entities (copied as they are now). */
export function webhookEvent(
  name: string,
  entities: { payment?: StandInPayment; order?: StandInOrder; refund?: StandInRefund },
): StandInEvent {
  const payload = Object.fromEntries(
    Object.entries(entities)
      .filter(([, entity]) => entity)
      .map(([key, entity]) => [key, { entity: structuredClone(entity) }]),
  );
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_StandIn0000001',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  return { id: razorpayId('evt'), name, body };
}

/** Sends events one after another (in the order asked); resolves with each delivery's HTTP status. */
export async function deliver(
  target: WebhookTarget,
  secret: string,
  events: readonly StandInEvent[],
  { times = 1, order = 'as-created', eventId, signature }: DeliveryOptions = {},
): Promise<{ id: string; name: string; status: number }[]> {
  let queue = events.flatMap((event) => Array.from({ length: times }, () => event));
  if (order === 'reversed') queue = queue.reverse();
  if (order === 'shuffled') queue = shuffle(queue);
  const results = [];
  for (const event of queue) {
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Razorpay-Webhook/v1',
      'x-razorpay-event-id': eventId ?? event.id,
      'x-razorpay-signature': signature ?? webhookSignature(secret, event.body),
    };
    const status =
      typeof target === 'string'
        ? await post(target, headers, event.body)
        : await target({ headers, body: event.body });
    results.push({ id: headers['x-razorpay-event-id'], name: event.name, status });
  }
  return results;
}

async function post(url: string, headers: Record<string, string>, body: string) {
  const response = await fetch(url, { method: 'POST', headers, body });
  await response.arrayBuffer();
  return response.status;
}

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
