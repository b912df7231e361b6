import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { authMessages, forgotPasswordSchema } from '@skillpath/contract';
import { useSchemaForm } from '../../lib/forms';
import { useForgotPasswordMutation } from './auth-api';
import { forgotPasswordErrorMessage } from './auth-errors';

interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 000 §4: the dialog shows the form, then a 'sent' confirmation. Closing it starts over. */
export function ForgotPasswordDialog({ opened, onClose }: ForgotPasswordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Forgot Password" centered>
      <ForgotPasswordForm onClose={onClose} />
    </Modal>
  );
}

function ForgotPasswordForm({ onClose }: { onClose: () => void }) {
  const { form, field, isValid } = useSchemaForm(forgotPasswordSchema, { email: '' });
  const request = useForgotPasswordMutation();

  if (request.isSuccess) {
    return (
      <Stack>
        <Alert color="green" variant="light">
          {authMessages.forgotSent}
        </Alert>
        <Button onClick={onClose}>Close</Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(({ email }) =>
    request.mutate(email, {
      onError: (error) => form.setFieldError('email', forgotPasswordErrorMessage(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enter the e-mail you registered with and we will send you a link to reset your password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          data-autofocus
          {...field('email')}
        />
        <Button type="submit" disabled={!isValid} loading={request.isPending}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
