import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key } from 'react';
import { type Column, DataTable, QueryFallback } from './data-table';

export interface Page<T> {
  count: number;
  results: T[];
}

interface PagedTableProps<T> {
  /** Names the table and its scroll region, e.g. "Enquiries". */
  label: string;
  /** The noun of one row in the summary, plural, e.g. "enquiries". */
  rowsNoun: string;
  columns: Column<T>[];
  rowKey: (row: T) => Key;
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  loadErrorText: (error: unknown) => string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/**
 * A server-paged list (DESIGN §4 limit/offset): loading, error with Retry, empty text, the rows, a
 * "Showing 21–40 of 57" summary and page controls. On a phone the table scrolls sideways.
 */
export function PagedTable<T>({
  label,
  rowsNoun,
  columns,
  rowKey,
  query,
  page,
  pageSize,
  onPageChange,
  emptyText,
  loadErrorText,
  minWidth = 760,
}: PagedTableProps<T>) {
  if (!query.isSuccess) return <QueryFallback label={label} query={query} loadErrorText={loadErrorText} />;

  const { count, results } = query.data;
  if (count === 0 || results.length === 0) return <Text c="dimmed">{emptyText}</Text>;

  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = first + results.length - 1;

  return (
    <Stack gap="sm">
      <DataTable
        label={label}
        columns={columns}
        rows={results}
        rowKey={rowKey}
        minWidth={minWidth}
        busy={query.isFetching}
      />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {first}–{last} of {count} {rowsNoun}
        </Text>
        {totalPages > 1 && (
          <nav aria-label={`${label} pages`}>
            <Pagination
              total={totalPages}
              value={page}
              onChange={onPageChange}
              size="sm"
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
            />
          </nav>
        )}
      </Group>
    </Stack>
  );
}
