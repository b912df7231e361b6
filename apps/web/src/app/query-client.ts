import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api';

/** Retries only failures a retry can fix: no answer at all, or a server error. */
function shouldRetry(failureCount: number, error: Error) {
  const retriable = !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
  return retriable && failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
