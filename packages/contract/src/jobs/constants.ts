/** Background jobs (issue 18): mail and scheduled work, shown to admins on the Jobs screen. */
export const JOB_STATUSES = ['queued', 'running', 'failed', 'done'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobMessages = {
  notFound: 'Job not found.',
  notFailed: 'Only a failed job can be retried.',
  retried: 'The job is queued again.',
  loadFailed: 'The jobs could not be loaded.',
  retryFailed: 'The job could not be queued again.',
  none: 'No jobs with this status.',
} as const;

/** Stable causes for clients to branch on (DESIGN §4). */
export const jobErrorCodes = {
  notFound: 'job_not_found',
  notFailed: 'job_not_failed',
} as const;
