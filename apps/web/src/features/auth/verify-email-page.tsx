import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import {
  authErrorCodes,
  commonErrorCodes,
  EMAIL_TOKEN_TTL_SECONDS,
  emailConfirmationRoutes,
  emailMessages,
} from '@skillpath/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, callApi } from '../../lib/api';
import { paths } from '../../lib/paths';
import { clearSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { AuthCard } from './auth-card';

/**
 * /verify-email: the link from a confirmation mail lands here (DESIGN §5). Opened once per link: a
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
  const result = confirmation.data;

  useEffect(() => {
    if (!result) return;
    if (result.email_changed) {
      // The server ended every session of the account: this browser signs in again, with the new address.
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
  } else if (confirmation.isError) {
    const error = confirmation.error;
    const known = error instanceof ApiRequestError && refusals.has(error.code ?? '');
    body = <Problem message={known && error.detail ? error.detail : error.message} />;
  } else if (result) {
    body = (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {result.message}
        </Alert>
        {result.email_changed || !session ? (
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
