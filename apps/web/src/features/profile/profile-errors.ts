import { commonErrorCodes, profileMessages } from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';

/** Spec 000 §5 Profile save: both the user id and the token are needed; null when both are there. */
export function missingCredentialMessage(
  userId: string | null | undefined,
  token: string | null | undefined,
): string | null {
  if (!userId) return profileMessages.userIdMissing;
  if (!token) return profileMessages.tokenMissing;
  return null;
}

/** Spec 000 §8 Profile register: 'Failed to save user details: ' followed by the reason. */
export function saveFailedMessage(error: unknown): string {
  const reason =
    error instanceof ApiRequestError
      ? (error.detail ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
  return `${profileMessages.saveFailed}${reason}`;
}

/** The server refused the picture itself (too large, or not an image): say so next to the picture. */
export function imageRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === commonErrorCodes.tooLarge || error.code === commonErrorCodes.unsupportedMediaType)
    return error.detail ?? profileMessages.imageInvalid;
  return error.fieldMessage('image') ?? null;
}
