import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage, checkoutScript } from './checkout-page';
import { type CheckoutAnswer, Ledger, type PayOptions, Refusal, type StandInPayment } from './ledger';
import {
  type DeliveryOptions,
  deliver,
  type StandInEvent,
  type WebhookTarget,
  webhookEvent,
} from './webhooks';

export type { StandInEvent, WebhookTarget } from './webhooks';

/** The stand-in's account: the same in a process that starts it and one that only configures a server for it. */
export const STAND_IN_ACCOUNT = {
  keyId: 'rzp_test_StandIn0000001',
  keySecret: 'stand-in-key-secret',
  webhookSecret: 'stand-in-webhook-secret',
};

/** The server's environment for a stand-in at `origin` (started with the default account). */
export const standInServerEnv = (origin: string, account = STAND_IN_ACCOUNT) => ({
  RAZORPAY_KEY_ID: account.keyId,
  RAZORPAY_KEY_SECRET: account.keySecret,
  RAZORPAY_WEBHOOK_SECRET: account.webhookSecret,
  RAZORPAY_API_URL: `${origin}/v1`,
  RAZORPAY_CHECKOUT_URL: `${origin}/v1/checkout.js`,
});

export interface StandInOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** 0 (default) for any free port. */
  port?: number;
  /** Where each event goes as it happens (as Razorpay sends them); without one, only when delivered. */
  webhookTarget?: WebhookTarget;
}

/** What an API call meets instead of an answer: an error status, or no answer at all. */
export type Fault = { status: number } | 'hang';

/**
 * A local Razorpay for tests, benchmarks and journeys: the API paths the server calls (basic auth with
 * the key pair), Checkout's script and page, signed webhooks, and controls under /_stand-in/ (pay an
 * order, read the state, deliver webhooks) for a test in another process (control.ts).
 */
