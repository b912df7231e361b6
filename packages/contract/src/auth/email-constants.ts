/**
 * Confirming who owns an address (DESIGN §5): at sign-up, on request and when the e-mail changes.
 * Ours, not the spec's: the spec has no e-mail confirmation.
 */
export const emailMessages = {
  confirmed: 'Your e-mail address is confirmed.',
  changed: (email: string) => `Your e-mail address is now ${email}. Sign in again with it.`,
  linkInvalid: 'This confirmation link is invalid or has expired.',
  linkMissing: 'This confirmation link is incomplete. Open the link from the mail again.',
  resent: 'We sent a new confirmation link to your e-mail address.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  /** A second opening of a link that already did its work. */
  linkUsed: 'This e-mail address is already confirmed. Sign in to continue.',
  /** A link for an ADMIN_EMAILS address: the owner sets the password with it (SECURITY.md, accounts). */
  passwordRequired:
    'This address has administrator rights. Choose a password to finish: it replaces any password set before, and every earlier session is signed out.',
  confirmedWithPassword: 'Your e-mail address is confirmed and your password is set. Sign in with it.',
  banner: (email: string) =>
    `We sent a link to ${email}: open it to confirm the address. Learning goes on meanwhile.`,
  changePending: (email: string) =>
    `We sent a confirmation link to ${email}; your address changes when you open it.`,
  passwordToChangeEmail: 'Enter your current password to change your e-mail address.',
  passwordToDelete: 'Enter your current password to delete your account.',
} as const;

/** The causes the confirmation link answers with, beside bad input. */
export const emailErrorCodes = {
  /** The link is good but sets the password: send it again with `new_password`. */
  passwordRequired: 'password_required',
  /** The link was used and its address is the account's confirmed one: sign in. */
  alreadyConfirmed: 'already_confirmed',
} as const;

/** Life of a confirmation link: long enough to find the mail after a weekend. */
export const EMAIL_TOKEN_TTL_SECONDS = 48 * 3600;

/** Resends a learner may ask for per hour (each one mails). */
export const RESEND_VERIFICATION_PER_HOUR = 5;
