import { Button, Group, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export type Step = 0 | 1 | 2;

/** Spec 001 §4 exam steps: 0 Aptitude, 1 Domain Questions, 2 Summary. */
const STEP_LABELS: Record<Step, string> = { 0: 'Aptitude', 1: 'Domain Questions', 2: 'Summary' };
const steps: Step[] = [0, 1, 2];

interface SectionStepsProps {
  step: Step;
  /** Steps whose section is closed show a tick. */
  done: Partial<Record<Step, boolean>>;
  onSelect: (step: Step) => void;
}

/** The section buttons (spec 001 §2); the one on screen is marked as the current step. */
export function SectionSteps({ step, done, onSelect }: SectionStepsProps) {
  return (
    <Group gap="xs" component="nav" aria-label="Exam sections">
      {steps.map((s) => (
        <Button
          key={s}
          variant={s === step ? 'filled' : 'default'}
          aria-current={s === step ? 'step' : undefined}
          rightSection={done[s] ? <IconCheck size={16} aria-hidden="true" /> : undefined}
          onClick={() => onSelect(s)}
        >
          {STEP_LABELS[s]}
          {done[s] && (
            <>
              {' '}
              <VisuallyHidden>(closed)</VisuallyHidden>
            </>
          )}
        </Button>
      ))}
    </Group>
  );
}
