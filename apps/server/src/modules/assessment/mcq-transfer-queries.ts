import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { categories, domains, mcqs, type OptionMap } from '../../db/schema';

/** Rows per INSERT: 1,000 questions × 4 columns stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

/**
 * Holds the category's row until the transaction ends, so two imports into one category run one
 * after the other and cannot both add the same question. Returns false when the category is gone.
 */
export async function lockCategory(tx: Executor, categoryId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('update');
  return rows.length === 1;
}

export const categoryQuestions = (db: Executor, categoryId: number) =>
  db.select({ question: mcqs.question }).from(mcqs).where(eq(mcqs.categoryId, categoryId));

/** Multi-row inserts in chunks. */
export async function insertMcqs(
  tx: Executor,
  categoryId: number,
  rows: { question: string; options: OptionMap; correctAnswer: 'A' | 'B' | 'C' | 'D' }[],
) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(mcqs).values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, categoryId })));
  }
}

/** The questions of one category or of every category of a domain, in bank order. */
export function exportedMcqs(db: Executor, scope: { categoryId?: number; domainId?: number }) {
  return db
    .select({ question: mcqs.question, options: mcqs.options, correctAnswer: mcqs.correctAnswer })
    .from(mcqs)
    .innerJoin(categories, eq(categories.id, mcqs.categoryId))
    .where(
      scope.categoryId !== undefined
        ? eq(mcqs.categoryId, scope.categoryId)
        : eq(categories.domainId, scope.domainId ?? 0),
    )
    .orderBy(asc(categories.id), asc(mcqs.id));
}

/** The name a download is called after: the category (with its domain) or the domain. */
export async function scopeName(
  db: Executor,
  scope: { categoryId?: number; domainId?: number },
): Promise<string | undefined> {
  if (scope.categoryId !== undefined) {
    const [row] = await db
      .select({ name: sql<string>`${domains.name} || '-' || ${categories.name}` })
      .from(categories)
      .innerJoin(domains, eq(domains.id, categories.domainId))
      .where(eq(categories.id, scope.categoryId));
    return row?.name;
  }
  const [row] = await db
    .select({ name: domains.name })
    .from(domains)
    .where(eq(domains.id, scope.domainId ?? 0));
  return row?.name;
}
