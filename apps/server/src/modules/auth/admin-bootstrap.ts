import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/auth';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { writeAudit } from '../audit/writer';
import { markVerified } from './confirmation-queries';
import * as q from './queries';

/**
 * Makes `email` an admin who can sign in with `password`. With `replace`, an existing account is
 * given that password (unless it already has it); without, an existing account is left alone.
 * The operator named this address, so it counts as confirmed (DESIGN §5). Returns true when the
 * account was created.
 */
export async function ensureAdminAccount(
  db: Executor,
  opts: { email: string; password: string; replace: boolean },
): Promise<boolean> {
  const existing = await q.findUserByEmail(db, opts.email);
  if (!existing) {
    const passwordHash = await hashPassword(opts.password);
    const created = await q.insertUser(db, {
      name: 'Administrator',
      email: opts.email,
      phone: '0000000000',
      passwordHash,
      role: 'admin',
    });
    await markVerified(db, created.id);
    return true;
  }
  if (opts.replace && !(await verifyPassword(existing.passwordHash, opts.password))) {
    await q.setPassword(db, existing.id, await hashPassword(opts.password));
  }
  if (opts.replace) {
    await q.setRole(db, [opts.email], 'admin');
    await markVerified(db, existing.id);
  }
  return false;
}

/** Who the audit log names for a grant made by the server from its configuration. */
const GRANT_ACTOR = 'server (ADMIN_EMAILS)';
const GRANT_ACTION = 'GRANT admin role (ADMIN_EMAILS)';

/**
 * ADMIN_EMAILS (DESIGN §5): an account whose confirmed address is on the list becomes an admin,
 * once. `admin_granted_at` records it, so an admin who later demotes the account is not overruled at
 * the next start. Each grant goes to the log and the audit log. Called at start (every account) and
 * when an address is confirmed (`userId`).
 */
export async function grantListedAdmins(
  db: Executor,
  log: FastifyBaseLogger,
  emails: string[],
  userId?: number,
): Promise<void> {
  if (emails.length === 0) return;
  const granted = await db
    .update(users)
    .set({ role: 'admin', adminGrantedAt: new Date() })
    .where(
      and(
        inArray(sql`lower(${users.email})`, emails),
        isNotNull(users.emailVerifiedAt),
        isNull(users.adminGrantedAt),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .returning({ id: users.id, email: users.email });
  if (granted.length === 0) return;
  for (const u of granted) {
    await writeAudit(db, {
      actorId: null,
      actorEmail: GRANT_ACTOR,
      action: GRANT_ACTION,
      kind: 'learner',
      entityId: u.id,
      status: 200,
      record: null,
      label: u.email,
      changed: ['role'],
    });
  }
  for (const u of granted) {
    log.warn(
      { userId: u.id, email: u.email },
      `Granted the admin role to ${u.email} (confirmed address on ADMIN_EMAILS)`,
    );
  }
}
