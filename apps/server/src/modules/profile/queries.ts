import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
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
