import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authMessages, resetPasswordFormSchema } from '@skillpath/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../lib/api';
import { useSchemaForm } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { useResetPasswordMutation } from './auth-api';
import { resetPasswordErrorMessage } from './auth-errors';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordFormProps {
  uid: string | null;
  token: string | null;
}

/** The reset form of the sign-in dialog and the reset-password page (spec 000 §5, §8). */
export function ResetPasswordForm({ uid, token }: ResetPasswordFormProps) {
  const { form, field, isValid } = useSchemaForm(resetPasswordFormSchema, {
    newPassword: '',
    confirmPassword: '',
  });
  const reset = useResetPasswordMutation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  if (!uid || !token) {
    return (
      <Alert color="red" variant="light">
        {authMessages.resetMissingUidToken}
      </Alert>
    );
  }

  const newPasswordField = field('newPassword');
  const submit = form.onSubmit(({ newPassword }) => {
    setError(null);
    reset.mutate(
      { uid, token, new_password: newPassword },
      {
        onSuccess: (confirmed) => {
          if (!confirmed) return setError(authMessages.resetNoMessage);
          notifications.show({ color: 'green', message: authMessages.resetSuccess });
          navigate(paths.root);
        },
        onError: (failure) => {
          // The server also checks the password against the account's name and address.
          const refused = failure instanceof ApiRequestError && failure.fieldMessage('new_password');
          if (refused) form.setFieldError('newPassword', refused);
          else setError(resetPasswordErrorMessage(failure));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NewPasswordFields
          value={form.values.newPassword}
          newPassword={newPasswordField}
          confirmPassword={field('confirmPassword')}
          autoFocus
        />
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <Button type="submit" fullWidth disabled={!isValid} loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
