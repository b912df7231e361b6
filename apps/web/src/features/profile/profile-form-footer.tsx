import { Alert, Button, Group } from '@mantine/core';

interface ProfileFormFooterProps {
  /** Why the last save failed, or null. */
  error: string | null;
  onCancel: () => void;
  submitLabel: string;
  disabled?: boolean;
  saving: boolean;
}

/** The end of a profile form: a failed save, then Cancel and the submit button. */
export function ProfileFormFooter({
  error,
  onCancel,
  submitLabel,
  disabled,
  saving,
}: ProfileFormFooterProps) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled} loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
