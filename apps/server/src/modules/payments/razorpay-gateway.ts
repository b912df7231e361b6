import type { RazorpayConfig } from '../../config';
import { createRazorpayClient } from './razorpay/client';
import type { RazorpayPayment } from './razorpay/entities';
import { verifyCheckoutSignature, verifyWebhookSignature } from './razorpay/signatures';

/**
 * What the payments module asks of Razorpay (docs/decisions/razorpay-client.md): create an order,
 * read an order's payments, refund, and check the signatures of Checkout and of webhooks. Undefined
 * when the keys are not set: orders then wait for a desk payment.
 */
export interface RazorpayGateway {
  keyId: string;
  checkoutUrl: string;
  createOrder(order: { amountPaise: number; receipt: string }): Promise<{ id: string }>;
  paymentsOf(razorpayOrderId: string): Promise<RazorpayPayment[]>;
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<{ id: string }>;
  checkoutSignatureValid(razorpayOrderId: string, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
}

export function createRazorpayGateway(config: RazorpayConfig): RazorpayGateway | undefined {
  const { keys, webhookSecret } = config;
  if (!keys) return undefined;
  const client = createRazorpayClient({ apiUrl: config.apiUrl, keys });
  return {
    keyId: keys.keyId,
    checkoutUrl: config.checkoutUrl,
    createOrder: ({ amountPaise, receipt }) => client.createOrder({ amount: amountPaise, receipt }),
    paymentsOf: (orderId) => client.fetchOrderPayments(orderId),
    refund: (paymentId, amountPaise, notes) =>
      client.refundPayment(paymentId, { amount: amountPaise, notes }),
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      verifyCheckoutSignature({ orderId, paymentId, signature }, keys.keySecret),
    // Without a webhook secret no webhook can be trusted: every delivery is refused.
    webhookSignatureValid: (rawBody, signature) =>
      webhookSecret !== undefined && verifyWebhookSignature(rawBody, signature, webhookSecret),
  };
}
