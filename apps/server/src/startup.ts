import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from './db/seed';
import { demoLearner } from './db/seed/learner';
import { grantListedAdmins } from './modules/auth/admin-addresses';
import { ensureAdminAccount } from './modules/auth/admin-bootstrap';

/** An account this start created, with the password it was given (shown once, only its hash is kept). */
interface CreatedAccount {
  email: string;
  password: string;
}

/** What this start did that a person should be told once. */
export interface FirstStart {
  admin?: CreatedAccount;
  /** The demo learner, created with the demo content (SEED_DEMO). */
  learner?: CreatedAccount;
}

const GENERATED_ADMIN_EMAIL = 'admin@skillpath.local';
const generatePassword = () => randomBytes(12).toString('base64url');

/**
 * What `npm start` does to the database before serving: migrate, load the demo content into an empty
 * database (SEED_DEMO), make sure an admin can sign in, and give ADMIN_EMAILS accounts their role
 * where a link mailed to the address set the password (modules/auth/admin-addresses.ts). All of it under the start-up lock: instances starting together on one
 * database do it one after the other, and each step does nothing when it finds its work done.
 */
export function prepareDatabase(app: FastifyInstance): Promise<FirstStart> {
  const { database, config, log } = app;
  return database.withStartupLock(async () => {
    const firstStart: FirstStart = {};
    await database.migrate();
    if (config.seedDemo) {
      const learner = { email: demoLearner.email, password: generatePassword() };
      if (await seedDemo(database.db, app.media, { learnerPassword: learner.password })) {
        log.info('Loaded the demo content into the empty database');
        firstStart.learner = learner;
      }
    }
    if (config.bootstrapAdmin) {
      await ensureAdminAccount(database.db, { ...config.bootstrapAdmin, replace: true });
    } else {
      const admin = { email: GENERATED_ADMIN_EMAIL, password: generatePassword() };
      // Shown once by server.ts (banner.ts), on the start that creates it; only its hash is kept.
      if (await ensureAdminAccount(database.db, { ...admin, replace: false })) firstStart.admin = admin;
    }
    await grantListedAdmins(database.db, log, config.adminEmails, 'start');
    return firstStart;
  });
}
