import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying: boolean;
}

/** A failed read on the landing page: what went wrong, and the way out (try again). */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} title={message}>
      <Button
        variant="outline"
        color="red"
        size="xs"
        leftSection={<IconRefresh size={14} aria-hidden="true" />}
        onClick={onRetry}
        loading={retrying}
      >
        Retry
      </Button>
    </Alert>
  );
}
