import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mail';
import { mailJob } from './mail-job';
import type { JobHandlers } from './worker';

/** What each kind of job does when a worker takes it. */
export function createJobHandlers(deps: { db: Db; mailer: Mailer; config: Config }): JobHandlers {
  return {
    mail: mailJob(deps.mailer, deps.config.publicUrl),
  };
}
