import { catalogueErrorCodes, catalogueMessages, commonErrorCodes } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/** Spec 000 §8: what a person reads when a course cannot be loaded. */
export function courseLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === catalogueErrorCodes.courseNotFound) return catalogueMessages.courseNotFound;
    if (error.status === 0) return catalogueMessages.backendUnreachable;
    // The server refuses a title it cannot look up (blank or too long) as bad input.
    if (error.code === commonErrorCodes.invalidInput) return catalogueMessages.invalidCourseId;
  }
  return catalogueMessages.courseDetailsFailed;
}

/** A retry can help only when the course may exist: not for a 404 or a refused id. */
export function isRetriable(error: unknown): boolean {
  const refused = [catalogueErrorCodes.courseNotFound, commonErrorCodes.invalidInput] as string[];
  return !(error instanceof ApiRequestError && refused.includes(error.code ?? ''));
}
