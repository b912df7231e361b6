import { notifications } from '@mantine/notifications';
import { authMessages, authRoutes } from '@skillpath/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from './api';
import { paths } from './paths';
import { clearSession, getSession, startSession, subscribeSession } from './session';

const signedOut = () => null;

/**
 * The signed-in person, if any. `login(token)` stores a token and returns the session (null when the
 * token names no user); `logout()` tells the server, clears the session whatever it answers and goes
 * home (spec 000 §4).
 */
export function useSession() {
  // Public pages are rendered on the server for everyone alike, signed out; the browser hydrates that
  // same signed-out tree and then shows the stored session (React renders again with getSession).
  const session = useSyncExternalStore(subscribeSession, getSession, signedOut);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = useCallback(async () => {
    const serverAccepted = await callApi(authRoutes.logout).then(
      () => true,
      () => false,
    );
    // Marked as a logout, so a signed-in-only page seeing its session vanish goes home, not to sign-in.
    clearSession('logout');
    navigate(paths.home);
    queryClient.clear();
    if (!serverAccepted) notifications.show({ color: 'red', message: authMessages.logoutFailed });
  }, [navigate, queryClient]);

  return { session, isLoggedIn: session !== null, login: startSession, logout };
}
