import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import { usePasswordPolicy } from '../../components/use-password-policy';

interface NewPasswordFieldsProps {
  /** The typed new password, which the meter rates. */
  value: string;
  /** The fields' props as the form gives them (`field('newPassword')`, `field('confirmPassword')`). */
  newPassword: PasswordInputProps;
  confirmPassword: PasswordInputProps;
  autoFocus?: boolean;
}

/**
 * A new password, its strength and reason (the policy's dictionaries load on the field's first focus),
 * and its confirmation: the fields of every form that sets a password from a mailed link.
 */
export function NewPasswordFields({
  value,
  newPassword,
  confirmPassword,
  autoFocus,
}: NewPasswordFieldsProps) {
  const policy = usePasswordPolicy();
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        visibilityToggleFocusable
        withAsterisk
        data-autofocus={autoFocus || undefined}
        {...newPassword}
        onFocus={policy.load}
      />
      <PasswordStrengthMeter value={value} fieldError={newPassword.error} />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        visibilityToggleFocusable
        withAsterisk
        {...confirmPassword}
      />
    </>
  );
}
