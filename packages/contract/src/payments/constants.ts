/** The causes the payment endpoints answer with, beside their messages. */
export const paymentErrorCodes = {
  /** Razorpay was unreachable, slow, refused the call or answered something unexpected (a 502). */
  providerError: 'payment_provider_error',
} as const;

export const paymentMessages = {
  providerUnreachable:
    'Razorpay could not be reached or did not answer in time. Please try again in a minute.',
  providerRefusedKeys:
    "Online payment is not set up correctly: Razorpay refused the institute's API keys. Please pay at the desk or try again later.",
  providerRefused: (description: string) => `Razorpay refused the request: ${description}`,
  providerFailed: 'Razorpay could not complete the request. Please try again in a minute.',
} as const;
