import { z } from 'zod';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from '../common/constants';
import { emailField, requiredText } from '../common/schemas';
import { authMessages, roles } from './constants';
import { emailMessages } from './email-constants';
import { isCommonPassword } from './password-strength';

const NAME_PATTERN = /^[A-Za-z ]+$/;

const password = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .max(PASSWORD_MAX, authMessages.passwordTooLong)
  .refine((value) => !isCommonPassword(value), authMessages.passwordTooCommon);

/** Registration payload (spec 000 §3): confirmPassword is checked on the client and not sent. */
export const signUpSchema = z.object({
  name: requiredText(authMessages.nameRequired)
    .max(NAME_MAX, authMessages.nameTooLong)
    .regex(NAME_PATTERN, authMessages.nameLetters),
  phone: requiredText(authMessages.phoneRequired).regex(PHONE_PATTERN, authMessages.phoneInvalid),
  email: emailField(authMessages.emailRequired, authMessages.emailInvalid),
  password,
});

export type SignUpInput = z.input<typeof signUpSchema>;

/** The register form: the payload plus a confirmation that must match. */
export const signUpFormSchema = signUpSchema
  .extend({ confirmPassword: z.string().min(1, authMessages.passwordsMustMatch) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsMustMatch,
  });

export const loginSchema = z.object({
  email: emailField(authMessages.emailRequired, authMessages.signInEmailInvalid),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired, abort: true })
    .max(PASSWORD_MAX, authMessages.passwordTooLong),
});

export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(authMessages.forgotEmailRequired, authMessages.forgotEmailInvalid),
});

const newPassword = z
  .string({ error: authMessages.newPasswordRequired })
  .min(1, { error: authMessages.newPasswordRequired, abort: true })
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .max(PASSWORD_MAX, authMessages.passwordTooLong)
  .refine((value) => !isCommonPassword(value), authMessages.passwordTooCommon);

export const resetPasswordSchema = z.object({
  uid: requiredText(authMessages.resetMissingUidToken).max(64, authMessages.resetLinkInvalid),
  token: requiredText(authMessages.resetMissingUidToken).max(128, authMessages.resetLinkInvalid),
  new_password: newPassword,
});

/** The reset form (dialog on /signin and the /reset-password page). */
export const resetPasswordFormSchema = z
  .object({
    newPassword,
    confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
  });

export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: authMessages.currentPasswordRequired })
    .min(1, { error: authMessages.currentPasswordRequired, abort: true })
    .max(PASSWORD_MAX, authMessages.passwordTooLong),
  new_password: newPassword,
});

export const roleSchema = z.enum(roles);

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema,
  /** Whether the owner opened the confirmation link mailed to `email` (DESIGN §5). */
  email_verified: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});

export type User = z.infer<typeof userSchema>;

/** Login and sign-up answer: the spec's client reads token (or access) and userId (or id). */
export const authResponseSchema = z.object({
  token: z.string(),
  access: z.string(),
  id: z.number().int(),
  userId: z.number().int(),
  user: userSchema,
});

export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Claims carried by the JWT (DESIGN §5). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  iat: z.number(),
  exp: z.number(),
  jti: z.string(),
});

export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/* E-mail confirmation (DESIGN §5) and the current password that guards account changes. */

/**
 * The confirmation link's query, posted by the /verify-email page. `new_password` is asked for (code
 * `password_required`) only by a link whose address is on ADMIN_EMAILS: it becomes the account's
 * password and ends every earlier session (SECURITY.md, accounts).
 */
export const verifyEmailSchema = z.object({
  uid: requiredText(emailMessages.linkMissing).max(64, emailMessages.linkInvalid),
  token: requiredText(emailMessages.linkMissing).max(128, emailMessages.linkInvalid),
  new_password: newPassword.optional(),
});

/**
 * `email_changed`: the link confirmed a new address, which is now the account's. `sessions_ended`:
 * every session of the account ended (a new address, or a password set by the link), so the browser
 * signs in again.
 */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  email_changed: z.boolean(),
  sessions_ended: z.boolean(),
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
