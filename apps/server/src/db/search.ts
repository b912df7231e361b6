import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/** Case-insensitive "contains" over several columns; undefined (no filter) for an empty search. */
export function containsAny(q: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}
