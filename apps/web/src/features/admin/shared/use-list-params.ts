import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const PAGE_SIZE = 20;

/**
 * Page and filters of an inbox list, kept in the address (?page=2&q=asha), so Back from a learner's
 * page returns to the same search and a list can be shared. A filter change goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const key = filterNames.map((name) => params.get(name) ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filter values read here.
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>,
    [key],
  );

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Several filters at once (two calls in a row could each start from the address before the other). */
  const setFilters = useCallback(
    (values: Partial<Record<F, string>>) =>
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(values) as [F, string][]) {
            if (value) updated.set(name, value);
            else updated.delete(name);
          }
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setFilter = useCallback(
    (name: F, value: string) => setFilters({ [name]: value } as Partial<Record<F, string>>),
    [setFilters],
  );

  return { page, filters, setPage, setFilter, setFilters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

export type ListParams<F extends string> = ReturnType<typeof useListParams<F>>;
