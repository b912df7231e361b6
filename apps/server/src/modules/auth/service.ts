import {
  type AuthResponse,
  authErrorCodes,
  authMessages,
  type changePasswordSchema,
  type forgotPasswordSchema,
  type loginSchema,
  RESET_TOKEN_TTL_SECONDS,
  type resetPasswordSchema,
  type signUpSchema,
  type User,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Invalid, NotFound, Unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { MailSeal } from '../jobs/mail-seal';
import { enqueueMail } from '../jobs/queue';
import type { EmailConfirmations } from './email-confirmations';
import { decodeUid, encodeUid, newLinkToken, sha256 } from './link-tokens';
import { resetMail } from './mail';
import { refuseWeakPassword } from './password-policy';
import * as q from './queries';
import type { TokenService, VerifiedClaims } from './tokens';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  mailSeal: MailSeal;
  confirmations: EmailConfirmations;
  publicUrl: string;
  /** A reset proves the owner: the failed sign-ins counted against the address are forgotten. */
  forgetLoginFailures: (email: string) => Promise<void>;
}

function toUser(row: q.UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    date_joined: row.dateJoined.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}

async function session(deps: AuthDeps, row: q.UserRow): Promise<AuthResponse> {
  const token = await deps.tokens.issue(row);
  return { token, access: token, id: row.id, userId: row.id, user: toUser(row) };
}

export function createAuthService(deps: AuthDeps) {
  return {
    async signUp(input: z.output<typeof signUpSchema>): Promise<AuthResponse> {
      await refuseWeakPassword('password', input.password, input);
      const passwordHash = await hashPassword(input.password);
      try {
        // Every account starts as a learner: ADMIN_EMAILS counts only once the address is confirmed.
        const row = await deps.db.transaction(async (tx) => {
          const row = await q.insertUser(tx, { ...input, passwordHash, role: 'learner' });
          await deps.confirmations.issue(tx, row, row.email);
          return row;
        });
        return session(deps, row);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw Conflict(authMessages.emailExists, { email: [authMessages.emailExists] }).withCode(
            authErrorCodes.emailTaken,
          );
        }
        throw error;
      }
    },

    async login(input: z.output<typeof loginSchema>): Promise<AuthResponse> {
      const found = await q.findUserByEmail(deps.db, input.email);
      const ok = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !ok)
        throw Unauthorized(authMessages.invalidCredentials).withCode(authErrorCodes.invalidCredentials);
      await q.touchLastLogin(deps.db, found.id);
      return session(deps, { ...found, lastLogin: new Date() });
    },

    async logout(claims: VerifiedClaims): Promise<{ message: string }> {
      await q.revokeToken(deps.db, claims.jti, claims.id, new Date(claims.exp * 1000));
      return { message: authMessages.loggedOut };
    },

    async profile(userId: number): Promise<User> {
      const row = await q.findUserById(deps.db, userId);
      if (!row) throw NotFound('User not found.');
      return toUser(row);
    },

    /** Changes the password, ends every other session and hands this one a fresh token. */
    async changePassword(
      userId: number,
      input: z.output<typeof changePasswordSchema>,
    ): Promise<AuthResponse> {
      const storedHash = await q.findPasswordHash(deps.db, userId);
      if (!storedHash || !(await verifyPassword(storedHash, input.current_password))) {
        throw Invalid(authMessages.currentPasswordWrong, {
          current_password: [authMessages.currentPasswordWrong],
        });
      }
      const owner = await q.findUserById(deps.db, userId);
      if (!owner) throw NotFound('User not found.');
      await refuseWeakPassword('new_password', input.new_password, owner);
      const updated = await q.setPassword(deps.db, userId, await hashPassword(input.new_password));
      if (!updated) throw NotFound('User not found.');
      return session(deps, updated);
    },

    /**
     * The same answer whether or not the address has an account (DESIGN §8: no enumeration); only a
     * registered address gets mail. A new link retires the earlier ones in the same transaction.
     */
    async forgotPassword(input: z.output<typeof forgotPasswordSchema>): Promise<{ message: string }> {
      const found = await q.findUserByEmail(deps.db, input.email);
      if (found) {
        const token = newLinkToken();
        await deps.db.transaction(async (tx) => {
          await q.retirePasswordResets(tx, found.id);
          await q.insertPasswordReset(tx, {
            userId: found.id,
            tokenHash: sha256(token),
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
          });
          // Sent by the job worker: how long the mail server takes cannot tell an address apart.
          const link = `${deps.publicUrl}/reset-password?uid=${encodeUid(found.id)}&token=${token}`;
          await enqueueMail(tx, { to: found.email, ...resetMail(found.name, link) }, { seal: deps.mailSeal });
        });
      }
      return { message: authMessages.forgotSent };
    },

    async resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<{ message: string }> {
      const userId = decodeUid(input.uid);
      if (userId === undefined) throw Invalid(authMessages.resetLinkInvalid);
      const passwordHash = await hashPassword(input.new_password);
      const updated = await deps.db.transaction(async (tx) => {
        if (!(await q.consumePasswordReset(tx, userId, sha256(input.token)))) {
          throw Invalid(authMessages.resetLinkInvalid);
        }
        // Checked once the link is known good, so a guessed link cannot probe whose name it is; a
        // refusal rolls back, and the link still works for a better password.
        const owner = await q.findUserById(tx, userId);
        if (owner) await refuseWeakPassword('new_password', input.new_password, owner);
        await q.retirePasswordResets(tx, userId);
        return q.setPassword(tx, userId, passwordHash);
      });
      if (updated) await deps.forgetLoginFailures(updated.email);
      return { message: authMessages.resetSuccess };
    },
  };
}
