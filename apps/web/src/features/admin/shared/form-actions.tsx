import { Button, Group } from '@mantine/core';

export interface FormActionsProps {
  submitLabel: string;
  /** Edit mode shows Cancel, which leaves it (spec 001 §4). */
  editing: boolean;
  /** A call is running: Cancel waits too. */
  busy: boolean;
  disabled?: boolean;
  loading?: boolean;
  onCancel: () => void;
}

/** The submit and Cancel buttons every admin form ends with. */
export function FormActions({
  submitLabel,
  editing,
  busy,
  disabled = busy,
  loading,
  onCancel,
}: FormActionsProps) {
  return (
    <Group gap="sm">
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
      {editing && (
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
    </Group>
  );
}
