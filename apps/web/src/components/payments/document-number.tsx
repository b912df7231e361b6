import { Text } from '@mantine/core';

/**
 * An invoice's or credit note's number. The PDF download joins it here once the API serves the
 * documents; until then the number is what the learner and the accountant quote.
 */
export function DocumentNumber({ kind, number }: { kind: 'Invoice' | 'Credit note'; number: string }) {
  return (
    <Text span size="sm">
      {kind} <strong style={{ fontVariantNumeric: 'tabular-nums' }}>{number}</strong>
    </Text>
  );
}
