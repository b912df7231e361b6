import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends, or writes to the outbox; never throws: a mail failure must not fail the user's request. */
  send(message: MailMessage): Promise<boolean>;
  /** Waits for every send still under way (on shutdown, so no mail is cut off half-written). */
  drain(): Promise<void>;
}

/** SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox plus a log line (DESIGN §2). */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const pending = new Set<Promise<boolean>>();

  async function deliver(message: MailMessage): Promise<boolean> {
    try {
      const info = await transport.sendMail({ from: opts.from, ...message });
      if (!opts.smtpUrl) {
        await mkdir(opts.outboxDir, { recursive: true });
        const file = path.join(opts.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
        await writeFile(file, info.message as Buffer);
        opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      } else {
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      }
      return true;
    } catch (error) {
      opts.log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
      return false;
    }
  }

  return {
    send(message) {
      const sending = deliver(message).finally(() => pending.delete(sending));
      pending.add(sending);
      return sending;
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}
