import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

interface SaveStatusProps {
  saving: boolean;
  savedOnce: boolean;
  error: string | null;
  onDismiss: () => void;
}

/** Whether the answers on screen have reached the server: saving, saved, or what went wrong. */
export function SaveStatus({ saving, savedOnce, error, onDismiss }: SaveStatusProps) {
  return (
    <>
      <Group gap={6} mih={24} aria-live="polite">
        {saving ? (
          <>
            <Loader size={14} aria-hidden="true" />
            <Text size="sm">Saving…</Text>
          </>
        ) : (
          savedOnce &&
          !error && (
            <>
              <IconCheck size={16} color="var(--mantine-color-green-9)" aria-hidden="true" />
              <Text size="sm">All answers saved</Text>
            </>
          )
        )}
      </Group>
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={onDismiss}
          closeButtonLabel="Dismiss"
        >
          {error}
        </Alert>
      )}
    </>
  );
}
