import { placementErrorCodes as codes, commonErrorCodes, placementMessages } from '@skillpath/contract';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api';

/** What Apply led to: sent, already sent, refused by the 50% rule, or failed. */
export type ApplyOutcome =
  | { kind: 'applied'; message: string }
  | { kind: 'already-applied'; message: string }
  | { kind: 'restricted' }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string };

const APPLY_FAILED = 'Your application could not be sent. Please try again.';

export function applyFailure(error: unknown): ApplyOutcome {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: APPLY_FAILED };
  if (error.code === codes.progressTooLow) return { kind: 'restricted' };
  if (error.code === codes.alreadyApplied)
    return { kind: 'already-applied', message: error.detail ?? placementMessages.alreadyApplied };
  if (error.code === commonErrorCodes.notAuthenticated) return { kind: 'signed-out' };
  if (error.status === 0) return { kind: 'failed', message: NETWORK_ERROR_MESSAGE };
  return { kind: 'failed', message: error.detail ?? APPLY_FAILED };
}
