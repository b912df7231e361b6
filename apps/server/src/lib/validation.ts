import { commonMessages, MAX_INPUT_DEPTH } from '@skillpath/contract';
import type { z } from 'zod';
import { Invalid } from '../errors';

/** PostgreSQL text cannot hold U+0000: such input is refused as invalid before it reaches a query. */
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** What the walk found wrong in a parsed body or query. */
type InputProblem = { nulAt: string } | { tooDeep: true };

/**
 * Walks a parsed body or query without recursion (a body nested 100,000 levels deep must not
 * overflow the stack): the first string or key holding U+0000, or nesting deeper than
 * MAX_INPUT_DEPTH. No route takes input nested anywhere near that deep.
 */
function inputProblem(value: unknown): InputProblem | undefined {
  const stack: [item: unknown, path: string[]][] = [[value, []]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { nulAt: path.join('.') || 'non_field_errors' };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { tooDeep: true };
    const entries = Object.entries(item);
    // Pushed last to first, so the first field is looked at first (the one a person would fix first).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (key.includes('\u0000')) return { nulAt: [...path, key].join('.') };
      stack.push([child, [...path, key]]);
    }
  }
  return undefined;
}

/** Throws a 400 when a parsed body or query holds U+0000 (naming the field) or nests too deep. */
export function rejectBadInput(...values: unknown[]): void {
  for (const value of values) {
    const problem = inputProblem(value);
    if (!problem) continue;
    if ('tooDeep' in problem) throw Invalid(commonMessages.inputTooDeep);
    throw Invalid(NUL_MESSAGE, { [problem.nulAt]: [NUL_MESSAGE] });
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