export async function startRazorpayStandIn(options: StandInOptions = {}) {
  const {
    keyId = STAND_IN_ACCOUNT.keyId,
    keySecret = STAND_IN_ACCOUNT.keySecret,
    webhookSecret = STAND_IN_ACCOUNT.webhookSecret,
  } = options;
  const ledger = new Ledger();
  /** Every event, oldest first. */
  const events: StandInEvent[] = [];
  const faults: Fault[] = [];
  /** Events sent as they happen go one at a time, in order (a test reorders them on demand). */
  let deliveries: Promise<unknown> = Promise.resolve();

  function record(created: StandInEvent[]) {
    events.push(...created);
    const target = options.webhookTarget;
    if (target && created.length > 0) {
      // As with Razorpay, a failed delivery fails nobody's request; the test sees it in the server's state.
      deliveries = deliveries.then(() => deliver(target, webhookSecret, created).catch(() => []));
    }
  }

  const standIn = {
    keyId,
    keySecret,
    webhookSecret,
    ledger,
    events,
    /** Filled once listening. */
    origin: '',
    /** The server's environment for talking to this stand-in (createTestApp's `env`). */
    get env() {
      return standInServerEnv(standIn.origin, { keyId, keySecret, webhookSecret });
    },
    get apiUrl() {
      return standIn.env.RAZORPAY_API_URL;
    },
    get checkoutUrl() {
      return standIn.env.RAZORPAY_CHECKOUT_URL;
    },

    /**
     * Pays an order as a learner in Checkout would: records the payment and its events
     * (payment.captured and, once the order is paid in full, order.paid; payment.authorized;
     * payment.failed) and returns what Checkout hands the page.
     */
    pay(orderId: string, pay?: PayOptions): { payment: StandInPayment; answer: CheckoutAnswer } {
      const payment = ledger.pay(orderId, pay);
      const order = ledger.order(orderId);
      record(
        payment.status === 'captured'
          ? [
              webhookEvent('payment.captured', { payment }),
              ...(order.status === 'paid' ? [webhookEvent('order.paid', { payment, order })] : []),
            ]
          : [webhookEvent(`payment.${payment.status}`, { payment })],
      );
      return { payment, answer: ledger.checkoutAnswer(payment, keySecret) };
    },

    /** Sends events (by default all so far) to `target`, or the stand-in's own webhook target. */
    deliverWebhooks(
      selected: readonly StandInEvent[] = events,
      delivery: DeliveryOptions & { target?: WebhookTarget } = {},
    ) {
      const target = delivery.target ?? options.webhookTarget;
      if (!target) throw new Error('no webhook target: give one to startRazorpayStandIn or deliverWebhooks');
      return deliver(target, webhookSecret, selected, delivery);
    },

    /** The next API calls meet these faults, one each, in order. */
    failNextCalls(...next: Fault[]) {
      faults.push(...next);
    },

    /** Waits for the webhooks sent as events happened. */
    async settled() {
      await deliveries;
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function api(request: IncomingMessage, response: ServerResponse, path: string[]) {
    const fault = faults.shift();
    if (fault === 'hang') return;
    if (fault)
      return send(response, fault.status, {
        error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
      });
    if (
      request.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
    ) {
      throw new Refusal(401, 'Authentication failed');
    }
    const route = `${request.method} ${path.map((part, i) => (i % 2 === 1 ? ':id' : part)).join('/')}`;
    const id = decodeURIComponent(path[1] ?? '');
    switch (route) {
      case 'POST orders':
        return send(response, 200, ledger.createOrder(await readJson(request)));
      case 'GET orders/:id':
        return send(response, 200, ledger.order(id));
      case 'GET orders/:id/payments': {
        const items = ledger.orderPayments(id);
        return send(response, 200, { entity: 'collection', count: items.length, items });
      }
      case 'POST payments/:id/refund': {
        const refund = ledger.refund(id, await readJson(request));
        const payment = ledger.payments.get(id);
        record([webhookEvent('refund.processed', { refund, payment })]);
        return send(response, 200, refund);
      }
      default:
        throw new Refusal(400, 'The requested URL was not found on the server.');
    }
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string[], url: URL) {
    const route = `${request.method} ${path.map((part, i) => (i === 1 && path[0] === 'orders' ? ':id' : part)).join('/')}`;
    switch (route) {
      case 'GET checkout': {
        const orderId = url.searchParams.get('order_id') ?? '';
        const order = ledger.orders.get(orderId);
        const problem =
          url.searchParams.get('key') !== keyId
            ? 'The key id given to Checkout is not this account’s.'
            : !order
              ? 'No such order.'
              : order.status === 'paid'
                ? 'This order is already paid.'
                : undefined;
        const page = checkoutPage({
          problem,
          orderId,
          amount: order?.amount ?? 0,
          name: url.searchParams.get('name') ?? '',
          description: url.searchParams.get('description') ?? '',
          parent: url.searchParams.get('parent') ?? '*',
        });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
        return;
      }
      case 'POST orders/:id/pay':
        return send(
          response,
          200,
          standIn.pay(decodeURIComponent(path[1]!), (await readJson(request)) as PayOptions).answer,
        );
      case 'GET state':
        return send(response, 200, {
          orders: [...ledger.orders.values()],
          payments: [...ledger.payments.values()],
          refunds: [...ledger.refunds.values()],
          events: events.map(({ id, name }) => ({ id, name })),
        });
      case 'POST webhooks': {
        const { event_ids, ...delivery } = (await readJson(request)) as DeliveryOptions & {
          event_ids?: string[];
        };
        const selected = event_ids ? events.filter((e) => event_ids.includes(e.id)) : events;
        return send(response, 200, await standIn.deliverWebhooks(selected, delivery));
      }
      default:
        throw new Refusal(404, 'No such control.');
    }
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [root, ...path] = url.pathname.split('/').filter(Boolean);
    try {
      if (request.method === 'GET' && url.pathname === '/v1/checkout.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(checkoutScript);
      } else if (root === 'v1') {
        await api(request, response, path);
      } else if (root === '_stand-in') {
        await control(request, response, path, url);
      } else {
        throw new Refusal(404, 'Not found.');
      }
    } catch (error) {
      if (error instanceof Refusal) send(response, error.status, error.body);
      else send(response, 500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const value = text ? JSON.parse(text) : {};
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  } catch {}
  throw new Refusal(400, 'The request body is not a JSON object.');
}
