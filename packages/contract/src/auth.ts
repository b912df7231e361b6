import { z } from 'zod';
import { emailField, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, requiredText } from './common';

/** Messages of spec 000 §5 and §8, word for word. */
export const authMessages = {
  nameRequired: 'Name is required',
  nameLetters: 'Name can only contain letters and spaces',
  nameTooLong: `Name can be at most ${NAME_MAX} characters`,
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  signInEmailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password can be at most ${PASSWORD_MAX} characters`,
  passwordsMustMatch: 'Passwords must match',
  emailExists: 'Email already exists',
  invalidCredentials: 'Invalid email or password',
  invalidEmailAddress: 'Invalid email address',
  loginUnavailable: 'Unable to process request. Please try again later.',
  noToken: 'No token received',
  invalidToken: 'Invalid token',
  logoutFailed: 'Logout failed on server, but session cleared locally.',
  forgotEmailRequired: 'Email is required.',
  forgotEmailInvalid: 'Please enter a valid email address.',
  forgotNotRegistered: 'This email is not registered.',
  forgotSent: 'A password reset link has been sent to your email.',
  forgotFailed: 'Failed to send password reset email.',
  forgotNetwork: 'Failed to send password reset email. Please try again.',
  forgotProcessFailed: 'Failed to process request.',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetMissingUidToken: 'Invalid form or missing UID/token.',
  resetSuccess: 'Password Reset Successful!',
  resetNoMessage: 'Password reset failed: No success message from server.',
  resetFailed: 'Failed to reset password. Check token or try again.',
  resetFailedShort: 'Failed to reset password.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully.',
  loggedOut: 'Logged out successfully.',
  authRequired: 'Authentication credentials were not provided.',
  sessionInvalid: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to perform this action.',
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;

const NAME_PATTERN = /^[A-Za-z ]+$/;

const password = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .max(PASSWORD_MAX, authMessages.passwordTooLong);

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
  .max(PASSWORD_MAX, authMessages.passwordTooLong);

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

export const roles = ['learner', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema,
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

/**
 * Spec 000 §5: where a login may send a person back to; anything else goes to /home. The last seven
 * are ours: pages that ask a visitor to sign in first (DESIGN §7: the exam "returns" after sign-in).
 */
export const RETURN_URL_PREFIXES = [
  '/home',
  '/dashboard',
  '/traincard',
  '/interncard',
  '/course',
  '/profile',
  '/registernow',
  '/signin',
  '/userdash',
  '/onlineclass',
  '/domain-selection',
  '/exam',
  '/assessmentform',
  '/jobs',
  '/workshops',
] as const;

export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return '/home';
  return RETURN_URL_PREFIXES.some((p) => raw.startsWith(p)) ? raw : '/home';
}

export const authPaths = {
  signUp: '/v1/auth/sign_up',
  login: '/v1/auth/login',
  logout: '/v1/auth/logout/',
  forgotPassword: '/v1/auth/forgot-password/',
  resetPassword: '/v1/auth/reset-password/',
  changePassword: '/v1/auth/change-password/',
  profile: '/v1/auth/profile/',
} as const;

/** Lifetime of a password-reset link (DESIGN §5). */
export const RESET_TOKEN_TTL_SECONDS = 3600;
