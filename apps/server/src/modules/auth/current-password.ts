import { authMessages } from '@skillpath/contract';
import type { Executor } from '../../db/database';
import { Invalid, TooMany } from '../../errors';
import type { AttemptCounter } from '../../lib/attempt-counter';
import { verifyPassword } from '../../lib/passwords';
import { findPasswordHash } from './queries';

/**
 * The check of the current password before a password change, an e-mail change or a deletion.
 * Wrong answers are counted per account, not per client: whoever holds a stolen session may try
 * CURRENT_PASSWORD_CHECKS.max of them, then waits out the window (429 with Retry-After).
 */
export function createCurrentPasswordCheck(db: Executor, counter: AttemptCounter) {
  return {
    async verify(userId: number, password: string): Promise<void> {
      const key = `user:${userId}`;
      const wait = await counter.retryAfterSeconds(key);
      if (wait > 0) throw TooMany(authMessages.tooManyPasswordChecks(Math.ceil(wait / 60)), wait);
      if (!(await verifyPassword(await findPasswordHash(db, userId), password))) {
        await counter.failed(key);
        throw Invalid(authMessages.currentPasswordWrong, {
          current_password: [authMessages.currentPasswordWrong],
        });
      }
    },
    /** The owner proved themselves by a mailed link: earlier wrong answers no longer count. */
    forget: (userId: number) => counter.forget(`user:${userId}`),
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;
