import { notifications } from '@mantine/notifications';

/** A toast of the admin area; its close button has a name (Mantine's has none of its own). */
export function notify(kind: 'success' | 'error', message: string) {
  notifications.show({
    color: kind === 'success' ? 'green' : 'red',
    message,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
