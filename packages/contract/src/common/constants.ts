/** Spec 000 §9: standard form, at most 254 characters overall and 64 before the @. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const EMAIL_MAX = 254;

export const EMAIL_LOCAL_MAX = 64;

export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= EMAIL_MAX && at > 0 && at <= EMAIL_LOCAL_MAX && EMAIL_PATTERN.test(value);
}

/** Spec 000 §9: phone numbers are exactly 10 digits. */
export const PHONE_PATTERN = /^\d{10}$/;

export const NAME_MAX = 100;

/** What a person's name may hold (sign-up, profile, forms that ask for a name): see person-name.ts. */
export const personNameMessages = {
  tooLong: `Name can be at most ${NAME_MAX} characters`,
  characters: 'Name can contain letters of any script, spaces, apostrophes, hyphens and dots',
  needsLetter: 'Name must contain at least one letter',
} as const;

/** OWASP ASVS: at least 12 characters, no composition rules (the strength estimate does the rest). */
export const PASSWORD_MIN = 12;

/** Upper bound so a huge password cannot be used to burn hashing time. */
export const PASSWORD_MAX = 128;

/** No request body or query nests deeper than this (objects and arrays); deeper input is a 400. */
export const MAX_INPUT_DEPTH = 64;

/** Messages any endpoint may answer with, whatever its domain. */
export const commonMessages = {
  inputTooDeep: `The request nests deeper than ${MAX_INPUT_DEPTH} levels.`,
  /** A 503 (with Retry-After when the database is unreachable); 5xx details never leave the server. */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

/**
 * Causes any endpoint may answer with (issue 19), one per status, for an error with no cause of its
 * own; a domain's own causes (`course_not_found`, `email_taken`…) are declared in its constants.
 */
export const commonErrorCodes = {
  invalidInput: 'invalid_input',
  notAuthenticated: 'not_authenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  notAcceptable: 'not_acceptable',
  timeout: 'timeout',
  conflict: 'conflict',
  tooLarge: 'too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internalError: 'internal_error',
  serviceUnavailable: 'service_unavailable',
} as const;

/** The code of an error of this status that names no cause of its own. */
export const STATUS_ERROR_CODES: Record<number, string> = {
  400: commonErrorCodes.invalidInput,
  401: commonErrorCodes.notAuthenticated,
  403: commonErrorCodes.forbidden,
  404: commonErrorCodes.notFound,
  405: commonErrorCodes.methodNotAllowed,
  406: commonErrorCodes.notAcceptable,
  408: commonErrorCodes.timeout,
  409: commonErrorCodes.conflict,
  413: commonErrorCodes.tooLarge,
  414: commonErrorCodes.tooLarge,
  415: commonErrorCodes.unsupportedMediaType,
  429: commonErrorCodes.rateLimited,
  500: commonErrorCodes.internalError,
  503: commonErrorCodes.serviceUnavailable,
};
