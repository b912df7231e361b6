import { Button, Group, Modal, Text } from '@mantine/core';

/** Spec 000 §2/§6: the placements gate's message (the threshold is checked by the server later). */
export const ACCESS_RESTRICTED_MESSAGE =
  'Access to this session will be granted upon completion of at least 50% of the registered course.';

interface AccessRestrictedDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The 'Access Restricted' popup the Placements card opens, closed by OK. */
export function AccessRestrictedDialog({ opened, onClose }: AccessRestrictedDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Access Restricted" centered>
      <Text>{ACCESS_RESTRICTED_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
