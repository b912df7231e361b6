import { z } from 'zod';
import { isEmail } from './constants';

/** The one error shape on the wire (DESIGN §4). */
export const apiErrorSchema = z.object({
  detail: z.string(),
  /** A stable snake_case cause for clients to branch on (DESIGN §4, issue 19). */
  code: z.string(),
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

/** The largest id a table holds (PostgreSQL integer). */
const ID_MAX = 2_147_483_647;

/** Plain decimal: no sign, exponent, hex, fraction, spaces or leading zeros (issue 21, "Loose ids"). */
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** An id written in a URL (path or query string); anything but a plain decimal id is refused. */
export function idText(message: string) {
  return z
    .string({ error: message })
    .regex(ID_TEXT, message)
    .transform(Number)
    .refine((id) => id <= ID_MAX, message);
}

/** Path id parameter: a positive integer written in plain decimal. */
export const idParamSchema = z.object({ id: idText('Invalid ID.') });
