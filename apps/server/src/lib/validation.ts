import type { z } from 'zod';
import { Invalid } from '../errors';

/** PostgreSQL text cannot hold U+0000: such input is refused as invalid before it reaches a query. */
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** The path (`a.b.0`) of the first string holding U+0000 in a parsed body or query, if any. */
export function nulCharacterPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path.join('.') || 'non_field_errors' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = [...path, key];
    if (key.includes('\u0000')) return next.join('.');
    const found = nulCharacterPath(item, next);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws a 400 naming the field when a parsed body or query holds U+0000. */
export function rejectNulCharacters(...values: unknown[]): void {
  for (const value of values) {
    const field = nulCharacterPath(value);
    if (field !== undefined) throw Invalid(NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
  }
}

/** Validates data the route schema could not (multipart fields); failures become a 400 with field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  throw Invalid(result.error.issues[0]?.message ?? 'Invalid input.', fields);
}
