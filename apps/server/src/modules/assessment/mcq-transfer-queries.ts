import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { categories, domains, mcqs, type OptionMap } from '../../db/schema/assessment';

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

/**
 * One multi-row INSERT for the whole file: the rows travel as a single JSON parameter that
 * jsonb_to_recordset unpacks, so 5,000 questions need neither 20,000 bind parameters nor the ORM
 * building 5,000 value lists.
 */
export async function insertMcqs(
  tx: Executor,
  categoryId: number,
  rows: { question: string; options: OptionMap; correct_answer: 'A' | 'B' | 'C' | 'D' }[],
) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into mcqs (category_id, question, options, correct_answer)
    select ${categoryId}, r.question, r.options, r.correct_answer
    from rows from (
      jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (question text, options jsonb, correct_answer text)
    ) with ordinality as r(question, options, correct_answer, n)
    order by r.n`);
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
