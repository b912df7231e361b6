import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password and /resetpassword: the link from the reset e-mail lands here (DESIGN §5). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account.">
      <ResetPasswordForm uid={params.get('uid')} token={params.get('token')} />
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to={paths.signIn}>
          Back to Sign In
        </Anchor>
      </Text>
    </AuthCard>
  );
}
