import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileMessages } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { clearSession } from '../../lib/session';
import { useDeleteAccountMutation } from './dashboard-api';

interface DeleteAccountModalProps {
  userId: string;
  /** Deleting one's own account ends the session; an admin deleting someone else's does not. */
  own: boolean;
  opened: boolean;
  onClose: () => void;
  /** Called just before the session ends, so the page knows why it is gone. */
  onDeleted: () => void;
}

/** Delete Account with the spec's confirmation; afterwards sign-in (the spec's /login is /signin here). */
export function DeleteAccountModal({ userId, own, opened, onClose, onDeleted }: DeleteAccountModalProps) {
  const remove = useDeleteAccountMutation(userId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: profileMessages.accountDeleted });
        if (!own) return navigate(paths.home, { replace: true });
        // The dashboard sends to sign-in (without a return URL) once the session is gone.
        onDeleted();
        clearSession();
        queryClient.clear();
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title="Delete account" centered>
      <Stack gap="md">
        <Text>{profileMessages.deleteConfirm}</Text>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {profileMessages.deleteFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            Delete account
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
