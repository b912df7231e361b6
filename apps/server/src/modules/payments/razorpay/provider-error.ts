import { paymentErrorCodes, paymentMessages } from '@skillpath/contract';
import { AppError } from '../../../errors';

/** What went wrong in a call to Razorpay, for the log and for a caller that branches on it. */
export type RazorpayFailure =
  /** No answer: connection refused, DNS, TLS, or no answer within the timeout. */
  | 'unreachable'
  /** 401: the key id and secret were refused. */
  | 'unauthorized'
  /** Another 4xx: Razorpay refused the request itself (its `description` says why). */
  | 'refused'
  /** A 5xx, or an answer that is not the documented shape. */
  | 'failed';

const DETAIL: Record<Exclude<RazorpayFailure, 'refused'>, string> = {
  unreachable: paymentMessages.providerUnreachable,
  unauthorized: paymentMessages.providerRefusedKeys,
  failed: paymentMessages.providerFailed,
};

/**
 * A call to Razorpay that did not succeed: a 502 with code `payment_provider_error` on the wire (the
 * fault is upstream, never a 500), with Razorpay's status, code and description kept for the log.
 */
export class RazorpayError extends AppError {
  constructor(
    readonly operation: string,
    readonly failure: RazorpayFailure,
    readonly provider: { status?: number; code?: string; description?: string } = {},
  ) {
    super(
      502,
      failure === 'refused'
        ? paymentMessages.providerRefused(provider.description ?? 'no reason given')
        : DETAIL[failure],
    );
    this.code = paymentErrorCodes.providerError;
  }
}
