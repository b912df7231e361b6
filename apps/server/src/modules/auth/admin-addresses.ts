import { and, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { adminAddresses, users } from '../../db/schema/auth';
import { writeAudit } from '../audit/writer';

/**
 * The admin role per address (SECURITY.md, accounts). ADMIN_EMAILS names addresses, not people: the
 * role goes to the account holding a listed address only once a link mailed to that address set the
 * account's password (`users.password_set_by_link_at`), which ended every earlier session. Whoever
 * signed the address up, or moved an account to it, before its owner holds nothing after that.
 * Grants and demotions are kept per address in `admin_addresses`, so a demotion outlives the account.
 */

/** How a grant or demotion came about, as `admin_addresses.via` and the audit log name it. */
export type AdminVia = 'confirmation link' | 'reset link' | 'start' | 'bootstrap' | 'admin';

/** Records the address's latest grant or demotion (lower-cased: addresses compare without case). */
export async function recordAdminAddress(
  db: Executor,
  email: string,
  status: 'granted' | 'demoted',
  via: AdminVia,
): Promise<void> {
  const values = { email: email.toLowerCase(), status, via, changedAt: new Date() };
  await db
    .insert(adminAddresses)
    .values(values)
    .onConflictDoUpdate({ target: adminAddresses.email, set: { status, via, changedAt: values.changedAt } });
}

const demotedAddresses = (db: Executor) =>
  db.select({ email: adminAddresses.email }).from(adminAddresses).where(eq(adminAddresses.status, 'demoted'));

/**
 * Whether a link confirming `email` for `user` must set the password: the address is on
 * ADMIN_EMAILS, the account is no admin yet and no admin demoted the address.
 */
export async function linkMustSetPassword(
  db: Executor,
  listed: string[],
  user: { role: 'learner' | 'admin' },
  email: string,
): Promise<boolean> {
  const address = email.toLowerCase();
  if (user.role === 'admin' || !listed.includes(address)) return false;
  const [demoted] = await db
    .select({ email: adminAddresses.email })
    .from(adminAddresses)
    .where(and(eq(adminAddresses.email, address), eq(adminAddresses.status, 'demoted')));
  return !demoted;
}

/** Who the audit log names for a grant made by the server from its configuration. */
const GRANT_ACTOR = 'server (ADMIN_EMAILS)';

/**
 * Gives the admin role to learners whose confirmed address is on ADMIN_EMAILS and whose password a
 * link mailed to that address set, unless an admin demoted the address. Called when a link sets the
 * password (`userId`) and at start over every account (an address added to the list later). Each
 * grant is recorded per address, in the audit log and in the log, with the path that made it.
 */
export async function grantListedAdmins(
  db: Executor,
  log: FastifyBaseLogger,
  listed: string[],
  via: AdminVia,
  userId?: number,
): Promise<void> {
  if (listed.length === 0) return;
  const granted = await db
    .update(users)
    .set({ role: 'admin' })
    .where(
      and(
        inArray(sql`lower(${users.email})`, listed),
        eq(users.role, 'learner'),
        isNotNull(users.emailVerifiedAt),
        isNotNull(users.passwordSetByLinkAt),
        notInArray(sql`lower(${users.email})`, demotedAddresses(db)),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .returning({ id: users.id, email: users.email });
  for (const u of granted) {
    await recordAdminAddress(db, u.email, 'granted', via);
    await writeAudit(db, {
      actorId: null,
      actorEmail: GRANT_ACTOR,
      action: `GRANT admin role (ADMIN_EMAILS, ${via})`,
      kind: 'learner',
      entityId: u.id,
      status: 200,
      record: null,
      label: u.email,
      changed: ['role'],
    });
    log.warn(
      { userId: u.id, email: u.email, via },
      `Granted the admin role to ${u.email} (address on ADMIN_EMAILS, password set by a ${via === 'start' ? 'link' : via})`,
    );
  }
  if (userId === undefined) await tellWhoWaits(db, log, listed);
}

/** At start: listed learners the rule holds back, so the operator knows what they are waiting for. */
async function tellWhoWaits(db: Executor, log: FastifyBaseLogger, listed: string[]) {
  const waiting = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, listed),
        eq(users.role, 'learner'),
        isNull(users.passwordSetByLinkAt),
        notInArray(sql`lower(${users.email})`, demotedAddresses(db)),
      ),
    );
  for (const { email } of waiting) {
    log.warn(
      { email },
      `${email} is on ADMIN_EMAILS but no link mailed to it has set its password yet: it becomes an admin once its owner opens the confirmation link or resets the password from the sign-in page`,
    );
  }
}
