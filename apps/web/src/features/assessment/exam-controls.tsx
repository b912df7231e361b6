import { Button, Group, Kbd, SimpleGrid, Text, useMatches } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconEraser, IconFlag } from '@tabler/icons-react';

interface ExamControlsProps {
  marked: boolean;
  previousDisabled: boolean;
  onMark: () => void;
  onClear: () => void;
  onPrevious: () => void;
  onSaveNext: () => void;
}

/** Spec 001 §2 footer: Mark for Review, Clear Response, Previous, Save & Next; and the keys for them. */
export function ExamControls({
  marked,
  previousDisabled,
  onMark,
  onClear,
  onPrevious,
  onSaveNext,
}: ExamControlsProps) {
  // Two buttons a row on a phone leave no room for icons beside the spec's labels.
  const icons = useMatches({ base: false, sm: true });
  const pad = { px: { base: 8, sm: 'md' } } as const;
  return (
    <>
      {/* Four in a row only where the card is wide enough for the full labels. */}
      <SimpleGrid cols={{ base: 2, xl: 4 }} spacing="xs">
        <Button
          {...pad}
          variant={marked ? 'filled' : 'light'}
          color="violet"
          leftSection={icons && <IconFlag size={16} aria-hidden="true" />}
          aria-pressed={marked}
          onClick={onMark}
        >
          Mark for Review
        </Button>
        <Button
          {...pad}
          variant="default"
          leftSection={icons && <IconEraser size={16} aria-hidden="true" />}
          onClick={onClear}
        >
          Clear Response
        </Button>
        <Button
          {...pad}
          variant="default"
          leftSection={icons && <IconArrowLeft size={16} aria-hidden="true" />}
          disabled={previousDisabled}
          onClick={onPrevious}
        >
          Previous
        </Button>
        <Button
          {...pad}
          rightSection={icons && <IconArrowRight size={16} aria-hidden="true" />}
          onClick={onSaveNext}
        >
          Save &amp; Next
        </Button>
      </SimpleGrid>
      <Group gap={6} mt="xs" visibleFrom="sm">
        <Text size="xs" c="dimmed">
          Keys: <Kbd size="xs">A</Kbd>–<Kbd size="xs">D</Kbd> choose · <Kbd size="xs">←</Kbd> Previous ·{' '}
          <Kbd size="xs">→</Kbd> Save &amp; Next
        </Text>
      </Group>
    </>
  );
}
