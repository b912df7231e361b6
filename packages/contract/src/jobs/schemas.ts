import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../inbox/schemas';
import { JOB_STATUSES } from './constants';

export const jobListQuerySchema = pageQuerySchema.extend({
  status: z.enum(JOB_STATUSES, { error: 'Unknown job status.' }).optional(),
  /** Part of a mail's subject or recipient, the kind, or the last error. */
  q: z.string().trim().max(200).default(''),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

/** One job as admins see it: what it is about, never its payload (a reset link is a secret). */
export const jobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** For a person: a mail's subject and recipient, or what a scheduled job is for. */
  summary: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  run_at: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** A page of jobs, with how many there are of each status (the filter's counts). */
export const jobPageSchema = pageOf(jobSchema).extend({
  counts: z.object(
    Object.fromEntries(JOB_STATUSES.map((s) => [s, z.number().int()])) as {
      [K in (typeof JOB_STATUSES)[number]]: z.ZodNumber;
    },
  ),
});
export type JobPage = z.infer<typeof jobPageSchema>;
