import { Group, Select, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { AdminPage } from './admin-page';
import type { Column } from './data-table';
import { errorReason } from './error-text';
import { type Page, PagedTable } from './paged-table';
import { SearchField } from './search-field';
import type { ListParams } from './use-list-params';

/** A drop-down filter of a list; its 'all' option means no filter. */
export interface ChoiceFilter<F extends string> {
  name: F;
  label: string;
  options: { value: string; label: string }[];
  width: number;
}

/**
 * The drop-down of the records a list can be narrowed to (a placement, a workshop): 'all' first, and
 * the record in the address even when the list no longer has it (deleted), so the choice still shows.
 */
export function recordChoice<F extends string, T>(
  name: F,
  noun: string,
  records: { data?: T[]; isError: boolean },
  option: (record: T) => { value: string; label: string },
  chosen: string,
): ChoiceFilter<F> {
  const options = (records.data ?? []).map(option);
  if (chosen && !options.some((o) => o.value === chosen))
    options.push({ value: chosen, label: `${noun} #${chosen}` });
  return {
    name,
    label: records.isError ? `${noun} (list not loaded)` : noun,
    options: [{ value: 'all', label: `All ${noun.toLowerCase()}s` }, ...options],
    width: 260,
  };
}

interface ListPageProps<T, F extends string> {
  /** The page's h1, and the name of its table ("Failed to load <title>" when the rows fail). */
  title: string;
  description: ReactNode;
  /** Buttons beside the title (e.g. Download CSV). */
  actions?: ReactNode;
  list: ListParams<F | 'q'>;
  choice?: ChoiceFilter<F>;
  /** Filters drawn after the search, e.g. the list's `DayRangeFields`. */
  moreFilters?: ReactNode;
  searchPlaceholder: string;
  query: UseQueryResult<Page<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => Key;
  /** The noun of one row in the summary, plural, e.g. "enquiries". */
  rowsNoun: string;
  emptyText: string;
  minWidth: number;
}

/**
 * A server-paged admin list (inboxes, learners): title, an optional drop-down filter, a search and
 * any more filters above the table, all kept in the address by `useListParams`.
 */
export function ListPage<T, F extends string>({
  title,
  description,
  actions,
  list,
  choice,
  moreFilters,
  searchPlaceholder,
  query,
  columns,
  rowKey,
  rowsNoun,
  emptyText,
  minWidth,
}: ListPageProps<T, F>) {
  const { page, filters, setPage, setFilter, limit } = list;
  return (
    <AdminPage title={title} description={description} actions={actions}>
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          {choice && (
            <Select
              label={choice.label}
              data={choice.options}
              value={filters[choice.name] || 'all'}
              onChange={(value) => setFilter(choice.name, value && value !== 'all' ? value : '')}
              allowDeselect={false}
              w={choice.width}
            />
          )}
          <SearchField
            label="Search"
            placeholder={searchPlaceholder}
            value={filters.q}
            onSearch={(value) => setFilter('q', value)}
          />
          {moreFilters}
        </Group>
        <PagedTable
          label={title}
          rowsNoun={rowsNoun}
          columns={columns}
          rowKey={rowKey}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText={emptyText}
          loadErrorText={(error) => `Failed to load ${title.toLowerCase()}: ${errorReason(error)}`}
          minWidth={minWidth}
        />
      </Stack>
    </AdminPage>
  );
}
