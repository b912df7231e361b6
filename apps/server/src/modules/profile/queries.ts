import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/auth';
import { candidates, certifications } from '../../db/schema/profile';

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateValues = Omit<
  typeof candidates.$inferInsert,
  'userId' | 'createdAt' | 'updatedAt' | 'image'
>;

export async function findCandidate(db: Executor, userId: number): Promise<CandidateRow | undefined> {
  const [row] = await db.select().from(candidates).where(eq(candidates.userId, userId));
  return row;
}

/** Creates the profile or replaces its fields (the picture is kept unless `image` is given). */
export async function upsertCandidate(
  db: Executor,
  userId: number,
  values: CandidateValues & { image?: string },
) {
  await db
    .insert(candidates)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: candidates.userId, set: { ...values, updatedAt: new Date() } });
}

export async function setCandidateImage(db: Executor, userId: number, image: string): Promise<void> {
  await db
    .insert(candidates)
    .values({ userId, image })
    .onConflictDoUpdate({ target: candidates.userId, set: { image, updatedAt: new Date() } });
}

/** Whether any other profile still shows this (content-addressed) picture. */
export async function imageUsedByOthers(db: Executor, image: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(candidates)
    .where(and(eq(candidates.image, image), ne(candidates.userId, userId)));
  return (row?.n ?? 0) > 0;
}

export function listCertifications(db: Executor, userId: number) {
  return db.select().from(certifications).where(eq(certifications.userId, userId)).orderBy(certifications.id);
}

export async function replaceCertifications(
  db: Executor,
  userId: number,
  items: { title: string; issued: string; description: string }[],
): Promise<void> {
  await db.delete(certifications).where(eq(certifications.userId, userId));
  if (items.length > 0) await db.insert(certifications).values(items.map((c) => ({ ...c, userId })));
}

export async function insertCertification(
  db: Executor,
  userId: number,
  item: { title: string; issued: string; description: string },
) {
  const [row] = await db
    .insert(certifications)
    .values({ ...item, userId })
    .returning();
  return row!;
}

export async function deleteCertification(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.userId, userId)))
    .returning({ id: certifications.id });
  return rows.length === 1;
}

/** The phone lives on the account; an empty one leaves it as it was. */
export async function updateAccountPhone(db: Executor, userId: number, phone: string) {
  if (!phone) return;
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

/** Dashboard figures: courses done and under way, points, and how many learners have more points. */
export async function learnerFigures(db: Executor, userId: number) {
  // Raw SQL: the sub-selects must name their tables explicitly (a single-table Drizzle select
  // renders bare column names, which a sub-select would resolve against its own table).
  const result = (await db.execute(sql`
    select u.learning_points as points,
      (select count(*)::int from enrollments e where e.user_id = u.id) as enrolled,
      (select count(*)::int from enrollments e where e.user_id = u.id and e.completed_at is not null) as completed,
      (select count(*)::int from users o where o.role = 'learner' and o.learning_points > u.learning_points) as ahead
    from users u where u.id = ${userId}`)) as unknown as {
    rows: { points: number; enrolled: number; completed: number; ahead: number }[];
  };
  return result.rows[0];
}

export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}
