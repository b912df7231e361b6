import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth';

/**
 * What other modules may read of an account beside their own rows (the name and e-mail shown next to
 * an enquiry, an application, a certificate): a subquery over the users table that stays this module's
 * (issue 19, module ownership). PostgreSQL folds a plain subquery into the outer query, so a join
 * through it plans like a join on the table itself. `alias` names it when one query needs it twice.
 */
export function accounts(alias = 'account') {
  return new QueryBuilder()
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .as(alias);
}
