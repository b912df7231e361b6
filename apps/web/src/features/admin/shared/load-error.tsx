import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** A list that could not be loaded: what went wrong, and a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red.9" variant="outline" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
      {message}
      <Button
        display="block"
        mt="sm"
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden="true" />}
        onClick={onRetry}
        loading={retrying}
      >
        Retry
      </Button>
    </Alert>
  );
}
