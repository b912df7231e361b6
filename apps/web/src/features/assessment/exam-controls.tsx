import { Button, Group, Kbd, Text, useMatches } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconEraser, IconFlag, IconFlagCheck } from '@tabler/icons-react';
import classes from './exam.module.css';

interface ExamControlsProps {
  marked: boolean;
  previousDisabled: boolean;
  /** The section's last question: the forward button ends the section instead of moving on. */
  last: boolean;
  onMark: () => void;
  onClear: () => void;
  onPrevious: () => void;
  onSaveNext: () => void;
}

/** What the forward button says: where it goes, so the end of a section never comes by surprise. */
const forwardLabel = (last: boolean) => (last ? 'Save & Finish' : 'Save & Next');

/**
 * Spec 001 §2 footer: Mark for Review, Clear Response, Previous, Save & Next (Save & Finish at the
 * section's last question); and the keys for them. On a phone, Previous and the forward button stay
 * at the bottom of the screen while the question scrolls, so they are always in reach.
 */
export function ExamControls({
  marked,
  previousDisabled,
  last,
  onMark,
  onClear,
  onPrevious,
  onSaveNext,
}: ExamControlsProps) {
  // Two buttons a row on a phone leave no room for icons beside the spec's labels.
  const icons = useMatches({ base: false, sm: true });
  const pad = { px: { base: 8, sm: 'md' } } as const;
  const forward = forwardLabel(last);
  return (
    <>
      {/* Four in a row only where the card is wide enough for the full labels. */}
      <div className={classes.controls}>
        <div className={classes.controlRow}>
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
        </div>
        <div className={`${classes.controlRow} ${classes.navigation}`}>
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
            rightSection={
              icons &&
              (last ? (
                <IconFlagCheck size={16} aria-hidden="true" />
              ) : (
                <IconArrowRight size={16} aria-hidden="true" />
              ))
            }
            onClick={onSaveNext}
          >
            {forward}
          </Button>
        </div>
      </div>
      <Group gap={6} mt="xs" visibleFrom="sm">
        <Text size="xs" c="dimmed">
          Keys: <Kbd size="xs">A</Kbd>–<Kbd size="xs">D</Kbd> choose · <Kbd size="xs">←</Kbd> Previous ·{' '}
          <Kbd size="xs">→</Kbd> {forward}
        </Text>
      </Group>
    </>
  );
}
