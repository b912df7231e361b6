import { catalogueMessages } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/** Spec 000 §8: what a person reads when a course cannot be loaded. */
export function courseLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return catalogueMessages.courseNotFound;
    if (error.status === 0) return catalogueMessages.backendUnreachable;
    // The server refuses a title it cannot look up (blank or too long) with 400.
    if (error.status === 400) return catalogueMessages.invalidCourseId;
  }
  return catalogueMessages.courseDetailsFailed;
}

/** A retry can help only when the course may exist: not for a 404 or a refused id. */
export function isRetriable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400));
}
