import { catalogueMessages } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/**
 * Texts of the list page that spec 000 does not word. They follow the spec's pattern ('Failed to load
 * … Please try again.'); they belong in the contract's catalogueMessages once the server uses them.
 */
export const internshipListMessages = {
  loading: 'Loading internships...',
  failed: 'Failed to load internships. Please try again.',
  none: 'No internships are open right now. Please check back soon.',
  noMatch: 'No internships match your filters.',
  noMatchHint: 'Try other words, another category, or clear the filters.',
} as const;

/** A server that cannot be reached says so (spec 000 §8, status 0); anything else uses `fallback`. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status === 0
    ? catalogueMessages.backendUnreachable
    : fallback;
}
