import { overviewRoutes } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export const overviewQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'overview', range],
    queryFn: ({ signal }) => callApi(overviewRoutes.overview, { query: range }, signal),
    // A new range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Enquiries turn overdue by the minute.
    refetchInterval: 60_000,
  });
