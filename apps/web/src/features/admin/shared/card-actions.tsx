import { Button, Group, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface CardActionsProps {
  /** What the card shows, so "Edit" and "Delete" say which one to a screen reader. */
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  /** The loading flag (spec 001 §4). */
  disabled: boolean;
}

/** Edit and Delete of a card. */
export function CardActions({ name, onEdit, onDelete, disabled }: CardActionsProps) {
  return (
    <Group gap="xs" mt="auto" pt="md">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden="true" />}
        onClick={onEdit}
        disabled={disabled}
      >
        Edit <VisuallyHidden>{name}</VisuallyHidden>
      </Button>
      {onDelete && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={onDelete}
          disabled={disabled}
        >
          Delete <VisuallyHidden>{name}</VisuallyHidden>
        </Button>
      )}
    </Group>
  );
}
