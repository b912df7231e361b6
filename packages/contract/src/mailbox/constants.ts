/**
 * The development mailbox: without SMTP_URL the server writes each mail to DATA_DIR/outbox, and admins
 * read them there from the admin area (the confirmation link of a local sign-up, for one).
 */

/** The newest mails listed; older ones stay in the folder. */
export const MAILBOX_LIMIT = 200;

/**
 * A mail's id is its outbox file's name without `.eml`, dots as underscores (a dot in a page's address
 * reads as a file): the time it was written, then its Message-ID.
 */
export const MAIL_ID_PATTERN = /^\d{1,16}-[A-Za-z0-9_-]{1,200}$/;

export const mailboxErrorCodes = {
  /** Mail leaves through SMTP: there is no local mailbox to read. */
  mailboxOff: 'mailbox_off',
  mailNotFound: 'mail_not_found',
} as const;

export const mailboxMessages = {
  mailboxOff: 'Mail is sent through SMTP: there is no local mailbox.',
  mailNotFound: 'Mail not found.',
  invalidId: 'Invalid mail id.',
  loadFailed: 'The mailbox could not be loaded.',
  empty: 'No mail has been sent yet.',
} as const;
