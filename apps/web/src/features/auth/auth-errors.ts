import { authErrorCodes, authMessages, commonErrorCodes } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/** Spec 000 §8, login: the message shown under the e-mail field. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === commonErrorCodes.invalidInput || error.code === authErrorCodes.invalidCredentials) {
      return error.fieldMessage('email') ? authMessages.invalidEmailAddress : authMessages.invalidCredentials;
    }
    if (error.code === commonErrorCodes.rateLimited && error.detail) return error.detail;
  }
  return authMessages.loginUnavailable;
}

/** Spec 000 §8, forgot password: the server's message about the e-mail, else its detail. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return authMessages.forgotNetwork;
  return error.fieldMessage('email') ?? error.detail ?? authMessages.forgotFailed;
}

/** Spec 000 §8, reset password: the error's own message, else the default. */
export function resetPasswordErrorMessage(error: unknown): string {
  return (error instanceof ApiRequestError && error.detail) || authMessages.resetFailed;
}
