import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { sessionEndedByLogout } from '../../lib/session';

/**
 * Sends a visitor without a session to sign in, asking to come back here afterwards; `message`, when
 * given, says why (it stays on screen after the page changes).
 */
export function SignInRedirect({ message }: { message?: string }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (message) notifications.show({ color: 'red', message });
  }, [message]);
  // After a deliberate logout the person goes home (spec 000 §4), not back to sign-in.
  if (sessionEndedByLogout()) return <Navigate to={paths.home} replace />;
  const returnUrl = new URLSearchParams({ returnUrl: `${pathname}${search}` });
  return <Navigate to={`${paths.signIn}?${returnUrl}`} replace />;
}
