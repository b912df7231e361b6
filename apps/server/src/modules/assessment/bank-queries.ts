import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { categories, domains, mcqs } from '../../db/schema/assessment';

export type DomainRow = typeof domains.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type McqRow = typeof mcqs.$inferSelect;

export const listDomains = (db: Executor) => db.select().from(domains).orderBy(asc(domains.id));

/** The categories of these domains with the number of questions each holds. */
export function bankOf(db: Executor, domainIds: number[]) {
  return db
    .select({
      domainId: categories.domainId,
      id: categories.id,
      name: categories.name,
      kind: categories.kind,
      questions: count(mcqs.id),
    })
    .from(categories)
    .leftJoin(mcqs, eq(mcqs.categoryId, categories.id))
    .where(inArray(categories.domainId, domainIds))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
}

export type BankRow = Awaited<ReturnType<typeof bankOf>>[number];

export async function findDomain(db: Executor, id: number): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(domains).where(eq(domains.id, id));
  return row;
}

export async function insertDomain(
  db: Executor,
  values: { name: string; description: string; image: string },
) {
  const [row] = await db.insert(domains).values(values).returning();
  return row!;
}

export async function updateDomain(db: Executor, id: number, values: Partial<typeof domains.$inferInsert>) {
  const [row] = await db
    .update(domains)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(domains.id, id))
    .returning();
  return row;
}

export async function deleteDomain(db: Executor, id: number) {
  const [row] = await db.delete(domains).where(eq(domains.id, id)).returning();
  return row;
}

export const listCategories = (db: Executor, domainId: number) =>
  db.select().from(categories).where(eq(categories.domainId, domainId)).orderBy(asc(categories.id));

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function insertCategory(
  db: Executor,
  values: { name: string; domainId: number; kind: 'aptitude' | 'domain' },
) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  id: number,
  values: { name: string; domainId: number; kind: 'aptitude' | 'domain' },
) {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id })).length === 1
  );
}

/** MCQs of a domain (optionally one category) with their domain id, in creation order. */
export function listMcqs(db: Executor, domainId: number, categoryId?: number) {
  return db
    .select({ mcq: mcqs, domainId: categories.domainId })
    .from(mcqs)
    .innerJoin(categories, eq(categories.id, mcqs.categoryId))
    .where(and(eq(categories.domainId, domainId), categoryId ? eq(mcqs.categoryId, categoryId) : undefined))
    .orderBy(asc(mcqs.id));
}

type McqValues = Pick<typeof mcqs.$inferInsert, 'categoryId' | 'question' | 'options' | 'correctAnswer'>;

export async function insertMcq(db: Executor, values: McqValues) {
  const [row] = await db.insert(mcqs).values(values).returning();
  return row!;
}

export async function updateMcq(db: Executor, id: number, values: McqValues) {
  const [row] = await db
    .update(mcqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mcqs.id, id))
    .returning();
  return row;
}

export async function deleteMcq(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(mcqs).where(eq(mcqs.id, id)).returning({ id: mcqs.id })).length === 1;
}
