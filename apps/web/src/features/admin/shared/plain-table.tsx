import { Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key } from 'react';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';
import type { Column } from './paged-table';
import classes from './paged-table.module.css';

interface PlainTableProps<T> {
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => Key;
  query: UseQueryResult<T[]>;
  emptyText: string;
  loadErrorText: (error: unknown) => string;
  minWidth?: number;
}

/** A whole (unpaged) list as a table: loading, error with Retry, empty text, then the rows. */
export function PlainTable<T>({
  label,
  columns,
  rowKey,
  query,
  emptyText,
  loadErrorText,
  minWidth = 760,
}: PlainTableProps<T>) {
  if (query.isPending) return <LoadingState label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError)
    return (
      <LoadError
        message={loadErrorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      className={classes.scroller}
    >
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
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
          {query.data.map((row) => (
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
  );
}
