import { z } from 'zod';
import { PASSWORD_MAX } from '../common/constants';
import { requiredText } from '../common/schemas';
import { authMessages } from './constants';
import { emailMessages } from './email-constants';

/** The confirmation link's query, posted by the /verify-email page. */
export const verifyEmailSchema = z.object({
  uid: requiredText(emailMessages.linkMissing).max(64, emailMessages.linkInvalid),
  token: requiredText(emailMessages.linkMissing).max(128, emailMessages.linkInvalid),
});

/**
 * `email_changed`: the link confirmed a new address, which is now the account's; every session of
 * the account ended with it, so the browser signs in again.
 */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  email_changed: z.boolean(),
});

export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** The password that proves the person at the keyboard owns the account (e-mail change, deletion). */
export const currentPasswordField = z
  .string({ error: authMessages.currentPasswordRequired })
  .max(PASSWORD_MAX, authMessages.currentPasswordWrong);

/**
 * DELETE candidate/delete/{id}/ body. The owner must send the password (the service checks it); an
 * admin removing another account sends none, as before, so a missing body is an empty one.
 */
export const deleteAccountSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ current_password: currentPasswordField.optional() }),
);
