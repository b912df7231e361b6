import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  verifyCheckoutSignature,
  verifyWebhookSignature,
} from '../../src/modules/payments/razorpay/signatures';

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

describe('verifyCheckoutSignature', () => {
  const answer = { orderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_IluHBpCmBG6Cqy' };
  const signature = hmac('key-secret', `${answer.orderId}|${answer.paymentId}`);

  it('accepts the HMAC-SHA256 of order_id|payment_id keyed with the key secret', () => {
    expect(verifyCheckoutSignature({ ...answer, signature }, 'key-secret')).toBe(true);
    expect(verifyCheckoutSignature({ ...answer, signature: signature.toUpperCase() }, 'key-secret')).toBe(
      true,
    );
  });

  it('refuses another secret, another payment or order, and signatures that are not 64 hex digits', () => {
    expect(verifyCheckoutSignature({ ...answer, signature }, 'other-secret')).toBe(false);
    expect(
      verifyCheckoutSignature({ ...answer, paymentId: 'pay_Other000000000', signature }, 'key-secret'),
    ).toBe(false);
    expect(
      verifyCheckoutSignature({ ...answer, orderId: 'order_Other00000000', signature }, 'key-secret'),
    ).toBe(false);
    // The two ids swapped sign another text.
    expect(
      verifyCheckoutSignature(
        { orderId: answer.paymentId, paymentId: answer.orderId, signature },
        'key-secret',
      ),
    ).toBe(false);
    for (const bad of ['', signature.slice(0, 63), `${signature}00`, `${signature.slice(0, 62)}zz`]) {
      expect(verifyCheckoutSignature({ ...answer, signature: bad }, 'key-secret')).toBe(false);
    }
  });
});

describe('verifyWebhookSignature', () => {
  const body = '{"entity":"event","event":"payment.captured","payload":{"note":"₹ ठीक"}}';
  const signature = hmac('webhook-secret', body);

  it('accepts the HMAC-SHA256 of the raw body keyed with the webhook secret', () => {
    expect(verifyWebhookSignature(Buffer.from(body), signature, 'webhook-secret')).toBe(true);
  });

  it('refuses the same JSON written again, another secret, and a missing header', () => {
    const rewritten = JSON.stringify(JSON.parse(body), null, 1);
    expect(verifyWebhookSignature(Buffer.from(rewritten), signature, 'webhook-secret')).toBe(false);
    expect(verifyWebhookSignature(Buffer.from(body), signature, 'key-secret')).toBe(false);
    expect(verifyWebhookSignature(Buffer.from(body), undefined, 'webhook-secret')).toBe(false);
  });
});
