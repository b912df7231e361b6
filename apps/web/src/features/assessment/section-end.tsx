import { Alert, Button, Text } from '@mantine/core';
import { type Section, sectionLabel } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { assessmentKeys } from './assessment-api';
import { sectionProgress } from './section-progress';
import { SubmitConfirmation } from './submit-confirmation';
import type { ExamSection } from './use-exam-section';
import { useSubmitExam } from './use-submit-exam';

interface SectionEndProps {
  exam: ExamSection;
  opened: boolean;
  onClose: () => void;
  /** The way on without submitting: the next section, or the Summary. */
  next: string;
  onNext: () => void;
  onSubmitted: (section: Section) => void;
}

/**
 * Save & Finish at a section's last question: says that this was the last question and that the
 * section stays open (its clock running) until submitted, with what is unanswered or marked, then
 * offers to submit the section now, to go on without submitting, or to keep working.
 */
export function SectionEnd({ exam, opened, onClose, next, onNext, onSubmitted }: SectionEndProps) {
  const label = sectionLabel(exam.section);
  const submit = useSubmitExam(onSubmitted);
  const queryClient = useQueryClient();
  const failures = submit.data ?? [];
  const record = exam.record;

  const confirm = () => {
    if (!record) return;
    submit.mutate([{ section: exam.section, sessionId: record.sessionId }], {
      onSuccess: (failed) => {
        if (failed.length === 0) onClose();
      },
      // The section has a result now, and used an attempt: the Summary and the attempt state reload.
      onSettled: () => {
        queryClient.invalidateQueries({ queryKey: assessmentKeys.allResults() });
        queryClient.invalidateQueries({ queryKey: assessmentKeys.allAttempts() });
      },
    });
  };

  return (
    <SubmitConfirmation
      opened={opened}
      progress={[sectionProgress(exam)]}
      submitting={submit.isPending}
      onCancel={onClose}
      onConfirm={confirm}
      onJump={(_section, index) => {
        onClose();
        exam.setIndex(index);
      }}
      what={{ title: `End of ${label}`, confirm: `Submit ${label}` }}
      intro={
        <>
          <Text fw={600}>That was the last question of {label}.</Text>
          <Text size="sm">
            Submit the section now, or leave it open and come back: its clock keeps running until you submit
            it or the time is over.
          </Text>
          {failures.length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {failures.join(' ')}
            </Alert>
          )}
        </>
      }
      other={
        <Button
          variant="default"
          onClick={() => {
            onClose();
            onNext();
          }}
        >
          {next}
        </Button>
      }
    />
  );
}
