import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { emptyFilters, type InternshipFilters, TEXT_FILTERS } from './internship-filters';

/** The query-string name of each filter; the free search is the conventional `q`. */
const paramName = (key: keyof InternshipFilters) => (key === 'search' ? 'q' : key);

export function filtersFromParams(params: URLSearchParams): InternshipFilters {
  const filters = { ...emptyFilters };
  for (const key of TEXT_FILTERS) filters[key] = params.get(paramName(key)) ?? '';
  filters.online = params.get('online') === '1';
  filters.offline = params.get('offline') === '1';
  return filters;
}

export function filtersToParams(filters: InternshipFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_FILTERS) if (filters[key] !== '') params.set(paramName(key), filters[key]);
  if (filters.online) params.set('online', '1');
  if (filters.offline) params.set('offline', '1');
  return params;
}

/**
 * The list's filters, mirrored in the URL so that coming back from a detail page (or sharing the
 * link) shows the same selection. Inputs read local state, not the URL: router navigation settles
 * after the keystroke, and a controlled input fed from it would drop fast typing.
 */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const urlQuery = searchParams.toString();
  const [filters, setFilters] = useState(() => filtersFromParams(searchParams));
  // The query this hook last wrote or adopted; any other value came from outside.
  const known = useRef(urlQuery);

  // Navigation from elsewhere (a link: PUSH; back and forward: POP) wins over local state. This hook's
  // own writes are REPLACE, and may land after the person typed on: they must not roll the input back.
  useEffect(() => {
    if (navigationType === 'REPLACE' || urlQuery === known.current) return;
    known.current = urlQuery;
    setFilters(filtersFromParams(new URLSearchParams(urlQuery)));
  }, [urlQuery, navigationType]);

  useEffect(() => {
    const next = filtersToParams(filters).toString();
    if (next === known.current) return;
    known.current = next;
    // Replace, so Back leaves the page instead of undoing one keystroke at a time.
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [filters, setSearchParams]);

  const setFilter = useCallback(
    <K extends keyof InternshipFilters>(key: K, value: InternshipFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    [],
  );
  const clearFilters = useCallback(() => setFilters(emptyFilters), []);

  return { filters, setFilter, clearFilters };
}
