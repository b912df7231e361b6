import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from './db/seed';
import { ensureAdminAccount, grantListedAdmins } from './modules/auth/admin-bootstrap';

/**
 * What `npm start` does to the database before serving: migrate, load the demo content into an empty
 * database (SEED_DEMO), make sure an admin can sign in, and give confirmed ADMIN_EMAILS accounts
 * their role (once each).
 */
export async function prepareDatabase(app: FastifyInstance): Promise<void> {
  const { database, config, log } = app;
  await database.migrate();
  if (config.seedDemo && (await seedDemo(database.db, app.media))) {
    log.info('Loaded the demo catalogue into the empty database');
  }
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
  await grantListedAdmins(database.db, log, config.adminEmails);
}
