import { type TestResult, testResultPaths } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api';
import type { Page } from '../shared/paged-table';
import { withQuery } from '../shared/with-query';

/** The report's filters as the address keeps them ('' = no filter). */
export type ResultFilter = {
  domain_id: string;
  user_id: string;
  from: string;
  to: string;
  /** 'true': only attempts handed in, `from`/`to` their hand-in days. */
  handed_in: string;
};

export const testResultQueries = {
  all: ['admin', 'test-results'] as const,
  list: (filter: Partial<ResultFilter> & { limit: number; offset: number }) =>
    queryOptions({
      queryKey: [...testResultQueries.all, filter],
      queryFn: ({ signal }) => api.get<Page<TestResult>>(withQuery(testResultPaths.list, filter), signal),
      placeholderData: keepPreviousData,
    }),
};

export type Override = 'extend' | 'reopen';

export const applyOverride = (kind: Override, id: number, minutes: number) =>
  apiRequest<TestResult>(testResultPaths[kind](id), { method: 'POST', body: { minutes } });
