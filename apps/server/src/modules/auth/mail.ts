import { RESET_TOKEN_TTL_SECONDS } from '@skillpath/contract';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetMail(name: string, link: string) {
  const minutes = RESET_TOKEN_TTL_SECONDS / 60;
  return {
    subject: 'Reset your Skillpath password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Skillpath account. Open this link to choose a new one:\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.\n\nSkillpath`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Skillpath account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.</p><p>Skillpath</p>`,
  };
}
