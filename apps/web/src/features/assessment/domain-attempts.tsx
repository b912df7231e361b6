import { Stack, Text } from '@mantine/core';
import { type Attempts, assessmentMessages as m, sectionLabel } from '@skillpath/contract';
import { AttemptsUsed, noAttemptNow } from './attempt-refusal';

/**
 * A signed-in learner's standing with a domain, on its card before anything is started: the attempt
 * each section would be, or, when none can be started, how many were used and when the next opens.
 */
export function DomainAttempts({ attempts }: { attempts: Attempts }) {
  if (noAttemptNow(attempts)) return <AttemptsUsed attempts={attempts} />;
  const allowed = attempts.attempts_per_section;
  return (
    <Stack gap={2}>
      {attempts.sections.map((s) => {
        // The open one is resumed; otherwise the next is one more than those used.
        const text =
          s.status === 'open'
            ? m.attemptOf(s.attempts_used, allowed)
            : s.status === 'available'
              ? m.attemptOf(s.attempts_used + 1, allowed)
              : m.attemptsUsed(Math.min(s.attempts_used, allowed), allowed);
        return (
          <Text key={s.section} size="sm" c="dimmed">
            {sectionLabel(s.section)}: {text}
          </Text>
        );
      })}
    </Stack>
  );
}
