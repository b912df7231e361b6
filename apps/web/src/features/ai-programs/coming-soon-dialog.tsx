import { Button, Group, Modal, Text } from '@mantine/core';

/** Spec 001 §2 and §8: what Enroll Now says while the AI courses are not open for enrollment. */
export const COMING_SOON_MESSAGE = 'This course is not yet available. Stay tuned for updates!';

interface ComingSoonDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function ComingSoonDialog({ opened, onClose }: ComingSoonDialogProps) {
  return (
    // The spec's Close button is the only one: a second, icon-only close would say the same thing.
    <Modal opened={opened} onClose={onClose} title="Coming Soon" centered withCloseButton={false}>
      <Text>{COMING_SOON_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
