import type { DayRange } from '@skillpath/contract';
import { type AnyColumn, and, gte, lt, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** `column` within the UTC days of `?from&to`, the whole `to` day included; undefined without either. */
export function withinDays(column: AnyColumn, range: DayRange): SQL | undefined {
  return and(
    range.from ? gte(column, dayStart(range.from)) : undefined,
    range.to ? lt(column, new Date(dayStart(range.to).getTime() + DAY_MS)) : undefined,
  );
}
