import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { passwordResetJob } from '../auth/reset-job';
import { enquiryAlertJob } from '../enquiries/sla-alert';
import { paymentJobs } from '../payments';
import { mailJob } from './mail-job';
import type { MailSeal } from './mail-seal';
import { purgeJob } from './purge';
import type { JobHandlers } from './worker';

/** What each kind of job does when a worker takes it. */
export function createJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  mailSeal: MailSeal;
  config: Config;
}): JobHandlers {
  return {
    mail: mailJob(deps.mailer, deps.config.publicUrl, deps.mailSeal),
    'enquiry-alert': enquiryAlertJob({
      db: deps.db,
      notifyEmail: deps.config.enquiryNotifyEmail,
      publicUrl: deps.config.publicUrl,
    }),
    'password-reset': passwordResetJob({
      db: deps.db,
      mailSeal: deps.mailSeal,
      publicUrl: deps.config.publicUrl,
    }),
    purge: purgeJob(deps.db),
    ...paymentJobs(deps),
  };
}
