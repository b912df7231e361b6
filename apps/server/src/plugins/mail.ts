import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { createRetryQueue, type RetryQueue } from './mail-retry';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Sends, or writes to the outbox; never throws: a mail failure must not fail the user's request.
   * False when the mail server refused or could not be reached: the message then waits in the retry
   * queue.
   */
  send(message: MailMessage): Promise<boolean>;
  /** Waits for every send under way (the first attempt; retries go on). */
  idle(): Promise<void>;
  /** Waits for every send still under way and stops retrying (on shutdown, so no mail is cut off). */
  drain(): Promise<void>;
}

// Defaults: first retry after a minute, then 2, 4, 8… minutes up to an hour, for a day.
const RETRY_MAX_MS = 60 * 60_000;
const RETRY_GIVE_UP_MS = 24 * 60 * 60_000;

/**
 * SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox plus a log line (DESIGN §2).
 * Mail the SMTP server refuses is kept in retryDir and sent again later (plugins/mail-retry.ts).
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Where undelivered mail waits; default DATA_DIR/mail-retry (next to the outbox). */
  retryDir?: string;
  /** First retry interval (MAIL_RETRY_MS), doubled after each failure. */
  retryMs?: number;
}): Mailer {
  const transport = opts.smtpUrl
    ? // Bounded waits: the user's request awaits the first attempt, a dead mail host must not hang it.
      nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const pending = new Set<Promise<boolean>>();

  const retryMs = opts.retryMs ?? 60_000;
  const retries: RetryQueue<MailMessage> | undefined = opts.smtpUrl
    ? createRetryQueue<MailMessage>({
        dir: opts.retryDir ?? path.join(path.dirname(opts.outboxDir), 'mail-retry'),
        intervalMs: retryMs,
        maxMs: Math.max(retryMs, RETRY_MAX_MS),
        giveUpAfterMs: Math.max(retryMs * 10, RETRY_GIVE_UP_MS),
        log: opts.log,
        deliver: async (message) => {
          await transport.sendMail({ from: opts.from, ...message });
        },
      })
    : undefined;

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
      await retries?.enqueue(message, error).catch((queueError) => {
        opts.log.error({ err: queueError, to: message.to }, 'mail could not be queued for retry');
      });
      return false;
    }
  }

  async function idle(): Promise<void> {
    await Promise.all(pending);
  }

  return {
    send(message) {
      const sending = deliver(message).finally(() => pending.delete(sending));
      pending.add(sending);
      return sending;
    },
    idle,
    async drain() {
      await idle();
      await retries?.stop();
    },
  };
}
