import type { z } from 'zod';

/** The first message of each top-level field of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The banner text of a refused form: `general` when a field says it, else the first field's message. */
export function refusalMessage(found: Record<string, string>, general: string): string {
  const messages = Object.values(found);
  return messages.includes(general) ? general : (messages[0] ?? general);
}
