import { Alert, Badge, List, Stack, Text } from '@mantine/core';
import type { ImportPreviewQuestion, McqImportResult } from '@skillpath/contract';
import { IconAlertTriangle, IconFileCheck } from '@tabler/icons-react';
import { type Column, DataTable } from '../shared/data-table';

/** A preview shows this many rows; the counts above it cover the whole file. */
const SHOWN_ROWS = 100;
const SHOWN_PROBLEMS = 200;

const columns: Column<ImportPreviewQuestion>[] = [
  { header: 'Line', cell: (q) => q.line, nowrap: true },
  { header: 'Question', cell: (q) => <Text style={{ whiteSpace: 'pre-line' }}>{q.question}</Text> },
  ...(['A', 'B', 'C', 'D'] as const).map((key) => ({
    header: key,
    cell: (q: ImportPreviewQuestion) =>
      q.correct_answer === key ? <strong>{q.options[key]} ✓</strong> : q.options[key],
  })),
  {
    header: 'Status',
    nowrap: true,
    cell: (q) =>
      q.duplicate ? (
        <Badge color="gray.7" variant="filled">
          Duplicate, skipped
        </Badge>
      ) : (
        <Badge color="teal.9" variant="filled">
          New
        </Badge>
      ),
  },
];

/** What a dry run found: the counts, every problem by line, and the questions as they will be stored. */
export function ImportPreview({ result }: { result: McqImportResult }) {
  const fresh = result.questions.length - result.skipped_duplicates;
  const problems = result.errors.length;
  return (
    <Stack gap="md" aria-label="Import preview" role="region">
      <Alert
        color={problems ? 'red.9' : 'teal.9'}
        variant="outline"
        icon={problems ? <IconAlertTriangle aria-hidden="true" /> : <IconFileCheck aria-hidden="true" />}
        title={
          problems
            ? `${problems} problem${problems === 1 ? '' : 's'}: nothing will be imported until the file is fixed.`
            : `Ready to import ${fresh} new question${fresh === 1 ? '' : 's'}.`
        }
      >
        {result.questions.length} sound question{result.questions.length === 1 ? '' : 's'} read;{' '}
        {result.skipped_duplicates} already in the category (or repeated in the file) will be skipped.
        {problems > 0 && (
          <List size="sm" mt="sm" aria-label="Problems by line">
            {result.errors.slice(0, SHOWN_PROBLEMS).map((e) => (
              <List.Item key={`${e.line}-${e.message}`}>
                Line {e.line}: {e.message}
              </List.Item>
            ))}
            {problems > SHOWN_PROBLEMS && <List.Item>… and {problems - SHOWN_PROBLEMS} more.</List.Item>}
          </List>
        )}
      </Alert>
      {result.questions.length > 0 && (
        <>
          <DataTable
            label="Questions in the file"
            columns={columns}
            rows={result.questions.slice(0, SHOWN_ROWS)}
            rowKey={(q) => q.line}
            minWidth={760}
          />
          {result.questions.length > SHOWN_ROWS && (
            <Text size="sm" c="dimmed">
              Showing the first {SHOWN_ROWS} of {result.questions.length} questions.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
