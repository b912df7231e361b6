import type { Mailer, MailMessage } from '../../plugins/mail';
import type { JobRow } from './queries';

/**
 * The idempotency key of a mail: derived from its job, so a resend after a crash (at least once)
 * carries the same Message-ID and a mail client or server can recognise it as the same message.
 */
const messageIdOf = (job: Pick<JobRow, 'id' | 'createdAt'>, publicUrl: string) =>
  `<job-${job.id}.${job.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;

/** The 'mail' job: one delivery attempt; a throw sends the job back to the queue with backoff. */
export const mailJob =
  (mailer: Mailer, publicUrl: string) =>
  (message: MailMessage, job: JobRow): Promise<void> =>
    mailer.deliver(message, messageIdOf(job, publicUrl));
