import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Key } from 'react';
import { type Column, DataTable, QueryFallback } from './data-table';

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
  if (!query.isSuccess) return <QueryFallback label={label} query={query} loadErrorText={loadErrorText} />;
  if (query.data.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return <DataTable label={label} columns={columns} rows={query.data} rowKey={rowKey} minWidth={minWidth} />;
}
