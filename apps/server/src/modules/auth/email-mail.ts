import { EMAIL_TOKEN_TTL_SECONDS, institute } from '@skillpath/contract';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hours = EMAIL_TOKEN_TTL_SECONDS / 3600;

/** The link that proves the reader owns `email`: at sign-up, on resend, or for a new address. */
export function confirmMail(name: string, email: string, link: string, change: boolean) {
  const why = change
    ? `Someone asked to make ${email} the e-mail address of your Skillpath account. Your address changes when you open this link:`
    : `Please confirm that ${email} is your e-mail address by opening this link:`;
  const after = `The link works once and expires in ${hours} hours. If you did not ask for it, ignore this mail.`;
  return {
    subject: change ? 'Confirm your new Skillpath e-mail address' : 'Confirm your Skillpath e-mail address',
    text: `Hello ${name},\n\n${why}\n\n${link}\n\n${after}\n\nSkillpath`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(why)}</p><p><a href="${escapeHtml(link)}">Confirm ${escapeHtml(email)}</a></p><p>${escapeHtml(after)}</p><p>Skillpath</p>`,
  };
}

/**
 * Sent to the old address once a change took effect. The account no longer answers to this address,
 * so a reset from here cannot help the owner: the way back is the institute's contact.
 */
export function emailChangedNotice(name: string, newEmail: string, publicUrl: string) {
  const what = `The e-mail address of your Skillpath account was changed to ${newEmail}, and every session was signed out.`;
  const help = `If this was not you, tell us at once at ${institute.email} or ${institute.phone}: we will return the account to this address. If it was you, there is nothing to do; sign in at ${publicUrl}/signin with the new address.`;
  return {
    subject: 'Your Skillpath e-mail address was changed',
    text: `Hello ${name},\n\n${what}\n\n${help}\n\nSkillpath`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(what)}</p><p>${escapeHtml(help)}</p><p>Skillpath</p>`,
  };
}
