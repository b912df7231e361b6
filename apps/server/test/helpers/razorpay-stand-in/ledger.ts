import { createHmac, randomBytes } from 'node:crypto';

// Razorpay's orders, payments and refunds as its API shows them (https://razorpay.com/docs/api/), kept
// in memory with the rules of theirs our code meets: an order's amount of at least 100 paise, a receipt
// of at most 40 characters, refunds of captured payments only and never beyond what is left.

type Notes = Record<string, string>;

export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  email: string;
  contact: string;
  notes: Notes | [];
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Notes | [];
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

/** How a test (or the fake Checkout's buttons) pays an order. */
export interface PayOptions {
  /** captured (default), authorized but not captured, or failed (a declined card). */
  outcome?: 'captured' | 'authorized' | 'failed';
  /** Paise taken; the order's amount unless a test wants another one. */
  amount?: number;
  method?: string;
}

/** What Checkout hands the page's `handler` after a payment (or its `payment.failed` listeners). */
export type CheckoutAnswer =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | {
      error: {
        code: string;
        description: string;
        source: string;
        step: string;
        reason: string;
        metadata: { order_id: string; payment_id: string };
      };
    };

/** Razorpay's refusal: an HTTP status and its error body. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {}

  get body() {
    return {
      error: {
        code: this.code,
        description: this.description,
        source: 'business',
        reason: 'input_validation_failed',
      },
    };
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 letters or digits. */
export const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;

const now = () => Math.floor(Date.now() / 1000);

/** Checkout's signature, computed here as Razorpay does, independently of the server's check. */
const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

export class Ledger {
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  readonly refunds = new Map<string, StandInRefund>();

  createOrder(body: {
    amount?: unknown;
    currency?: unknown;
    receipt?: unknown;
    notes?: unknown;
  }): StandInOrder {
    const { amount, currency, receipt, notes } = body;
    if (!Number.isSafeInteger(amount)) throw new Refusal(400, 'The amount must be an integer.');
    if ((amount as number) < 100) throw new Refusal(400, 'The amount must be atleast INR 1.00');
    if (currency !== 'INR') throw new Refusal(400, 'Currency is not supported');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      throw new Refusal(400, 'receipt: The receipt may not be greater than 40 characters.');
    }
    const order: StandInOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount: amount as number,
      amount_paid: 0,
      amount_due: amount as number,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      status: 'created',
      attempts: 0,
      notes: checkNotes(notes),
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): StandInOrder {
    const order = this.orders.get(id);
    if (!order) throw new Refusal(400, 'The id provided does not exist');
    return order;
  }

  orderPayments(orderId: string): StandInPayment[] {
    this.order(orderId);
    return [...this.payments.values()].filter((p) => p.order_id === orderId).reverse();
  }

  pay(orderId: string, { outcome = 'captured', amount, method = 'upi' }: PayOptions = {}): StandInPayment {
    const order = this.order(orderId);
    if (order.status === 'paid') throw new Refusal(400, 'Order has already been paid');
    const failed = outcome === 'failed';
    const payment: StandInPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: amount ?? order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      method,
      captured: outcome === 'captured',
      amount_refunded: 0,
      refund_status: null,
      email: 'learner@example.com',
      contact: '+919876543210',
      notes: order.notes,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment processing failed because of incorrect OTP' : null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    if (payment.captured) {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      if (order.amount_due === 0) order.status = 'paid';
    }
    return payment;
  }

  refund(paymentId: string, body: { amount?: unknown; receipt?: unknown; notes?: unknown }): StandInRefund {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Refusal(400, 'The id provided does not exist');
    if (!payment.captured) throw new Refusal(400, 'The payment has not been captured');
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount ?? left;
    if (!Number.isSafeInteger(amount) || (amount as number) < 100) {
      throw new Refusal(400, 'The refund amount must be atleast INR 1.00');
    }
    if ((amount as number) > left)
      throw new Refusal(400, 'The refund amount provided is greater than amount captured');
    const refund: StandInRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount: amount as number,
      currency: payment.currency,
      payment_id: payment.id,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      notes: checkNotes(body.notes),
      status: 'processed',
      created_at: now(),
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += refund.amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return refund;
  }

  /** What Checkout gives the page for this payment: the signed ids, or the error. */
  checkoutAnswer(payment: StandInPayment, keySecret: string): CheckoutAnswer {
    if (payment.status === 'failed') {
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: payment.error_description ?? 'Payment failed',
          source: 'customer',
          step: 'payment_authentication',
          reason: 'payment_failed',
          metadata: { order_id: payment.order_id, payment_id: payment.id },
        },
      };
    }
    return {
      razorpay_order_id: payment.order_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(keySecret, payment.order_id, payment.id),
    };
  }
}

/** Razorpay answers empty notes as `[]`; at most 15 of them. */
function checkNotes(notes: unknown): Notes | [] {
  if (notes === undefined || notes === null) return [];
  if (typeof notes !== 'object' || Array.isArray(notes) || Object.keys(notes).length > 15) {
    throw new Refusal(400, 'notes: The notes may not have more than 15 items.');
  }
  return Object.keys(notes).length === 0 ? [] : (notes as Notes);
}
