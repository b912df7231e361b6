import { Navigate, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

/** The sign-in page, asked to bring the person back to `returnTo` (DESIGN §7: sign in and return). */
export function signInPath(returnTo: string) {
  return `${paths.signIn}?${new URLSearchParams({ returnUrl: returnTo })}`;
}

/** Sends a visitor without a session to sign in, to come back to this very address afterwards. */
export function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
}
