import { Stack, Text } from '@mantine/core';
import { type BankCategory, SECTIONS, sectionLabel } from '@skillpath/contract';

/** How many questions each category of a domain's bank holds, by section, next to what a section draws. */
export function BankCounts({ bank }: { bank: BankCategory[] }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600}>
        Questions in the bank
      </Text>
      {SECTIONS.map((section) => {
        const categories = bank.filter((c) => c.kind === section);
        const total = categories.reduce((sum, c) => sum + c.questions, 0);
        return (
          <Text key={section} size="xs" c="dimmed">
            {sectionLabel(section)}: {total} {total === 1 ? 'question' : 'questions'}
            {categories.length === 0
              ? ' (no category yet)'
              : ` (${categories.map((c) => `${c.name} ${c.questions}`).join(', ')})`}
          </Text>
        );
      })}
    </Stack>
  );
}
