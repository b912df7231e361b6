import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { EnrollmentResult } from './enrollment-result';

interface EnrollmentResultDialogProps {
  result: EnrollmentResult | null;
  opened: boolean;
  onClose: () => void;
}

/** Spec 000 §4 Result dialog: closed by OK, or by itself after 3 s (success) or 5 s (otherwise). */
export function EnrollmentResultDialog({ result, opened, onClose }: EnrollmentResultDialogProps) {
  useEffect(() => {
    if (!opened || !result) return;
    const timer = setTimeout(onClose, result.closeAfterMs);
    return () => clearTimeout(timer);
  }, [opened, result, onClose]);

  // The result is kept after closing so the dialog does not go blank while it fades out.
  return (
    <Modal
      opened={opened && result !== null}
      onClose={onClose}
      title={
        <Text span fw={700} size="lg">
          {result?.title}
        </Text>
      }
      centered
    >
      <Text c={result?.kind === 'error' ? 'red.9' : undefined}>{result?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
