import { catalogueMessages } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/** Spec 000 §8 "Course fetch": the message for a failed course list. */
export function courseListErrorMessage(error: Error): string {
  if (error instanceof ApiRequestError && error.status === 404) return catalogueMessages.courseNotFound;
  if (error instanceof ApiRequestError && error.status === 0) return catalogueMessages.backendUnreachable;
  return catalogueMessages.coursesFailed;
}
