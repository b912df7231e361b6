import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { authRevocations, passwordResets, users } from '../../db/schema/auth';
import { containsAny } from '../../db/search';
import { retirePendingEmailChanges } from './confirmation-queries';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  tokenVersion: users.tokenVersion,
  dateJoined: users.dateJoined,
  lastLogin: users.lastLogin,
};
export type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

export async function insertUser(
  db: Executor,
  values: { name: string; email: string; phone: string; passwordHash: string; role: 'learner' | 'admin' },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, lastLogin: new Date() })
    .returning(userColumns);
  return row!;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Names and addresses of some accounts, for the rows of another module's admin list. */
export function findUsersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The ids of the accounts whose name, e-mail or phone contains `q` (a subquery); undefined for ''. */
export function userIdsMatching(db: Executor, q: string) {
  const where = containsAny(q, [users.name, users.email, users.phone]);
  return where ? db.select({ id: users.id }).from(users).where(where) : undefined;
}

export async function findPasswordHash(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.passwordHash;
}

const tokenHolder = preparedPerDatabase((db) =>
  db
    .select({ ...userColumns, revokedJti: authRevocations.jti })
    .from(users)
    .leftJoin(authRevocations, eq(authRevocations.jti, sql.placeholder('jti')))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('token_holder'),
);

/** The user behind a token, with whether that token's jti was revoked: one indexed query per request. */
export async function findTokenHolder(db: Db, id: number, jti: string) {
  const [row] = await tokenHolder(db).execute({ id, jti });
  return row;
}

export async function touchLastLogin(db: Executor, id: number): Promise<void> {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, id));
}

/**
 * A new password ends every session (token version bump). `byLink`: a link mailed to the account's
 * address set it (confirmation or reset), which ADMIN_EMAILS grants need (admin-addresses.ts).
 */
export async function setPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  { byLink = false } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ...(byLink ? { passwordSetByLinkAt: new Date() } : {}),
    })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}

export async function setRole(db: Executor, emails: string[], role: 'learner' | 'admin'): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role })
    .where(inArray(sql`lower(${users.email})`, emails));
}

export async function revokeToken(db: Executor, jti: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(authRevocations).values({ jti, userId, expiresAt }).onConflictDoNothing();
  // Rows past their token's expiry prove nothing any more.
  await db.delete(authRevocations).where(lt(authRevocations.expiresAt, new Date()));
}

/** The daily purge (modules/jobs/schedules.ts): revocations of expired tokens, dead reset links. */
export async function purgeExpiredTokens(db: Executor): Promise<void> {
  const now = new Date();
  await db.delete(authRevocations).where(lt(authRevocations.expiresAt, now));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
}

export async function insertPasswordReset(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks a live reset as used; returns false when it is unknown, used or expired (single use). */
export async function consumePasswordReset(
  db: Executor,
  userId: number,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** Retires every reset link of the user (a newer one was issued, or a credential changed). */
export async function retirePasswordResets(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * After a credential change (password reset, password change, a new address confirmed) no link
 * issued before may still act on the account: reset links and pending e-mail changes are retired.
 * The sessions end with the token version bump of the change itself.
 */
export async function retireCredentialLinks(db: Executor, userId: number): Promise<void> {
  await retirePasswordResets(db, userId);
  await retirePendingEmailChanges(db, userId);
}

/** Adds learning points (LEARNING_POINTS) to a learner's running total. */
export async function addPoints(db: Executor, userId: number, points: number): Promise<void> {
  await db
    .update(users)
    .set({ learningPoints: sql`${users.learningPoints} + ${points}` })
    .where(eq(users.id, userId));
}

/** The phone lives on the account; an empty one leaves it as it was. */
export async function updateAccountPhone(db: Executor, userId: number, phone: string) {
  if (!phone) return;
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

/** A learner's points and how many learners have more (their rank less one): one indexed count. */
export async function pointsAndRank(db: Executor, userId: number) {
  const result = (await db.execute(sql`
    select u.learning_points as points,
      (select count(*)::int from users o where o.role = 'learner' and o.learning_points > u.learning_points) as ahead
    from users u where u.id = ${userId}`)) as unknown as { rows: { points: number; ahead: number }[] };
  return result.rows[0];
}
