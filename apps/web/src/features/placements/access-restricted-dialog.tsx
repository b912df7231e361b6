import { Button, Group, Modal, Text } from '@mantine/core';
import { placementMessages } from '@skillpath/contract';

interface AccessRestrictedDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 000 §2: the 'Access Restricted' popup with its one OK button, shown when the server says 403. */
export function AccessRestrictedDialog({ opened, onClose }: AccessRestrictedDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={placementMessages.accessRestrictedTitle}
      centered
      withCloseButton={false}
    >
      <Text>{placementMessages.accessRestricted}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
