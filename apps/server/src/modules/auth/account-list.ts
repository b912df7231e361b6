// The admin's list of accounts (learners module's screens): the users table stays the auth module's.
import { and, count, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/auth';
import { containsAny } from '../../db/search';
import { recordAdminAddress } from './admin-addresses';

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  dateJoined: users.dateJoined,
  lastLogin: users.lastLogin,
  learningPoints: users.learningPoints,
  // Qualified names inside the sub-select: with one table Drizzle prints bare column names.
  enrollments: sql<number>`(select count(*)::int from enrollments e where e.user_id = "users"."id")`,
};

export async function listLearners(
  db: Executor,
  filter: { q: string; role?: 'learner' | 'admin'; limit: number; offset: number },
  /** Only these people (a subquery of user ids), e.g. those active within some days. */
  only?: SQLWrapper,
) {
  const where = and(
    filter.role ? eq(users.role, filter.role) : undefined,
    only ? inArray(users.id, only) : undefined,
    containsAny(filter.q, [users.name, users.email, users.phone]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findLearner(db: Executor, id: number) {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id));
  return row;
}

/** An admin's grant or demotion: it sticks to the address, across deletion and a new sign-up. */
export async function setRole(db: Executor, id: number, role: 'learner' | 'admin') {
  const [row] = await db
    .update(users)
    .set({ role })
    .where(eq(users.id, id))
    .returning({ id: users.id, email: users.email });
  if (row) await recordAdminAddress(db, row.email, role === 'admin' ? 'granted' : 'demoted', 'admin');
  return row;
}
