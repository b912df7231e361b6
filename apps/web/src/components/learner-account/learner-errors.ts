import { commonErrorCodes } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/** The account belongs to someone else (the server answers 403 unless the caller is an admin). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === commonErrorCodes.forbidden;
}

/** A failure a second try may fix: no answer, or a server error. */
export function isRetriable(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
}

/** A path id must be a positive whole number; anything else never reaches the server. */
export function parsePathId(raw: string | undefined): string | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
}
