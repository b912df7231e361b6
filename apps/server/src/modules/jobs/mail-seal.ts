import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { MailMessage } from '../../plugins/mail';

/** A queued mail whose body is sealed: recipient and subject stay readable for the admin's Jobs screen. */
export interface SealedMail {
  to: string;
  subject: string;
  sealed: string;
}

export interface MailSeal {
  seal(message: MailMessage): SealedMail;
  open(mail: SealedMail): MailMessage;
}

/**
 * A mail carrying a secret link (password reset, address confirmation) waits in the jobs table with its
 * body sealed (AES-256-GCM under a key derived from the server's JWT secret). The database, or a backup
 * of it, then holds no usable link, just as it holds only hashes of the link tokens themselves.
 */
export function createMailSeal(secret: string | Uint8Array): MailSeal {
  const key = createHash('sha256').update('skillpath mail seal\0').update(secret).digest();
  return {
    seal({ to, subject, text, html }) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify({ text, html })), cipher.final()]);
      return { to, subject, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
    },
    open({ to, subject, sealed }) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const body = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString();
      return { to, subject, ...(JSON.parse(body) as Pick<MailMessage, 'text' | 'html'>) };
    },
  };
}

export const isSealed = (mail: MailMessage | SealedMail): mail is SealedMail => 'sealed' in mail;
