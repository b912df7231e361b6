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
  banner: (email: string) =>
    `We sent a link to ${email}: open it to confirm the address. Learning goes on meanwhile.`,
  changePending: (email: string) =>
    `We sent a confirmation link to ${email}; your address changes when you open it.`,
  passwordToChangeEmail: 'Enter your current password to change your e-mail address.',
  passwordToDelete: 'Enter your current password to delete your account.',
} as const;

/** Life of a confirmation link: long enough to find the mail after a weekend. */
export const EMAIL_TOKEN_TTL_SECONDS = 48 * 3600;

/** Resends a learner may ask for per hour (each one mails). */
export const RESEND_VERIFICATION_PER_HOUR = 5;
