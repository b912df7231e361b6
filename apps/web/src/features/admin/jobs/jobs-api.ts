import { type Job, type JobPage, jobPaths } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { withQuery } from '../shared/with-query';

export const jobListKey = ['admin', 'jobs'] as const;

export const jobQueries = {
  list: (filter: { q: string; status: string; limit: number; offset: number }) =>
    queryOptions({
      queryKey: [...jobListKey, filter],
      queryFn: ({ signal }) => api.get<JobPage>(withQuery(jobPaths.list, filter), signal),
      placeholderData: keepPreviousData,
    }),
};

export const retryJob = (id: number) => api.post<Job>(jobPaths.retry(id));
