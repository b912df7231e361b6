import { notifications } from '@mantine/notifications';
import { placementErrorCodes as codes, commonErrorCodes, placementMessages } from '@skillpath/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useRegisterMutation } from './workshops-api';

/** done: the learner holds a seat (just now, or from before). */
export type RegistrationResult = { tone: 'success' | 'info' | 'error'; message: string; done: boolean };

const SIGN_IN_TO_REGISTER = 'Please sign in, then come back to Workshops to register.';
const REGISTER_FAILED = 'Your registration could not be sent. Please try again.';

function failure(error: unknown): RegistrationResult {
  if (!(error instanceof ApiRequestError)) return { tone: 'error', message: REGISTER_FAILED, done: false };
  if (error.status === 0) return { tone: 'error', message: NETWORK_ERROR_MESSAGE, done: false };
  if (error.code === codes.alreadyRegistered)
    return { tone: 'info', message: error.detail ?? placementMessages.alreadyRegistered, done: true };
  return { tone: 'error', message: error.detail ?? REGISTER_FAILED, done: false };
}

/**
 * Register for workshops: a visitor is sent to sign in (the sign-in page does not return to /workshops,
 * so a notice says to come back); a learner's registration goes to the server, one result per workshop.
 */
export function useWorkshopRegistration() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const mutation = useRegisterMutation();
  const [results, setResults] = useState<Record<number, RegistrationResult>>({});

  const sendToSignIn = () => {
    notifications.show({ color: 'blue', message: SIGN_IN_TO_REGISTER });
    navigate(`${paths.signIn}?${new URLSearchParams({ returnUrl: paths.workshops })}`);
  };

  const register = (id: number) => {
    if (!isLoggedIn) return sendToSignIn();
    if (mutation.isPending) return;
    mutation.mutate(id, {
      onSuccess: (body) =>
        setResults((r) => ({
          ...r,
          [id]: { tone: 'success', message: body?.message ?? placementMessages.registered, done: true },
        })),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === commonErrorCodes.notAuthenticated)
          return sendToSignIn();
        setResults((r) => ({ ...r, [id]: failure(error) }));
      },
    });
  };

  return {
    register,
    isLoggedIn,
    results,
    /** The workshop whose registration is on its way, if any. */
    pendingId: mutation.isPending ? mutation.variables : undefined,
  };
}
