import { Anchor, Badge, Text } from '@mantine/core';
import { sectionLabel, type TestResult } from '@skillpath/contract';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { formatDuration, outcomeColor, outcomeLabel } from './format';
import { OverrideMenu } from './override-menu';

/** The candidate: a button that narrows the report to them, and their address. */
const candidate = (onCandidate: (attempt: TestResult) => void): Column<TestResult> => ({
  header: 'Candidate',
  cell: (r) => (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={500}
        c="blue.9"
        onClick={() => onCandidate(r)}
        title="Show only this candidate's attempts"
      >
        {r.candidate_name || r.candidate_email}
      </Anchor>
      <Text size="xs" c="dimmed">
        {r.candidate_email}
      </Text>
    </>
  ),
});

const attemptColumns: Column<TestResult>[] = [
  {
    header: 'Domain · section',
    cell: (r) => (
      <>
        <Text size="sm" display="block">
          {r.domain_name}
        </Text>
        <Text size="xs" c="dimmed">
          {sectionLabel(r.section)} · attempt {r.attempt_number}
        </Text>
      </>
    ),
  },
  {
    header: 'Outcome',
    cell: (r) => (
      // Never cut short: the outcome is the column's whole point.
      <Badge color={outcomeColor[r.outcome]} tt="none" styles={{ label: { overflow: 'visible' } }}>
        {outcomeLabel[r.outcome]}
      </Badge>
    ),
    nowrap: true,
  },
  {
    header: 'Score',
    cell: (r) =>
      r.score_percent === null ? '—' : `${r.score_percent}% (${r.correct_answers}/${r.total_questions})`,
    nowrap: true,
  },
  { header: 'Time taken', cell: (r) => formatDuration(r.time_taken_seconds), nowrap: true },
  { header: 'Started', cell: (r) => <DateTimeCell iso={r.started_at} />, nowrap: true },
  { header: 'Submitted', cell: (r) => <DateTimeCell iso={r.submitted_at} />, nowrap: true },
  { header: 'Actions', cell: (r) => <OverrideMenu attempt={r} />, nowrap: true },
];

/** The report's columns; a learner's own page leaves out who the candidate is. */
export const reportColumns = (onCandidate: (attempt: TestResult) => void) => [
  candidate(onCandidate),
  ...attemptColumns,
];
export const learnerAttemptColumns = attemptColumns;
