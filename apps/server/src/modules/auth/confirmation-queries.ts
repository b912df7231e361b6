import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emailConfirmations, users } from '../../db/schema/auth';

/** Stores a new confirmation link for `email` and retires the user's earlier ones (one live link). */
export async function replaceConfirmation(
  db: Executor,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(and(eq(emailConfirmations.userId, values.userId), isNull(emailConfirmations.usedAt)));
  await db.insert(emailConfirmations).values(values);
}

/** A link by its token, whatever its state: whether it is live, and what it did once used. */
export async function findConfirmation(db: Executor, userId: number, tokenHash: string) {
  const [row] = await db
    .select({
      email: emailConfirmations.email,
      usedAt: emailConfirmations.usedAt,
      expiresAt: emailConfirmations.expiresAt,
    })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.tokenHash, tokenHash)));
  return row;
}

/** Marks a live link as used and returns the address it confirms; undefined when unknown, used or expired. */
export async function consumeConfirmation(
  db: Executor,
  userId: number,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        eq(emailConfirmations.tokenHash, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, new Date()),
      ),
    )
    .returning({ email: emailConfirmations.email });
  return row?.email;
}

/** The address of the user's live link when it is not their current one: a change waiting. */
export async function findPendingEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, new Date()),
        sql`lower(${emailConfirmations.email}) <> lower(${users.email})`,
      ),
    );
  return row?.email ?? null;
}

/** Retires the links of e-mail changes waiting (any address but the account's own). */
export async function retirePendingEmailChanges(db: Executor, userId: number): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        sql`lower(${emailConfirmations.email}) <> (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
      ),
    );
}

/** The account's address is confirmed (kept from the first confirmation). */
export async function markVerified(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * Moves the account to its confirmed new address and ends every session (token version bump). No
 * link mailed to the new address has set the password yet. A unique violation means another account
 * took the address meanwhile.
 */
export async function moveToEmail(db: Executor, userId: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({
      email,
      emailVerifiedAt: new Date(),
      passwordSetByLinkAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId));
}
