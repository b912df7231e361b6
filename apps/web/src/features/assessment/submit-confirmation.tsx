import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { Section } from '@skillpath/contract';
import type { ReactNode } from 'react';
import { progressLine, type SectionProgress } from './section-progress';

interface SubmitConfirmationProps {
  opened: boolean;
  progress: SectionProgress[];
  submitting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Back to a question (section, 0-based index) to answer or check it. */
  onJump: (section: Section, index: number) => void;
  /** What is submitted: the whole test (the default) or one section, named so in the title and button. */
  what?: { title: string; confirm: string };
  /** Said first (where the person is, what happens otherwise). */
  intro?: ReactNode;
  /** Another way on, beside Keep working (e.g. on to the next section without submitting). */
  other?: ReactNode;
}

const wholeTest = { title: 'Submit the test?', confirm: 'Submit Test' };

function QuestionLinks({
  title,
  p,
  indexes,
  onJump,
}: {
  title: string;
  p: SectionProgress;
  indexes: number[];
  onJump: SubmitConfirmationProps['onJump'];
}) {
  if (indexes.length === 0) return null;
  return (
    <Group gap={6} align="baseline">
      <Text size="sm" fw={600}>
        {title}:
      </Text>
      {indexes.map((i) => (
        <Anchor
          key={i}
          component="button"
          type="button"
          size="sm"
          aria-label={`${p.label} question ${i + 1}`}
          onClick={() => onJump(p.section, i)}
        >
          {i + 1}
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * Submit Test asks first: per section, what is unanswered and what is marked for review, each a link
 * back to the question, so nobody closes the exam by surprise.
 */
export function SubmitConfirmation({
  opened,
  progress,
  submitting,
  onCancel,
  onConfirm,
  onJump,
  what = wholeTest,
  intro,
  other,
}: SubmitConfirmationProps) {
  const open = progress.filter((p) => p.state === 'open');
  const gaps = open.some((p) => p.unanswered.length > 0 || p.marked.length > 0);
  return (
    <Modal opened={opened} onClose={onCancel} title={what.title} centered size="lg">
      <Stack gap="md">
        {intro}
        <Text size="sm">
          {gaps
            ? 'Some questions are unanswered or marked for review. Once submitted, answers cannot be changed.'
            : 'Once submitted, answers cannot be changed.'}
        </Text>
        {progress.map((p) => (
          <Stack key={p.section} gap={4} component="section" aria-label={p.label}>
            <Title order={3} size="h5">
              {progressLine(p)}
            </Title>
            {p.state === 'open' && (
              <>
                <QuestionLinks title="Unanswered" p={p} indexes={p.unanswered} onJump={onJump} />
                <QuestionLinks title="Marked for review" p={p} indexes={p.marked} onJump={onJump} />
              </>
            )}
          </Stack>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Keep working
          </Button>
          {other}
          <Button loading={submitting} onClick={onConfirm}>
            {what.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
