import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { placementMessages } from '@skillpath/contract';
import { PlacementStanding } from './placement-standing';

interface AccessRestrictedDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The 'Access Restricted' popup with its one OK button (the spec's words), and where the learner stands
 * against the gate: opened by Explore Now and by a refused Apply alike.
 */
export function AccessRestrictedDialog({ opened, onClose }: AccessRestrictedDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={placementMessages.accessRestrictedTitle}
      centered
      withCloseButton={false}
    >
      <Stack gap="sm">
        <Text>{placementMessages.accessRestricted}</Text>
        {opened && <PlacementStanding />}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
