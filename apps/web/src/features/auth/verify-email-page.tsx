import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import {
  authErrorCodes,
  commonErrorCodes,
  EMAIL_TOKEN_TTL_SECONDS,
  emailConfirmationRoutes,
  emailErrorCodes,
  emailMessages,
  type VerifyEmailResponse,
} from '@skillpath/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, callApi } from '../../lib/api';
import { paths } from '../../lib/paths';
import { clearSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { AuthCard } from './auth-card';
import { VerifyEmailPasswordForm } from './verify-email-password-form';

/**
 * /verify-email: the link from a confirmation mail lands here (SECURITY.md, accounts). Opened once per link: a
 * query (not an effect) so that a second render, or React's strict double mount, does not spend the
 * single-use token twice.
 */
function useConfirmation(uid: string | null, token: string | null) {
  return useQuery({
    queryKey: ['verify-email', uid, token],
    // Enabled only with both, which the page read from the link.
    queryFn: () => callApi(emailConfirmationRoutes.verifyEmail, { body: { uid: uid!, token: token! } }),
    enabled: Boolean(uid && token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The refusals whose message says what went wrong with the link (the others: a generic failure). */
const refusals = new Set<string>([
  commonErrorCodes.invalidInput,
  authErrorCodes.emailTaken,
  commonErrorCodes.rateLimited,
]);

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const token = params.get('token');
  const confirmation = useConfirmation(uid, token);
  const { session } = useSession();
  const queryClient = useQueryClient();
  // A link that sets the password is answered by its form, not by the first call.
  const [passwordSet, setPasswordSet] = useState<VerifyEmailResponse>();
  const result = passwordSet ?? confirmation.data;
  const refusal = confirmation.error instanceof ApiRequestError ? confirmation.error : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.sessions_ended) {
      // The server ended every session of the account (a new address, or a password set by the
      // link): this browser signs in again.
      clearSession();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'verify-email' });
    } else {
      // The profile now says "verified": the dashboard banner goes away.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    }
  }, [result, queryClient]);

  let body: ReactNode;
  if (!uid || !token) {
    body = <Problem message={emailMessages.linkMissing} />;
  } else if (confirmation.isPending) {
    body = (
      <Center py="md">
        <Loader role="status" aria-label="Confirming your e-mail address" />
      </Center>
    );
  } else if (result) {
    body = (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {result.message}
        </Alert>
        {result.sessions_ended || !session ? (
          <Button component={Link} to={paths.signIn}>
            Sign in
          </Button>
        ) : (
          <Button component={Link} to={paths.dashboard}>
            Go to your dashboard
          </Button>
        )}
      </Stack>
    );
  } else if (refusal?.code === emailErrorCodes.passwordRequired) {
    body = (
      <VerifyEmailPasswordForm
        uid={uid}
        token={token}
        note={refusal.detail ?? emailMessages.passwordRequired}
        onConfirmed={setPasswordSet}
      />
    );
  } else if (refusal?.code === emailErrorCodes.alreadyConfirmed) {
    body = (
      <Stack gap="md">
        <Alert color="blue" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {refusal.detail ?? emailMessages.linkUsed}
        </Alert>
        <Button component={Link} to={session ? paths.dashboard : paths.signIn}>
          {session ? 'Go to your dashboard' : 'Sign in'}
        </Button>
      </Stack>
    );
  } else if (confirmation.isError) {
    const error = confirmation.error;
    const known = error instanceof ApiRequestError && refusals.has(error.code ?? '');
    body = <Problem message={known && error.detail ? error.detail : error.message} />;
  }

  return <AuthCard title="Confirm your e-mail address">{body}</AuthCard>;
}

/** A link that cannot be used: why, and where a new one comes from. */
function Problem({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden="true" />}
        role="alert"
        title={message}
      >
        <Text size="sm">
          A confirmation link works once and for {EMAIL_TOKEN_TTL_SECONDS / 3600} hours. Sign in and use
          Resend on your dashboard for a new one; an e-mail change is asked for again from Edit Profile.
        </Text>
      </Alert>
      <Button component={Link} to={paths.signIn} variant="default">
        Sign in
      </Button>
    </Stack>
  );
}
