import { Alert, List, Text } from '@mantine/core';
import {
  type Attempts,
  attemptRefusalCodes,
  assessmentMessages as m,
  type SectionAttempts,
  sectionLabel,
} from '@skillpath/contract';
import { ApiRequestError } from '../../lib/api';
import { formatDateTime } from './format';

const REFUSAL_CODES: readonly string[] = Object.values(attemptRefusalCodes);

/** A start the attempt policy refused (409 with one of its codes), not a failure worth a retry. */
export const isAttemptRefusal = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && REFUSAL_CODES.includes(error.code ?? '');

/** No section of the domain can be started or resumed now: every attempt used, or a wait running. */
export const noAttemptNow = (attempts: Attempts | undefined) =>
  attempts?.sections.every((s) => s.status === 'exhausted' || s.status === 'waiting') ?? false;

/** What a person is told about a section that cannot be started now, or nothing when it can. */
function refusalText(state: SectionAttempts | undefined, allowed: number): string | undefined {
  if (!state || (state.status !== 'exhausted' && state.status !== 'waiting')) return undefined;
  const used = m.attemptsUsed(Math.min(state.attempts_used, allowed), allowed);
  return state.status === 'waiting' && state.next_attempt_at
    ? `${used} ${m.nextAttemptOpens(formatDateTime(state.next_attempt_at))}`
    : used;
}

/**
 * A section the learner may not start now: attempts used and when the next opens, in local time when
 * the attempt state is at hand, else the server's own words. No start button: there is nothing to try.
 */
export function AttemptRefusal({
  attempts,
  section,
  detail,
}: {
  attempts: Attempts | undefined;
  section: SectionAttempts['section'];
  detail: string | undefined;
}) {
  const state = attempts?.sections.find((s) => s.section === section);
  const text = (attempts && refusalText(state, attempts.attempts_per_section)) ?? detail;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={`${sectionLabel(section)}: no attempt available now`}
    >
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

/** Under the Summary: why the exam cannot be taken again now, section by section. */
export function AttemptsUsed({ attempts }: { attempts: Attempts }) {
  const lines = attempts.sections.flatMap((s) => {
    const text = refusalText(s, attempts.attempts_per_section);
    return text ? [`${sectionLabel(s.section)}: ${text}`] : [];
  });
  return (
    <List size="sm">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
