import type { Db } from '../../db/database';
import { purgeExpiredTokens } from '../auth/queries';
import { deleteFinishedJobs } from './queries';

// Long enough that a finished job's key still stops its occurrence from being queued again.
const KEEP_FINISHED_DAYS = 30;

/** The daily 'purge' job: expired tokens' revocations, dead reset links, old finished jobs. */
export const purgeJob = (db: Db) => async () => {
  await purgeExpiredTokens(db);
  await deleteFinishedJobs(db, KEEP_FINISHED_DAYS);
};
