import { describe, expect, it } from 'vitest';
import { emptyFilters } from './internship-filters';
import { filtersFromParams, filtersToParams } from './use-filter-params';

describe('filters in the URL', () => {
  it('leaves unset filters out of the URL', () => {
    expect(filtersToParams(emptyFilters).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { ...emptyFilters, profile: 'UI/UX Design', search: 'figma', offline: true };
    const query = filtersToParams(filters).toString();
    expect(query).toBe('profile=UI%2FUX+Design&q=figma&offline=1');
    expect(filtersFromParams(new URLSearchParams(query))).toEqual(filters);
  });

  it('ignores unknown parameters and odd checkbox values', () => {
    expect(filtersFromParams(new URLSearchParams('online=yes&colour=red'))).toEqual(emptyFilters);
  });
});
