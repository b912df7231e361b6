import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api';

type ErrorFields = { status: number; detail?: string; fields: Record<string, string[]>; code?: string };

/**
 * The queries a page was rendered from, as JSON safe inside a data block: every `<` is escaped, so no
 * text typed by an admin can close the script element (`</script>`) or open a comment (`<!--`). An API
 * failure (a 404 for an unknown course) keeps its status and code, so the browser shows the same message.
 */
export function serializeQueries(state: DehydratedState): string {
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiRequestError)) return query;
    const apiError: ErrorFields = {
      status: error.status,
      detail: error.detail,
      fields: error.fields,
      code: error.code,
    };
    return { ...query, state: { ...query.state, error: apiError, fetchFailureReason: apiError } };
  });
  return JSON.stringify({ queries, mutations: [] }).replace(/</g, '\\u003c');
}

const apiError = (e: ErrorFields) => new ApiRequestError(e.status, e.detail, e.fields, e.code);

/**
 * Puts the queries of the server-rendered page into the client's cache. They count as fetched now:
 * the server drops a cached page as soon as an admin write changes it, so the HTML just received is
 * current and asking the API again would only repeat it.
 */
export function hydrateQueries(queryClient: QueryClient, json: string) {
  const state = JSON.parse(json) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    const error = query.state.error as ErrorFields | null;
    query.state = {
      ...query.state,
      dataUpdatedAt: query.state.dataUpdatedAt && now,
      errorUpdatedAt: query.state.errorUpdatedAt && now,
      ...(error && { error: apiError(error), fetchFailureReason: apiError(error) }),
    };
  }
  hydrate(queryClient, state);
}
