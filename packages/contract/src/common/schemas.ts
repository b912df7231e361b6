import { z } from 'zod';
import { isEmail } from './constants';

/** The one error shape on the wire (DESIGN §4). */
export const apiErrorSchema = z.object({
  detail: z.string(),
  /** A stable snake_case cause for clients to branch on (DESIGN §4). */
  code: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

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
