import { ApiRequestError } from '../../../lib/api';

const UNKNOWN = 'Unknown error';

interface ReasonOptions {
  /** Said when the server gave no reason of its own. */
  fallback?: string;
  /** Adds the server's field messages (the spec shows the syllabus error object as text). */
  withFields?: boolean;
}

function fieldsText(fields: Record<string, string[]>): string {
  return Object.entries(fields)
    .map(([name, messages]) => `${name}: ${messages.join(' ')}`)
    .join('; ');
}

/** Spec 001 §8: the reason of a failure — the server's detail, else the message, else 'Unknown error'. */
export function errorReason(error: unknown, { fallback, withFields }: ReasonOptions = {}): string {
  if (error instanceof ApiRequestError) {
    // Without a detail of the server's, the spec's fallback says more than "failed with status 500".
    const reason = error.detail ?? (error.status === 0 ? error.message : (fallback ?? error.message));
    const fields = withFields ? fieldsText(error.fields) : '';
    return fields ? `${reason} (${fields})` : reason;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? UNKNOWN;
}

/** The HTTP status of a failure, when the server answered. */
function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiRequestError && error.status > 0 ? error.status : undefined;
}

/** Spec 001 §8: 'Error {status} in {operation}: {reason}', or 'Error in {operation}: {reason}'. */
export function operationError(operation: string, error: unknown, options: ReasonOptions = {}): string {
  const status = errorStatus(error);
  const reason = errorReason(error, options);
  return status ? `Error ${status} in ${operation}: ${reason}` : `Error in ${operation}: ${reason}`;
}
