import { commonErrorCodes as common, assessmentMessages as m } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/**
 * Spec 001 §8 Assessment form: a 400 shows the server's field messages joined (or the generic failure
 * when it named none); a too-large or wrong-type file (413/415, DESIGN §4) shows the server's reason;
 * anything else, a lost connection included, is unexpected.
 */
export function assessmentRequestError(error: Error): string {
  if (!(error instanceof ApiRequestError)) return m.requestUnexpected;
  if (error.code === common.invalidInput) {
    const messages = Object.values(error.fields).flat();
    return messages.length > 0 ? messages.join(' ') : m.requestFailed;
  }
  const fileRefused = error.code === common.tooLarge || error.code === common.unsupportedMediaType;
  if (fileRefused && error.detail) return error.detail;
  return m.requestUnexpected;
}
