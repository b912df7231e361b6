import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api';
import { hydrateQueries, serializeQueries } from './ssr-data';

const serverClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const dehydrated = (client: QueryClient) =>
  dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });

describe('the data block of a server-rendered page', () => {
  it('holds no "<", so stored text can neither close the script element nor open a comment', async () => {
    const client = serverClient();
    const title = 'Evil </script><script>alert(1)</script><!-- & more';
    await client.prefetchQuery({ queryKey: ['course'], queryFn: () => ({ title }) });
    const json = serializeQueries(dehydrated(client));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).queries[0].state.data.title).toBe(title);
  });

  it('gives the browser the data as fresh, so it asks the API nothing on hydration', async () => {
    const client = serverClient();
    await client.prefetchQuery({ queryKey: ['courses'], queryFn: () => [1, 2] });
    const json = serializeQueries(dehydrated(client));
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const before = Date.now();
    hydrateQueries(browser, json);
    const query = browser.getQueryCache().find({ queryKey: ['courses'] })!;
    expect(query.state.data).toEqual([1, 2]);
    expect(query.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(query.isStaleByTime(30_000)).toBe(false);
  });

  it('keeps an API failure as the same error, so the browser shows the same message', async () => {
    const client = serverClient();
    await client.prefetchQuery({
      queryKey: ['course', 9],
      queryFn: () => Promise.reject(new ApiRequestError(404, 'Not found.', {}, 'course_not_found')),
    });
    const browser = new QueryClient();
    hydrateQueries(browser, serializeQueries(dehydrated(client)));
    const { error, status } = browser.getQueryCache().find({ queryKey: ['course', 9] })!.state;
    expect(status).toBe('error');
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).detail).toBe('Not found.');
    // The page branches on the code (issue 19): without it the browser showed another state than the HTML.
    expect((error as ApiRequestError).code).toBe('course_not_found');
  });
});
