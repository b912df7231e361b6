import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { authMessages, loginSchema, safeReturnUrl } from '@skillpath/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { tokenOf, useLoginMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { loginErrorMessage } from './auth-errors';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { ResetPasswordForm } from './reset-password-form';

/**
 * Spec 000 §2 Sign in: returnUrl after login (an admin without one goes to the admin Overview); a
 * uid and token in the URL open the reset dialog.
 */
export function SignInPage() {
  const { form, field, isValid } = useSchemaForm(loginSchema, { email: '', password: '' });
  const loginRequest = useLoginMutation();
  const { login } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [forgotOpened, forgot] = useDisclosure(false);
  const uid = params.get('uid');
  const resetToken = params.get('token');

  const closeReset = () =>
    setParams(
      (current) => {
        current.delete('uid');
        current.delete('token');
        return current;
      },
      { replace: true },
    );

  const submit = form.onSubmit((input) =>
    loginRequest.mutate(input, {
      onSuccess: (result) => {
        const token = tokenOf(result);
        if (!token) return form.setFieldError('email', authMessages.noToken);
        const session = login(token);
        if (!session) return form.setFieldError('email', authMessages.invalidToken);
        const returnUrl = params.get('returnUrl');
        // An admin comes to work: without a page to return to, the admin area's Overview.
        const landing = !returnUrl && session.role === 'admin' ? paths.admin : safeReturnUrl(returnUrl);
        navigate(landing, { replace: true });
      },
      onError: (error) => form.setFieldError('email', loginErrorMessage(error)),
    }),
  );

  return (
    <AuthCard title="Sign In" description="Welcome back! Sign in to continue learning.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...field('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            visibilityToggleFocusable
            withAsterisk
            {...field('password')}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={forgot.open}>
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={!isValid} loading={loginRequest.isPending}>
            Sign In
          </Button>
          <Text size="sm" ta="center">
            New to Skillpath?{' '}
            <Anchor component={Link} to={paths.register} fw={600}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
      <ForgotPasswordDialog opened={forgotOpened} onClose={forgot.close} />
      <Modal opened={Boolean(uid && resetToken)} onClose={closeReset} title="Reset Password" centered>
        <ResetPasswordForm uid={uid} token={resetToken} />
      </Modal>
    </AuthCard>
  );
}
