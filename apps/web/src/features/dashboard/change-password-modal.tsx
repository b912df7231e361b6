import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authMessages, changePasswordSchema, commonErrorCodes } from '@skillpath/contract';
import { z } from 'zod';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import { ApiRequestError } from '../../lib/api';
import { applyFieldErrors, useSchemaForm } from '../../lib/forms';
import { useSession } from '../../lib/use-session';
import { useChangePasswordMutation } from './dashboard-api';

/** The payload plus a confirmation that must match; the confirmation is not sent. */
const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: z.string().min(1, authMessages.confirmPasswordRequired) })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: authMessages.passwordsDoNotMatch,
  });

const emptyForm = { current_password: '', new_password: '', confirm_password: '' };

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Change Password (DESIGN §8 replaces the spec's "coming soon"): current, new and confirmation. The
 * server ends every session on success and answers with a new token, which becomes this session.
 */
export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change password" centered>
      {/* Mounted only while open, so the form starts empty every time. */}
      {opened && <ChangePasswordForm onDone={onClose} />}
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { form, field, isValid } = useSchemaForm(changePasswordFormSchema, emptyForm);
  const change = useChangePasswordMutation();
  const { login } = useSession();

  const submit = form.onSubmit(({ current_password, new_password }) => {
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: (result) => {
          const token = result.token ?? result.access;
          if (token) login(token);
          notifications.show({ color: 'green', message: authMessages.passwordChanged });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === commonErrorCodes.invalidInput)
            applyFieldErrors(form, error);
        },
      },
    );
  });

  const fieldErrorShown =
    change.error instanceof ApiRequestError &&
    change.error.code === commonErrorCodes.invalidInput &&
    Object.keys(change.error.fields).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...field('current_password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          withAsterisk
          {...field('new_password')}
        />
        <PasswordStrengthMeter value={form.values.new_password} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          {...field('confirm_password')}
        />
        {change.isError && !fieldErrorShown && (
          <Alert color="red" variant="light" role="alert">
            {change.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isValid} loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
