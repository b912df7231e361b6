import { Table, Text } from '@mantine/core';
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

interface DataTableProps<T> {
  /** Names the table and its scroll region, e.g. "Enquiries". */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** A newer copy of the rows is on its way (said as aria-busy). */
  busy?: boolean;
}

/**
 * The rows of an admin list as a striped table, in a region that scrolls sideways on a phone, with a
 * line saying so there (the cut-off columns otherwise look clipped).
 */
export function DataTable<T>({ label, columns, rows, rowKey, minWidth, busy }: DataTableProps<T>) {
  return (
    <div>
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        // Focusable, so a keyboard can scroll it sideways on a phone.
        tabIndex={0}
        role="region"
        aria-label={label}
        className={classes.scroller}
      >
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={busy} className={classes.table}>
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
            {rows.map((row) => (
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
      <Text size="xs" c="dimmed" mt={4} hiddenFrom="md">
        Swipe the table sideways to see all its columns.
      </Text>
    </div>
  );
}

interface QueryFallbackProps {
  /** The list's name, e.g. "Enquiries": the spinner says "Loading enquiries". */
  label: string;
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'>;
  loadErrorText: (error: unknown) => string;
}

/** What a list shows until its rows are there: a spinner, or the failure with Retry. */
export function QueryFallback({ label, query, loadErrorText }: QueryFallbackProps) {
  if (!query.isError) return <LoadingState label={`Loading ${label.toLowerCase()}`} />;
  return (
    <LoadError
      message={loadErrorText(query.error)}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
    />
  );
}
