import { profileMessages } from '@skillpath/contract';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api';

/** The account belongs to someone else (the server answers 403 unless the caller is an admin). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

/** A failure a second try may fix: no answer, or a server error. */
export function isRetriable(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
}

/** Spec 000 §8 User data: 404, no connection (status 0), anything else. */
export function userDataErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return profileMessages.dataNotFound;
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  }
  return profileMessages.fetchFailed;
}

/** A path id must be a positive whole number; anything else never reaches the server. */
export function parsePathId(raw: string | undefined): string | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
}
