import { PASSWORD_MAX, PASSWORD_MIN } from '../common/constants';
import { institute } from '../site/constants';

/** The causes auth answers with (issue 19), beside the spec's message. */
export const authErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  emailTaken: 'email_taken',
  /** The token was good but its session is over: expired, signed out, or the password changed. */
  sessionEnded: 'session_ended',
  /** Not a token this server signed. */
  tokenInvalid: 'token_invalid',
} as const;

/** Messages of spec 000 §5 and §8, word for word. */
export const authMessages = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  signInEmailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password can be at most ${PASSWORD_MAX} characters`,
  /** Ours: why the strength estimate refuses a new password (password-policy.ts). */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordPersonal: "Don't use your name or e-mail address in your password.",
  passwordSiteName: `Don't build your password from the site's name (${institute.name}).`,
  passwordPredictable:
    'Repeated characters, sequences, keyboard rows and dates are easy to guess. Add more words or characters.',
  passwordTooGuessable: 'This password is easy to guess. Add more words or characters.',
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
  adminOnlyLearner:
    'The admin area is for administrators only. Your account is a learner account, so you were brought to the home page.',
  adminOnlySignedOut:
    'The admin area is for administrators only. Sign in with an administrator account to open it.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** Ours: the current password was wrong too often for this account (CURRENT_PASSWORD_CHECKS). */
  tooManyPasswordChecks: (minutes: number) =>
    `Too many wrong passwords for this account. To keep it safe, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/**
 * Wrong current passwords (password change, e-mail change, account deletion) one account may give
 * in a window, counted per account: whoever holds a stolen session must not guess on and on.
 */
export const CURRENT_PASSWORD_CHECKS = { max: 10, windowSeconds: 15 * 60 } as const;

/**
 * Where a login may send a person back to (docs/product.md, accounts); anything else goes to /home.
 * The last eight are ours: pages that ask a visitor to sign in first (the exam and the checkout
 * return after sign-in).
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
  '/checkout',
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
// Kept apart from the schemas: the first screen needs the role names but not the schema library.
export const roles = ['learner', 'admin'] as const;

export type Role = (typeof roles)[number];
