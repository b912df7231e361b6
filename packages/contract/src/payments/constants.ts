/** What can be bought: each kind of catalogue record that carries a price (docs/glossary.md, "Order"). */
export const ITEM_TYPES = ['course', 'internship', 'workshop', 'program'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * An order's life: it waits for a payment, then is paid; unpaid it is cancelled (by the learner or an
 * admin) or expires with its seat hold; a paid order is refunded wholly or in part.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'cancelled',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How a payment reached the institute: through Razorpay, or at the desk as an admin records it. */
export const PAYMENT_PROVIDERS = ['razorpay', 'manual'] as const;
export const DESK_METHODS = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;
export type DeskMethod = (typeof DESK_METHODS)[number];

/** The causes the payment routes answer with. */
export const paymentErrorCodes = {
  itemNotFound: 'item_not_found',
  freeItem: 'free_item',
  alreadyOwned: 'already_enrolled',
  soldOut: 'sold_out',
  paymentRequired: 'payment_required',
  orderNotFound: 'order_not_found',
  notPayable: 'order_not_payable',
  alreadyPaid: 'already_paid',
  amountMismatch: 'amount_mismatch',
  notRefundable: 'order_not_refundable',
  refundTooLarge: 'refund_exceeds_paid',
  notCancellable: 'order_not_cancellable',
  badSignature: 'bad_signature',
  providerError: 'payment_provider_error',
  providerNotConfigured: 'payment_provider_not_configured',
  documentNotFound: 'document_not_found',
  invalidGstin: 'invalid_gstin',
  billingNotSet: 'billing_not_set',
  couponInvalid: 'coupon_invalid',
  couponExpired: 'coupon_expired',
  couponUsedUp: 'coupon_used_up',
  couponNotApplicable: 'coupon_not_applicable',
  couponNotFound: 'coupon_not_found',
  couponCodeTaken: 'coupon_code_taken',
} as const;

export const paymentMessages = {
  itemNotFound: 'This item is not available.',
  freeItem: 'This item is free: enrol without paying.',
  alreadyOwned: 'You already have this.',
  soldOut: 'Sold out: every seat is taken or held.',
  paymentRequired: 'This item has a fee: complete the checkout to enrol.',
  orderNotFound: 'Order not found.',
  notYours: 'This order is not yours.',
  notPayable: 'This order is not waiting for a payment.',
  alreadyPaid: 'This payment was already recorded.',
  amountMismatch: "The amount does not match the order's total.",
  notRefundable: 'Only a paid order can be refunded.',
  refundTooLarge: 'The refund is more than what is left to refund.',
  notCancellable: 'Only an order waiting for payment can be cancelled.',
  badSignature: 'The payment could not be verified.',
  providerUnreachable:
    'Razorpay could not be reached or did not answer in time. Please try again in a minute.',
  providerRefusedKeys:
    "Online payment is not set up correctly: Razorpay refused the institute's API keys. Please pay at the desk or try again later.",
  providerRefused: (description: string) => `Razorpay refused the request: ${description}`,
  providerFailed: 'Razorpay could not complete the request. Please try again in a minute.',
  providerNotConfigured: 'Online payment is not set up: pay at the desk.',
  documentNotFound: 'Document not found.',
  invalidGstin: 'Enter a valid GSTIN (15 characters, as on the GST certificate).',
  billingNotSet: 'Payments open once the institute has saved its billing settings.',
  couponInvalid: 'This coupon code is not valid.',
  couponExpired: 'This coupon is not valid today.',
  couponUsedUp: 'This coupon has been used as many times as it allows.',
  couponNotApplicable: 'This coupon is not for this item.',
  couponNotFound: 'Coupon not found.',
  couponCodeTaken: 'Another coupon has this code.',
  couponOneDiscount: 'Give either a percent off or an amount off, not both.',
  couponCodePattern: 'Use 3 to 40 letters, digits, - or _.',
  couponDates: 'The end must not be before the start.',
  reasonRequired: 'Give a reason for the refund.',
  amountRequired: 'Enter an amount in paise, 1 or more.',
} as const;

/** Services Accounting Code of commercial training and coaching, printed on every invoice line. */
export const SAC_TRAINING = '999293';
