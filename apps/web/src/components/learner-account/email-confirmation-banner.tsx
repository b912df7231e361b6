import { Alert, Button, Group, Text } from '@mantine/core';
import { emailConfirmationRoutes, emailMessages } from '@skillpath/contract';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api';

const dismissedKey = (email: string) => `email-banner-dismissed:${email}`;

/**
 * For a signed-in learner whose address is not confirmed (DESIGN §5): what to do, a Resend button,
 * and a close button that hides it for the rest of this browser session. Learning goes on either way.
 */
export function EmailConfirmationBanner({ email }: { email: string }) {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey(email)) !== null);
  const resend = useMutation({
    mutationFn: () => callApi(emailConfirmationRoutes.resendVerification),
  });
  if (dismissed) return null;

  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(email), '1');
    setDismissed(true);
  };

  return (
    <Alert
      color="indigo"
      variant="light"
      icon={<IconMailExclamation aria-hidden="true" />}
      title="Confirm your e-mail address"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={dismiss}
      mt="md"
    >
      <Text size="sm">{emailMessages.banner(email)}</Text>
      <Group gap="sm" mt="xs">
        <Button size="xs" variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
          Resend
        </Button>
        {resend.isSuccess && (
          <Text size="sm" role="status">
            {resend.data.message}
          </Text>
        )}
        {resend.isError && (
          <Text size="sm" c="red.9" role="alert">
            {resend.error.message}
          </Text>
        )}
      </Group>
    </Alert>
  );
}

/** A new address that waits for its link: said plainly, so nobody wonders why the old one still shows. */
export function PendingEmailNotice({ pendingEmail }: { pendingEmail: string }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailExclamation aria-hidden="true" />}
      mt="md"
      role="status"
    >
      {emailMessages.changePending(pendingEmail)}
    </Alert>
  );
}
