import { type Overview, overviewPaths } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { withQuery } from '../shared/with-query';

export const overviewQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'overview', range],
    queryFn: ({ signal }) => api.get<Overview>(withQuery(overviewPaths.overview, range), signal),
    // A new range keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // Enquiries turn overdue by the minute.
    refetchInterval: 60_000,
  });
