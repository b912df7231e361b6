import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text({ enum: ['learner', 'admin'] })
      .notNull()
      .default('learner'),
    /** Bumped to revoke every token issued before (password reset, account changes). */
    tokenVersion: integer('token_version').notNull().default(0),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** When the owner opened a confirmation link mailed to `email`; null while unconfirmed. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When a link mailed to `email` (confirmation or reset) last set the password, which ended every
     * earlier session; null once the address changes without one. ADMIN_EMAILS grants need it: only
     * the address's owner then holds the password or a session (SECURITY.md, accounts).
     */
    passwordSetByLinkAt: timestamp('password_set_by_link_at', { withTimezone: true }),
    /** Kept in step by the events that earn points (LEARNING_POINTS), so rank is one indexed count. */
    learningPoints: integer('learning_points').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_learning_points_idx').on(t.learningPoints),
  ],
);

/** Tokens revoked by logout, kept until they would have expired anyway. */
export const authRevocations = pgTable(
  'auth_revocations',
  {
    jti: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_revocations_expires_idx').on(t.expiresAt)],
);

/** Password-reset links: only a hash of the token is stored; single use, one hour of life. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * E-mail confirmation links (DESIGN §5): `email` is the address the link proves, the account's own
 * (sign-up, resend) or a new one waiting to replace it. Only a hash of the token is stored; single
 * use; issuing a link retires the user's earlier ones, so at most one is live.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash_key').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId),
  ],
);

/**
 * The admin role's history per address (lower-cased), kept across account deletion: a grant (by
 * ADMIN_EMAILS through a link that set the password, the bootstrap or an admin) or a demotion by an
 * admin. A demoted address is not granted by ADMIN_EMAILS again until an admin grants it.
 */
export const adminAddresses = pgTable('admin_addresses', {
  email: text().primaryKey(),
  status: text({ enum: ['granted', 'demoted'] }).notNull(),
  /** How: 'confirmation link', 'reset link', 'start', 'bootstrap', 'admin'. */
  via: text().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
