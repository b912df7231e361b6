/**
 * What the payments module asks of Razorpay (docs/decisions/razorpay-client.md): create an order,
 * read an order's payments, refund, and check the signatures of Checkout and of webhooks.
 */
export interface ProviderPayment {
  id: string;
  amountPaise: number;
  status: string;
  method: string;
  raw: unknown;
}

export interface RazorpayGateway {
  keyId: string;
  checkoutUrl: string;
  createOrder(order: { amountPaise: number; receipt: string }): Promise<{ id: string }>;
  paymentsOf(razorpayOrderId: string): Promise<ProviderPayment[]>;
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<{ id: string }>;
  checkoutSignatureValid(razorpayOrderId: string, paymentId: string, signature: string): boolean;
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}
