import {
  authErrorCodes,
  authMessages,
  EMAIL_TOKEN_TTL_SECONDS,
  emailMessages,
  type VerifyEmailResponse,
  type verifyEmailSchema,
} from '@skillpath/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { MailSeal } from '../jobs/mail-seal';
import { enqueueMail } from '../jobs/queue';
import { grantListedAdmins } from './admin-bootstrap';
import * as cq from './confirmation-queries';
import { confirmMail, emailChangedNotice } from './email-mail';
import { decodeUid, encodeUid, newLinkToken, sha256 } from './link-tokens';
import * as q from './queries';

export interface EmailConfirmationDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailSeal: MailSeal;
  config: { publicUrl: string; adminEmails: string[] };
}

/**
 * Who owns an address (DESIGN §5). One live link per user, mailed to the address it proves: the
 * account's own (sign-up, resend) or a new one, which replaces the old when its link is opened.
 */
export function createEmailConfirmations(deps: EmailConfirmationDeps) {
  const { db } = deps;

  /**
   * Stores a new link for `email` (retiring the user's earlier ones) and mails it, in `tx`: the link
   * and its mail commit together. A new address gets the wording of a change.
   */
  async function issue(tx: Executor, user: { id: number; name: string; email: string }, email: string) {
    const token = newLinkToken();
    await cq.replaceConfirmation(tx, {
      userId: user.id,
      email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_SECONDS * 1000),
    });
    const link = `${deps.config.publicUrl}/verify-email?uid=${encodeUid(user.id)}&token=${token}`;
    const change = email.toLowerCase() !== user.email.toLowerCase();
    await enqueueMail(
      tx,
      { to: email, ...confirmMail(user.name, email, link, change) },
      { seal: deps.mailSeal },
    );
  }

  return {
    issue,

    /** A fresh link for the account's own address, unless it is confirmed already. */
    async resend(userId: number): Promise<{ message: string }> {
      const user = await q.findUserById(db, userId);
      if (!user) throw NotFound('User not found.');
      if (user.emailVerifiedAt) return { message: emailMessages.alreadyConfirmed };
      await db.transaction((tx) => issue(tx, user, user.email));
      return { message: emailMessages.resent };
    },

    /**
     * Opens a link. The account's own address becomes confirmed; a new address replaces the old one,
     * every session ends (the browser signs in again) and the old address is told. A confirmed
     * address on ADMIN_EMAILS gets the admin role here, once.
     */
    async confirm(input: z.output<typeof verifyEmailSchema>): Promise<VerifyEmailResponse> {
      const userId = decodeUid(input.uid);
      if (userId === undefined) throw Invalid(emailMessages.linkInvalid);
      let result: { email: string; changed: boolean };
      try {
        result = await db.transaction(async (tx) => {
          const email = await cq.consumeConfirmation(tx, userId, sha256(input.token));
          const before = email ? await q.findUserById(tx, userId) : undefined;
          if (!email || !before) throw Invalid(emailMessages.linkInvalid);
          const changed = email.toLowerCase() !== before.email.toLowerCase();
          if (changed) await cq.moveToEmail(tx, userId, email);
          else await cq.markVerified(tx, userId);
          await grantListedAdmins(tx, deps.log, deps.config.adminEmails, userId);
          if (changed) {
            await enqueueMail(tx, {
              to: before.email,
              ...emailChangedNotice(before.name, email, deps.config.publicUrl),
            });
          }
          return { email, changed };
        });
      } catch (error) {
        // Another account took the new address after the change was asked for.
        if (isUniqueViolation(error))
          throw Conflict(authMessages.emailExists).withCode(authErrorCodes.emailTaken);
        throw error;
      }
      const { email, changed } = result;
      if (!changed) return { message: emailMessages.confirmed, email, email_changed: false };
      return { message: emailMessages.changed(email), email, email_changed: true };
    },

    pendingEmail: (userId: number) => cq.findPendingEmail(db, userId),
  };
}

export type EmailConfirmations = ReturnType<typeof createEmailConfirmations>;
