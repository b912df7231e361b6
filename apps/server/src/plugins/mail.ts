import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files made when the mail is sent (an invoice), never stored in a job's payload. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /**
   * Hands one message to the mail server (or the outbox); throws when it is refused or unreachable,
   * so the mail job (modules/jobs/mail-job.ts) is tried again later. `messageId` is the job's: a
   * message sent twice (at-least-once after a crash) carries the same Message-ID both times.
   */
  deliver(message: MailMessage, messageId: string): Promise<void>;
}

/** Where mail goes when SMTP_URL is unset: one .eml file per message (read by modules/mailbox). */
export const outboxDirOf = (dataDir: string) => path.join(dataDir, 'outbox');

/** SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox plus a log line (DESIGN §2). */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer is loaded with the first mail, not at start (a restart that sends none never loads it).
  let transport: Promise<Transporter> | undefined;
  const openTransport = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return opts.smtpUrl
      ? // Bounded waits: a dead mail host must not hold a worker (or its job's lease) for long.
        nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };

  return {
    async deliver(message, messageId) {
      transport ??= openTransport();
      const info = await (await transport).sendMail({ from: opts.from, ...message, messageId });
      if (opts.smtpUrl) {
        opts.log.info({ to: message.to, subject: message.subject, messageId }, 'mail sent');
        return;
      }
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
