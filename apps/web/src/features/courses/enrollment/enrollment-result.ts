import {
  DIALOG_ERROR_MS,
  DIALOG_SUCCESS_MS,
  enrollmentErrorCodes,
  enrollmentMessages,
} from '@skillpath/contract';
import { ApiRequestError } from '../../../lib/api';

/** What the result dialog says after Apply Now, and when it closes by itself (spec 000 §4, §9). */
export interface EnrollmentResult {
  kind: 'success' | 'already-enrolled' | 'error';
  title: string;
  message: string;
  closeAfterMs: number;
}

export const enrollmentSucceeded: EnrollmentResult = {
  kind: 'success',
  title: enrollmentMessages.successTitle,
  message: enrollmentMessages.success,
  closeAfterMs: DIALOG_SUCCESS_MS,
};

const alreadyEnrolled: EnrollmentResult = {
  kind: 'already-enrolled',
  title: enrollmentMessages.alreadyEnrolledTitle,
  message: enrollmentMessages.alreadyEnrolled,
  closeAfterMs: DIALOG_ERROR_MS,
};

/** A refused enrollment: "already enrolled" by its code; otherwise the server's words or the spec's default. */
export function enrollmentFailure(error: unknown): EnrollmentResult {
  if (error instanceof ApiRequestError && error.code === enrollmentErrorCodes.alreadyEnrolled)
    return alreadyEnrolled;
  return {
    kind: 'error',
    title: 'Enrollment Failed',
    message: (error instanceof ApiRequestError && error.detail) || enrollmentMessages.failed,
    closeAfterMs: DIALOG_ERROR_MS,
  };
}
