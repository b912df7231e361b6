import type { z } from 'zod';
import { Invalid } from '../errors';

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
