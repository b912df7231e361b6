import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';
import classes from './paged-table.module.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Keeps a column (dates, phone numbers) on one line. */
  nowrap?: boolean;
}

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
  if (query.isPending) return <LoadingState label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError)
    return (
      <LoadError
        message={loadErrorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );

  const { count, results } = query.data;
  if (count === 0 || results.length === 0) return <Text c="dimmed">{emptyText}</Text>;

  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = first + results.length - 1;

  return (
    <Stack gap="sm">
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        // Focusable, so a keyboard can scroll it sideways on a phone.
        tabIndex={0}
        role="region"
        aria-label={label}
        className={classes.scroller}
      >
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-busy={query.isFetching}
          className={classes.table}
        >
          <Table.Caption className={classes.caption}>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} className={column.nowrap ? classes.nowrap : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
