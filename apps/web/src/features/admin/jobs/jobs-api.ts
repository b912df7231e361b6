import { JOB_STATUSES, type JobStatus, jobRoutes } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The status filter as the address gives it: a status the jobs have, or none (every job). */
const jobStatus = (value: string) =>
  (JOB_STATUSES as readonly string[]).includes(value) ? (value as JobStatus) : undefined;

export const jobListKey = ['admin', 'jobs'] as const;

export const jobQueries = {
  list: (filter: { q: string; status: string; limit: number; offset: number }) =>
    queryOptions({
      queryKey: [...jobListKey, filter],
      queryFn: ({ signal }) =>
        callApi(jobRoutes.list, { query: { ...filter, status: jobStatus(filter.status) } }, signal),
      placeholderData: keepPreviousData,
    }),
};

export const retryJob = (id: number) => callApi(jobRoutes.retry, { params: { id } });
