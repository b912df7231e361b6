import { RESET_TOKEN_TTL_SECONDS } from '@skillpath/contract';
import type { Db } from '../../db/database';
import type { MailSeal } from '../jobs/mail-seal';
import type { JobRow } from '../jobs/queries';
import { enqueueMail, takenJobKeys } from '../jobs/queue';
import { encodeUid, newLinkToken, sha256 } from './link-tokens';
import { resetMail } from './mail';
import * as q from './queries';

/**
 * The work of a forgot-password request, done by the job worker so that the request does the same
 * for every address: a registered one gets a new reset link (retiring the earlier ones) and its
 * mail, sealed; any other address gets nothing. A second run of the same job (the worker runs at
 * least once) finds its mail queued and leaves the mailed link alone.
 */
export function passwordResetJob(deps: { db: Db; mailSeal: MailSeal; publicUrl: string }) {
  return async ({ email }: { email: string }, job: JobRow) => {
    const mailKey = `password-reset:${job.id}`;
    const found = await q.findUserByEmail(deps.db, email);
    if (!found || (await takenJobKeys(deps.db, [mailKey])).size > 0) return;
    const token = newLinkToken();
    await deps.db.transaction(async (tx) => {
      await q.retirePasswordResets(tx, found.id);
      await q.insertPasswordReset(tx, {
        userId: found.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      const link = `${deps.publicUrl}/reset-password?uid=${encodeUid(found.id)}&token=${token}`;
      await enqueueMail(
        tx,
        { to: found.email, ...resetMail(found.name, link) },
        { seal: deps.mailSeal, key: mailKey },
      );
    });
  };
}
