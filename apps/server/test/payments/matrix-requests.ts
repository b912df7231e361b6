import { couponRoutes, paymentRoutes, razorpayWebhookRoutes, routeUrl } from '@skillpath/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../helpers/app';
import { type RazorpayStandIn, startRazorpayStandIn } from '../helpers/razorpay-stand-in';
import { registerLearner, signInAdmin } from '../helpers/users';
import { addWorkshop } from './fixtures';

/**
 * Working requests for the payment routes, for the suites that walk the whole route table (the
 * authorization matrix, the fuzzer). Their app talks to a Razorpay stand-in (`razorpayEnv`), so the
 * callback and webhook routes can succeed as they would in production.
 */
let standIn: RazorpayStandIn | undefined;

/** The environment of an app whose payments go through this worker's stand-in (started once). */
export async function razorpayEnv() {
  standIn ??= await startRazorpayStandIn();
  return standIn.env;
}

export const closeRazorpayStandIn = async () => {
  await standIn?.close();
  standIn = undefined;
};

/**
 * A priced item nobody has bought yet: a new workshop each time, so the same owner can buy, pay for
 * and be refunded one item after another without ever owning the next one already.
 */
async function freshItem(t: TestApp) {
  return { item_type: 'workshop', item_id: await addWorkshop(t, 1_200, 1_000) } as const;
}

