import { z } from 'zod';
import { MAIL_ID_PATTERN, mailboxMessages } from './constants';

export const mailIdParamSchema = z.object({
  id: z.string().regex(MAIL_ID_PATTERN, mailboxMessages.invalidId),
});

/** One mail of the list: who it went to, about what, when, and the web links it carries. */
export const mailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  sent_at: z.string(),
  links: z.array(z.string()),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailListSchema = z.array(mailSummarySchema);

/** One mail to read: its plain-text body (untrusted text, shown as text). */
export const mailSchema = mailSummarySchema.extend({ text: z.string() });
export type Mail = z.infer<typeof mailSchema>;
