import { Modal, Text } from '@mantine/core';
import { AssessmentForm } from './assessment-form';

interface AssessmentFormModalProps {
  /** The chosen domain; null keeps the overlay hidden. */
  domain: { id: number; name: string } | null;
  onSubmitted: (domainId: number) => void;
  onCancel: () => void;
}

/**
 * Spec 001 §2 Assessment Form overlay: a titled dialog with a close icon; page scrolling is locked
 * while it is open (Modal's default) and restored when it closes. Closing unmounts the form, so the
 * next opening starts empty (the spec's reset).
 */
export function AssessmentFormModal({ domain, onSubmitted, onCancel }: AssessmentFormModalProps) {
  return (
    <Modal opened={domain !== null} onClose={onCancel} title="Assessment Form" centered size="lg">
      {domain && (
        <>
          <Text size="sm" c="dimmed" mb="md">
            Tell us who you are before the {domain.name} challenge: two timed sections, aptitude first, then{' '}
            {domain.name} questions.
          </Text>
          <AssessmentForm
            domainId={domain.id}
            onSubmitted={() => onSubmitted(domain.id)}
            onCancel={onCancel}
          />
        </>
      )}
    </Modal>
  );
}
