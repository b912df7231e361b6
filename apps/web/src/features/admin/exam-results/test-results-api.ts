import { type TestResult, testResultRoutes } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

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
      queryFn: ({ signal }) => callApi(testResultRoutes.list, { query: filter }, signal),
      placeholderData: keepPreviousData,
    }),
};

export type Override = 'extend' | 'reopen';

export const applyOverride = (kind: Override, id: number, minutes: number): Promise<TestResult> =>
  callApi(testResultRoutes[kind], { params: { id }, body: { minutes } });
