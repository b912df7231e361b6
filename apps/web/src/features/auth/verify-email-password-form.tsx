import { Alert, Button, Stack } from '@mantine/core';
import {
  emailConfirmationRoutes,
  resetPasswordFormSchema,
  type VerifyEmailResponse,
} from '@skillpath/contract';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../lib/api';
import { useSchemaForm } from '../../lib/forms';
import { NewPasswordFields } from './new-password-fields';

interface VerifyEmailPasswordFormProps {
  uid: string;
  token: string;
  /** The server's word on why the link asks for a password. */
  note: string;
  onConfirmed: (result: VerifyEmailResponse) => void;
}

/**
 * A confirmation link for an address with administrator rights sets the account's password: whoever
 * set up the account before the address's owner opened the link loses it (SECURITY.md, accounts).
 */
export function VerifyEmailPasswordForm({ uid, token, note, onConfirmed }: VerifyEmailPasswordFormProps) {
  const { form, field, isValid } = useSchemaForm(resetPasswordFormSchema, {
    newPassword: '',
    confirmPassword: '',
  });
  const confirm = useMutation({
    mutationFn: (newPassword: string) =>
      callApi(emailConfirmationRoutes.verifyEmail, { body: { uid, token, new_password: newPassword } }),
  });

  const newPasswordField = field('newPassword');
  const submit = form.onSubmit(({ newPassword }) =>
    confirm.mutate(newPassword, {
      onSuccess: onConfirmed,
      onError: (error) => {
        const message = error instanceof ApiRequestError ? error.fieldMessage('new_password') : undefined;
        if (message) form.setFieldError('newPassword', message);
      },
    }),
  );
  const failure = confirm.error;
  const failed =
    failure && !(failure instanceof ApiRequestError && failure.fieldMessage('new_password'))
      ? (failure instanceof ApiRequestError && failure.detail) || failure.message
      : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="blue" variant="light" icon={<IconKey aria-hidden="true" />} title="Set your password">
          {note}
        </Alert>
        <NewPasswordFields
          value={form.values.newPassword}
          newPassword={newPasswordField}
          confirmPassword={field('confirmPassword')}
        />
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {failed}
          </Alert>
        )}
        <Button type="submit" fullWidth disabled={!isValid} loading={confirm.isPending}>
          Set password and confirm
        </Button>
      </Stack>
    </form>
  );
}
