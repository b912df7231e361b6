/** What other modules may use of payments: its scheduled jobs (the job worker runs them). */
export { paymentJobs } from './jobs';
