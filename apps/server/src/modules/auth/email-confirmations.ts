import {
  authErrorCodes,
  authMessages,
  EMAIL_TOKEN_TTL_SECONDS,
  emailErrorCodes,
  emailMessages,
  type VerifyEmailResponse,
  type verifyEmailSchema,
} from '@skillpath/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Invalid, NotFound } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import type { MailSeal } from '../jobs/mail-seal';
import { enqueueMail } from '../jobs/queue';
import { grantListedAdmins, linkMustSetPassword } from './admin-addresses';
import * as cq from './confirmation-queries';
import { confirmMail, emailChangedNotice } from './email-mail';
import { decodeUid, encodeUid, newLinkToken, sha256 } from './link-tokens';
import * as q from './queries';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface EmailConfirmationDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailSeal: MailSeal;
  config: { publicUrl: string; adminEmails: string[] };
}

/**
 * Who owns an address (SECURITY.md, accounts). One live link per user, mailed to the address it proves: the
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
    const change = !sameAddress(email, user.email);
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
     * every session ends (the browser signs in again) and the old address is told. A link for an
     * ADMIN_EMAILS address also sets the password (asked for with `password_required`, the link left
     * unused), which ends every earlier session, and then grants the role (admin-addresses.ts).
     */
    async confirm(input: z.output<typeof verifyEmailSchema>): Promise<VerifyEmailResponse> {
      const userId = decodeUid(input.uid);
      if (userId === undefined) throw Invalid(emailMessages.linkInvalid);
      const tokenHash = sha256(input.token);
      const [link, user] = await Promise.all([
        cq.findConfirmation(db, userId, tokenHash),
        q.findUserById(db, userId),
      ]);
      if (!link || !user) throw Invalid(emailMessages.linkInvalid);
      if (link.usedAt && user.emailVerifiedAt && sameAddress(link.email, user.email)) {
        throw Conflict(emailMessages.linkUsed).withCode(emailErrorCodes.alreadyConfirmed);
      }
      const setsPassword = await linkMustSetPassword(db, deps.config.adminEmails, user, link.email);
      if (setsPassword && !input.new_password) {
        throw Invalid(emailMessages.passwordRequired).withCode(emailErrorCodes.passwordRequired);
      }
      const passwordHash = setsPassword ? await hashPassword(input.new_password!) : undefined;
      let result: { email: string; changed: boolean };
      try {
        result = await db.transaction(async (tx) => {
          const email = await cq.consumeConfirmation(tx, userId, tokenHash);
          const before = email ? await q.findUserById(tx, userId) : undefined;
          if (!email || !before) throw Invalid(emailMessages.linkInvalid);
          const changed = !sameAddress(email, before.email);
          if (changed) await cq.moveToEmail(tx, userId, email);
          else await cq.markVerified(tx, userId);
          if (passwordHash) await q.setPassword(tx, userId, passwordHash, { byLink: true });
          // A new address or a new password is a credential change: older links stop working.
          if (changed || passwordHash) await q.retireCredentialLinks(tx, userId);
          if (passwordHash)
            await grantListedAdmins(tx, deps.log, deps.config.adminEmails, 'confirmation link', userId);
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
      const sessionsEnded = changed || passwordHash !== undefined;
      let message: string = emailMessages.confirmed;
      if (passwordHash) message = emailMessages.confirmedWithPassword;
      else if (changed) message = emailMessages.changed(email);
      return { message, email, email_changed: changed, sessions_ended: sessionsEnded };
    },

    pendingEmail: (userId: number) => cq.findPendingEmail(db, userId),
  };
}

export type EmailConfirmations = ReturnType<typeof createEmailConfirmations>;
