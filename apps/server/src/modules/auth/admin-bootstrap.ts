import type { Executor } from '../../db/database';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordAdminAddress } from './admin-addresses';
import { markVerified } from './confirmation-queries';
import * as q from './queries';

/**
 * Makes `email` an admin who can sign in with `password`. With `replace`, an existing account is
 * given that password (unless it already has it); without, an existing account is left alone.
 * The operator named this address and its password, so it counts as confirmed and granted, a
 * demotion of the address notwithstanding. Returns true when the account was created.
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
    await recordAdminAddress(db, opts.email, 'granted', 'bootstrap');
    return true;
  }
  if (opts.replace && !(await verifyPassword(existing.passwordHash, opts.password))) {
    await q.setPassword(db, existing.id, await hashPassword(opts.password));
  }
  if (opts.replace) {
    await q.setRole(db, [opts.email], 'admin');
    await markVerified(db, existing.id);
    await recordAdminAddress(db, opts.email, 'granted', 'bootstrap');
  }
  return false;
}
