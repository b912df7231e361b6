import { Table } from '@mantine/core';
import { formatPercent } from './format';

export interface ResultRow {
  key: string | number;
  category: string;
  correct: number;
  total: number;
  percent: number;
}

/** Spec 001 §2 Exam Summary table: Category, Score, Total Questions. */
export function ResultsTable({ rows }: { rows: ResultRow[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder striped verticalSpacing="sm">
        <Table.Caption>Results of this exam</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col">Score</Table.Th>
            <Table.Th scope="col">Total Questions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.category}
              </Table.Th>
              <Table.Td>
                {row.correct} ({formatPercent(row.percent)})
              </Table.Td>
              <Table.Td>{row.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
