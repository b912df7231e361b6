import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  authMessages,
  changePasswordSchema,
  commonErrorCodes,
  newPasswordRule,
  type PasswordOwner,
} from '@skillpath/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import { usePasswordPolicy } from '../../components/use-password-policy';
import { ApiRequestError } from '../../lib/api';
import { applyFieldErrors, useSchemaForm } from '../../lib/forms';
import { useSession } from '../../lib/use-session';
import { useChangePasswordMutation } from './dashboard-api';

/**
 * The payload plus a confirmation that must match (not sent); the new password is checked against
 * the account holder's name and address.
 */
const changePasswordFormSchema = (owner: PasswordOwner) =>
  changePasswordSchema
    .extend({ confirm_password: z.string().min(1, authMessages.confirmPasswordRequired) })
    .refine((v) => v.new_password === v.confirm_password, {
      path: ['confirm_password'],
      message: authMessages.passwordsDoNotMatch,
    })
    .superRefine(newPasswordRule('new_password', () => owner));

const emptyForm = { current_password: '', new_password: '', confirm_password: '' };

interface ChangePasswordModalProps {
  opened: boolean;
  onClose: () => void;
  owner: PasswordOwner;
}

/**
 * Change Password (DESIGN §8 replaces the spec's "coming soon"): current, new and confirmation. The
 * server ends every session on success and answers with a new token, which becomes this session.
 */
export function ChangePasswordModal({ opened, onClose, owner }: ChangePasswordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change password" centered>
      {/* Mounted only while open, so the form starts empty every time. */}
      {opened && <ChangePasswordForm onDone={onClose} owner={owner} />}
    </Modal>
  );
}

function ChangePasswordForm({ onDone, owner }: { onDone: () => void; owner: PasswordOwner }) {
  const { name, email } = owner;
  const schema = useMemo(() => changePasswordFormSchema({ name, email }), [name, email]);
  const { form, field, isValid } = useSchemaForm(schema, emptyForm);
  const policy = usePasswordPolicy();
  const newPasswordField = field('new_password');
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
          {...newPasswordField}
          onFocus={policy.load}
        />
        <PasswordStrengthMeter
          value={form.values.new_password}
          owner={owner}
          fieldError={newPasswordField.error}
        />
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
