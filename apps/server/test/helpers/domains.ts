import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/**
 * Publishes a domain whose bank fills one section only, which the API refuses (409 bank_too_small):
 * tests of one section's exam start from it. The publishing rule is tested in admin/bank-checks.test.ts.
 */
export async function publishOneSectionDomain(t: TestApp, domainId: number) {
  await t.app.db.execute(sql`update domains set published = true where id = ${domainId}`);
}
