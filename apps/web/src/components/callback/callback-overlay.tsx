import { Modal, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { CALLBACK_AUTO_CLOSE_MS, CALLBACK_PROMISE_MINUTES } from '@skillpath/contract';
import { CallbackForm } from './callback-form';

interface CallbackOverlayProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec 000 §4: the callback form as an overlay; page scrolling is locked while it is open (Modal's
 * default), it closes itself CALLBACK_AUTO_CLOSE_MS after a success, and closing resets the form
 * (the Modal unmounts its content, so the next opening starts empty).
 */
export function CallbackOverlay({ opened, onClose }: CallbackOverlayProps) {
  const autoClose = useTimeout(onClose, CALLBACK_AUTO_CLOSE_MS);
  // Closed by hand before the timer ran out: the pending auto close must not fire on a later opening.
  const close = () => {
    autoClose.clear();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Request a Callback" centered>
      <Text size="sm" c="dimmed" mb="md">
        Leave your number and the course you are interested in; our counsellor calls you within{' '}
        {CALLBACK_PROMISE_MINUTES} minutes.
      </Text>
      <CallbackForm onSubmitted={autoClose.start} autoFocus />
    </Modal>
  );
}