/** An order of `owner` (a new learner when none is given) waiting for its payment. */
async function awaitingOrder(t: TestApp, owner?: { token: string }) {
  const buyer = owner ?? (await registerLearner(t));
  const res = await t.call({
    method: 'POST',
    url: routeUrl(paymentRoutes.checkout),
    token: buyer.token,
    payload: await freshItem(t),
  });
  if (res.statusCode !== 201) throw new Error(`fixture checkout failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    order: { id: number; total_paise: number };
    payment: { razorpay_order_id?: string };
  };
}

/** A paid order of `owner`, paid at the desk; with `refunded`, half of it refunded. */
async function paidOrder(t: TestApp, owner?: { token: string }, refunded = false) {
  const { order } = await awaitingOrder(t, owner);
  const admin = await signInAdmin(t);
  const paid = await t.call({
    method: 'POST',
    url: routeUrl(paymentRoutes.recordPayment, { id: order.id }),
    token: admin.token,
    payload: { method: 'cash', amount_paise: order.total_paise },
  });
  type Paid = { id: number; invoice_number: string; credit_notes: { number: string }[] };
  if (!refunded) return paid.json() as Paid;
  const res = await t.call({
    method: 'POST',
    url: routeUrl(paymentRoutes.refund, { id: order.id }),
    token: admin.token,
    payload: { amount_paise: 100, reason: 'Fixture' },
  });
  return res.json() as Paid;
}

type Owner = { token: string };
type Build = (t: TestApp, owner: Owner) => Promise<InjectOptions>;
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Learner and public payment routes: each succeeds for `owner` (another learner's order is refused). */
export const paymentRequests: Record<string, { build: Build }> = {
  [key(paymentRoutes.checkout)]: {
    build: async (t) => ({
      method: 'POST',
      url: routeUrl(paymentRoutes.checkout),
      payload: await freshItem(t),
    }),
  },
  [key(paymentRoutes.myOrders)]: {
    build: async () => ({ method: 'GET', url: routeUrl(paymentRoutes.myOrders) }),
  },
  [key(paymentRoutes.order)]: {
    build: async (t, owner) => ({
      method: 'GET',
      url: routeUrl(paymentRoutes.order, { id: (await awaitingOrder(t, owner)).order.id }),
    }),
  },
  [key(paymentRoutes.cancelMine)]: {
    build: async (t, owner) => ({
      method: 'POST',
      url: routeUrl(paymentRoutes.cancelMine, { id: (await awaitingOrder(t, owner)).order.id }),
    }),
  },
  [key(paymentRoutes.razorpayVerify)]: {
    build: async (t, owner) => {
      const { payment } = await awaitingOrder(t, owner);
      if (!standIn || !payment.razorpay_order_id)
        throw new Error('the app has no Razorpay stand-in (razorpayEnv)');
      return {
        method: 'POST',
        url: routeUrl(paymentRoutes.razorpayVerify),
        payload: standIn.pay(payment.razorpay_order_id).answer,
      };
    },
  },
  [key(paymentRoutes.invoicePdf)]: {
    build: async (t, owner) => ({
      method: 'GET',
      url: routeUrl(paymentRoutes.invoicePdf, { number: (await paidOrder(t, owner)).invoice_number }),
    }),
  },
  [key(paymentRoutes.creditNotePdf)]: {
    build: async (t, owner) => ({
      method: 'GET',
      url: routeUrl(paymentRoutes.creditNotePdf, {
        number: (await paidOrder(t, owner, true)).credit_notes[0]!.number,
      }),
    }),
  },
  [key(razorpayWebhookRoutes.webhook)]: {
    build: async (t) => {
      const { payment } = await awaitingOrder(t);
      if (!standIn || !payment.razorpay_order_id)
        throw new Error('the app has no Razorpay stand-in (razorpayEnv)');
      standIn.pay(payment.razorpay_order_id);
      const event = standIn.events.findLast((e) => e.body.includes(payment.razorpay_order_id!))!;
      let request: InjectOptions | undefined;
      await standIn.deliverWebhooks([event], {
        target: async ({ headers, body }) => {
          request = { method: 'POST', url: routeUrl(razorpayWebhookRoutes.webhook), headers, payload: body };
          return 200;
        },
      });
      return request!;
    },
  },
};

/** What another learner and an admin meet on routes that check the order is the caller's. */
export const paymentServiceChecks: Record<string, Partial<Record<'other learner' | 'admin', 403>>> = {
  [key(paymentRoutes.order)]: { 'other learner': 403 },
  [key(paymentRoutes.cancelMine)]: { 'other learner': 403, admin: 403 },
  [key(paymentRoutes.razorpayVerify)]: { 'other learner': 403, admin: 403 },
  [key(paymentRoutes.invoicePdf)]: { 'other learner': 403 },
  [key(paymentRoutes.creditNotePdf)]: { 'other learner': 403 },
};

let couponSerial = 0;
const couponBody = () => ({
  code: `MATRIX${Date.now().toString(36).toUpperCase()}${++couponSerial}`,
  percent_off: 10,
});
async function coupon(t: TestApp) {
  const admin = await signInAdmin(t);
  return (
    await t.call({
      method: 'POST',
      url: routeUrl(couponRoutes.create),
      token: admin.token,
      payload: couponBody(),
    })
  ).json().id as number;
}

/** Admin payment routes, each a request that succeeds for an admin. */
export const paymentAdminRequests: Record<string, (t: TestApp) => Promise<InjectOptions>> = {
  [key(paymentRoutes.adminList)]: async () => ({ method: 'GET', url: routeUrl(paymentRoutes.adminList) }),
  [key(paymentRoutes.adminExport)]: async () => ({ method: 'GET', url: routeUrl(paymentRoutes.adminExport) }),
  [key(paymentRoutes.recordPayment)]: async (t) => {
    const { order } = await awaitingOrder(t);
    return {
      method: 'POST',
      url: routeUrl(paymentRoutes.recordPayment, { id: order.id }),
      payload: { method: 'upi', amount_paise: order.total_paise, reference: 'UTR123' },
    };
  },
  [key(paymentRoutes.refund)]: async (t) => ({
    method: 'POST',
    url: routeUrl(paymentRoutes.refund, { id: (await paidOrder(t)).id }),
    payload: { amount_paise: 100, reason: 'Goodwill' },
  }),
  [key(paymentRoutes.cancel)]: async (t) => ({
    method: 'POST',
    url: routeUrl(paymentRoutes.cancel, { id: (await awaitingOrder(t)).order.id }),
  }),
  [key(razorpayWebhookRoutes.reconcile)]: async () => ({
    method: 'POST',
    url: routeUrl(razorpayWebhookRoutes.reconcile),
  }),
  [key(couponRoutes.list)]: async () => ({ method: 'GET', url: routeUrl(couponRoutes.list) }),
  [key(couponRoutes.create)]: async () => ({
    method: 'POST',
    url: routeUrl(couponRoutes.create),
    payload: couponBody(),
  }),
  [key(couponRoutes.update)]: async (t) => ({
    method: 'PUT',
    url: routeUrl(couponRoutes.update, { id: await coupon(t) }),
    payload: couponBody(),
  }),
  [key(couponRoutes.remove)]: async (t) => ({
    method: 'DELETE',
    url: routeUrl(couponRoutes.remove, { id: await coupon(t) }),
  }),
};
