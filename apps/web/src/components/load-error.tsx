import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

interface LoadErrorProps {
  message: string;
  /** Offered only when a second try may help. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed read: what went wrong and, when it may help, a way to try again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={message}
      role="alert"
    >
      {onRetry && (
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </Button>
      )}
    </Alert>
  );
}
