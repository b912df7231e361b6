import type { Order } from '@skillpath/contract';

/** An order of learner 7 as the API answers it: a course at ₹45,000 with GST inside, within Telangana. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    user_id: 7,
    status: 'awaiting_payment',
    item_type: 'course',
    item_id: 3,
    item_title: 'Full Stack Development',
    subtotal_paise: 4_500_000,
    discount_paise: 0,
    taxable_paise: 3_813_559,
    cgst_paise: 343_220,
    sgst_paise: 343_221,
    igst_paise: 0,
    total_paise: 4_500_000,
    refunded_paise: 0,
    gst_rate_percent: 18,
    place_of_supply: '36',
    billing: { name: 'Asha Rao', state_code: '36', gstin: null, address: '' },
    invoice_number: null,
    credit_notes: [],
    payments: [],
    hold_expires_at: '2030-01-15T10:15:00.000Z',
    paid_at: null,
    flag: null,
    created_at: '2030-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The same order once paid, with its invoice number. */
export const paidOrderFixture = (overrides: Partial<Order> = {}) =>
  orderFixture({
    status: 'paid',
    invoice_number: 'SP/29-30/000001',
    hold_expires_at: null,
    paid_at: '2030-01-15T10:05:00.000Z',
    payments: [
      {
        provider: 'razorpay',
        method: 'upi',
        amount_paise: 4_500_000,
        reference: 'pay_StandIn01',
        created_at: '2030-01-15T10:05:00.000Z',
      },
    ],
    ...overrides,
  });
