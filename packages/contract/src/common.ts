import { z } from 'zod';

/** The one error shape on the wire (DESIGN §4). */
export const apiErrorSchema = z.object({
  detail: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

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
export const PASSWORD_MIN = 6;
/** Upper bound so a huge password cannot be used to burn hashing time. */
export const PASSWORD_MAX = 128;

/** A required trimmed string whose empty value reports `requiredMessage`. */
export function requiredText(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true });
}

/** A required e-mail, lower-cased so comparisons are case-insensitive. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage)
    .refine(isEmail, invalidMessage)
    .transform((value) => value.toLowerCase());
}

/** Path id parameter: a positive integer written in decimal. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Invalid ID.' })
    .int('Invalid ID.')
    .positive('Invalid ID.')
    .max(2147483647, 'Invalid ID.'),
});
