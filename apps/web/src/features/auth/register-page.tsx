import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { authErrorCodes, authMessages, commonErrorCodes, signUpFormSchema } from '@skillpath/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordStrengthMeter } from '../../components/password-strength-meter';
import { usePasswordPolicy } from '../../components/use-password-policy';
import { ApiRequestError } from '../../lib/api';
import { applyFieldErrors, useSchemaForm } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { tokenOf, useSignUpMutation } from './auth-api';
import { AuthCard } from './auth-card';

const emptyForm = { name: '', phone: '', email: '', password: '', confirmPassword: '' };

/** Spec 000 §2 Register; DESIGN §8: a duplicate e-mail says so, other failures give their own reason. */
export function RegisterPage() {
  const { form, field, isValid } = useSchemaForm(signUpFormSchema, emptyForm);
  const policy = usePasswordPolicy();
  const passwordField = field('password');
  const signUp = useSignUpMutation();
  const { login } = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit(({ confirmPassword: _, ...input }) => {
    setFormError(null);
    signUp.mutate(input, {
      onSuccess: (result) => {
        const token = tokenOf(result);
        const session = token ? login(token) : null;
        const hasUserId = (result.userId ?? result.id) !== undefined;
        navigate(hasUserId && session ? paths.registerProfile : paths.signIn);
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return setFormError(error.message);
        if (error.code === authErrorCodes.emailTaken)
          return form.setFieldError('email', authMessages.emailExists);
        if (error.code !== commonErrorCodes.invalidInput || !applyFieldErrors(form, error))
          setFormError(error.message);
      },
    });
  });

  return (
    <AuthCard title="Join the product" description="Create your Skillpath account to start learning.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" autoComplete="name" withAsterisk {...field('name')} />
          <TextInput
            label="Phone number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            withAsterisk
            {...field('phone')}
          />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...field('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            visibilityToggleFocusable
            withAsterisk
            {...passwordField}
            onFocus={policy.load}
          />
          <PasswordStrengthMeter
            value={form.values.password}
            owner={{ name: form.values.name, email: form.values.email }}
            fieldError={passwordField.error}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            visibilityToggleFocusable
            withAsterisk
            {...field('confirmPassword')}
          />
          {formError && (
            <Alert color="red" variant="light">
              {formError}
            </Alert>
          )}
          <Button type="submit" fullWidth mt="xs" disabled={!isValid} loading={signUp.isPending}>
            Register
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.signIn} fw={600}>
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
