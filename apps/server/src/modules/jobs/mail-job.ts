import type { Mailer, MailMessage } from '../../plugins/mail';
import { isSealed, type MailSeal, type SealedMail } from './mail-seal';
import type { JobRow } from './queries';

/**
 * The idempotency key of a mail: derived from its job, so a resend after a crash (at least once)
 * carries the same Message-ID and a mail client or server can recognise it as the same message.
 */
export const messageIdOf = (job: Pick<JobRow, 'id' | 'createdAt'>, publicUrl: string) =>
  `<job-${job.id}.${job.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;

/** The 'mail' job: one delivery attempt; a throw sends the job back to the queue with backoff. */
export const mailJob =
  (mailer: Mailer, publicUrl: string, seal: MailSeal) =>
  (message: MailMessage | SealedMail, job: JobRow): Promise<void> =>
    mailer.deliver(isSealed(message) ? seal.open(message) : message, messageIdOf(job, publicUrl));
