import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { ensureAdminAccount, grantAdminRole } from './modules/auth/admin-bootstrap';

/**
 * What `npm start` does to a database before serving: migrate, make sure an admin can sign in,
 * and give every ADMIN_EMAILS account its role.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  await database.migrate();
  if (config.bootstrapAdmin) {
    await ensureAdminAccount(database.db, { ...config.bootstrapAdmin, replace: true });
  } else {
    const password = randomBytes(12).toString('base64url');
    const email = 'admin@skillpath.local';
    if (await ensureAdminAccount(database.db, { email, password, replace: false })) {
      // Shown once, on the start that creates the account; only its hash is stored.
      log.warn(`Created the admin account ${email} with password ${password} (shown only this once)`);
    }
  }
  await grantAdminRole(database.db, config.adminEmails);
}
