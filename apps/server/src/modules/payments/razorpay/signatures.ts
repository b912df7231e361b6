import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Compared in constant time, so a forger learns nothing from how long a wrong guess took to refuse. */
function matches(secret: string, signed: string | Buffer, signature: string | undefined): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(signed).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * The browser's word that an order was paid (Checkout's handler gets `razorpay_order_id`,
 * `razorpay_payment_id` and `razorpay_signature`): the signature is the HMAC-SHA256, hex, of
 * `order_id|payment_id` keyed with the key secret, which only Razorpay and we hold.
 */
export function verifyCheckoutSignature(
  answer: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return matches(keySecret, `${answer.orderId}|${answer.paymentId}`, answer.signature);
}

/**
 * A webhook's `X-Razorpay-Signature`: the HMAC-SHA256, hex, of the body exactly as sent, keyed with
 * the webhook secret. Checked over the raw bytes (lib/raw-json-body.ts): JSON parsed and written again
 * need not be the same bytes.
 */
export function verifyWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  return matches(webhookSecret, rawBody, signature);
}
