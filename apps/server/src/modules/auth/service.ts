import {
  type AuthResponse,
  authErrorCodes,
  authMessages,
  type changePasswordSchema,
  type forgotPasswordSchema,
  type loginSchema,
  type resetPasswordSchema,
  type signUpSchema,
  type User,
} from '@skillpath/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { Conflict, Invalid, NotFound, Unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enqueue } from '../jobs/queue';
import { grantListedAdmins } from './admin-addresses';
import { markVerified } from './confirmation-queries';
import type { CurrentPasswordCheck } from './current-password';
import type { EmailConfirmations } from './email-confirmations';
import { decodeUid, sha256 } from './link-tokens';
import * as q from './queries';
import type { TokenService, VerifiedClaims } from './tokens';

export interface AuthDeps {
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  confirmations: EmailConfirmations;
  currentPassword: CurrentPasswordCheck;
  adminEmails: string[];
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
      const passwordHash = await hashPassword(input.password);
      try {
        // Every account starts as a learner: ADMIN_EMAILS counts only once a link mailed to the address
        // sets the password (admin-addresses.ts).
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

    /**
     * Changes the password, ends every other session, retires reset links and pending e-mail
     * changes, and hands this session a fresh token.
     */
    async changePassword(
      userId: number,
      input: z.output<typeof changePasswordSchema>,
    ): Promise<AuthResponse> {
      await deps.currentPassword.verify(userId, input.current_password);
      const passwordHash = await hashPassword(input.new_password);
      const updated = await deps.db.transaction(async (tx) => {
        const row = await q.setPassword(tx, userId, passwordHash);
        if (row) await q.retireCredentialLinks(tx, userId);
        return row;
      });
      if (!updated) throw NotFound('User not found.');
      return session(deps, updated);
    },

    /**
     * The same answer, after the same work, whether or not the address has an account (no
     * enumeration, by the answer or its timing): one queued job, which looks the address up and mails
     * only a registered one (reset-job.ts).
     */
    async forgotPassword(input: z.output<typeof forgotPasswordSchema>): Promise<{ message: string }> {
      await enqueue(deps.db, 'password-reset', { email: input.email });
      return { message: authMessages.forgotSent };
    },

    /**
     * A reset link was mailed to the account's address: opening it proves the address, as a
     * confirmation link does. The new password ends every session, retires every other link, and
     * grants an ADMIN_EMAILS address its role (admin-addresses.ts).
     */
    async resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<{ message: string }> {
      const userId = decodeUid(input.uid);
      if (userId === undefined) throw Invalid(authMessages.resetLinkInvalid);
      const passwordHash = await hashPassword(input.new_password);
      const updated = await deps.db.transaction(async (tx) => {
        if (!(await q.consumePasswordReset(tx, userId, sha256(input.token)))) {
          throw Invalid(authMessages.resetLinkInvalid);
        }
        const row = await q.setPassword(tx, userId, passwordHash, { byLink: true });
        if (!row) return undefined;
        await markVerified(tx, userId);
        await q.retireCredentialLinks(tx, userId);
        await grantListedAdmins(tx, deps.log, deps.adminEmails, 'reset link', userId);
        return row;
      });
      if (updated) {
        await deps.forgetLoginFailures(updated.email);
        await deps.currentPassword.forget(updated.id);
      }
      return { message: authMessages.resetSuccess };
    },
  };
}
