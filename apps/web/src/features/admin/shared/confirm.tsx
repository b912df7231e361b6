import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmOptions {
  title: string;
  /** The question, word for word from the spec where it has one. */
  message: string;
  confirmLabel: string;
  /** Red confirm button for destructive actions (the default). */
  destructive?: boolean;
}

/**
 * Asks before an action (spec 001 §5: every delete asks first). Resolves true on confirm, false on
 * Cancel, Escape or a click outside. Cancel holds the focus, so Enter never deletes by accident.
 */
export function confirmAction({ title, message, confirmLabel, destructive = true }: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text>{message}</Text>,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: destructive ? { color: 'red.9' } : undefined,
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
