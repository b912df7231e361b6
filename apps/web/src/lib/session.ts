import type { Role } from '@skillpath/contract';
import { decodeToken, InvalidTokenError, readClaims } from './token';

/** localStorage keys of the session (spec 000 §3). */
export const sessionKeys = {
  isLoggedIn: 'isLoggedIn',
  userEmail: 'userEmail',
  userId: 'userId',
  authToken: 'authToken',
} as const;

export interface Session {
  token: string;
  userId: string;
  email: string;
  role: Role | null;
  /** Expiry in seconds since the epoch, when the token has one. */
  exp: number | null;
}

/**
 * The session a token stands for, or null when it is undecodable, carries no user id or has expired
 * (exp in seconds, compared with now). Decoding errors are logged (spec 000 §4, §8).
 */
export function sessionFromToken(token: unknown, nowMs = Date.now()): Session | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeToken(token);
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    console.error(error.message);
    return null;
  }
  const claims = readClaims(payload);
  if (claims.userId === null) return null;
  if (claims.exp !== null && claims.exp <= nowMs / 1000) return null;
  return { token: token as string, ...claims, userId: claims.userId };
}

const listeners = new Set<() => void>();
let cached: { token: string | null; session: Session | null } = { token: null, session: null };
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
// setTimeout keeps delays in a signed 32-bit number of milliseconds.
const MAX_TIMER_MS = 2 ** 31 - 1;

function emit() {
  for (const listener of listeners) listener();
}

function scheduleExpiry({ exp }: Session) {
  clearTimeout(expiryTimer);
  if (exp !== null) expiryTimer = setTimeout(clearSession, Math.min(exp * 1000 - Date.now(), MAX_TIMER_MS));
}

function removeStoredSession() {
  clearTimeout(expiryTimer);
  for (const key of Object.values(sessionKeys)) localStorage.removeItem(key);
}

/** The current session, restored from storage; an invalid stored token clears the storage. */
export function getSession(): Session | null {
  const token = localStorage.getItem(sessionKeys.authToken);
  if (token === cached.token) return cached.session;
  const fromToken = token === null ? null : sessionFromToken(token);
  // The e-mail may have changed since the token was issued (profile edit): the stored one is newer.
  const session = fromToken && {
    ...fromToken,
    email: localStorage.getItem(sessionKeys.userEmail) ?? fromToken.email,
  };
  if (session) scheduleExpiry(session);
  else removeStoredSession();
  cached = { token: session ? token : null, session };
  return session;
}

/** Stores a token returned by login or sign-up; null when it names no user (the session is unchanged). */
export function startSession(token: string): Session | null {
  endedByLogout = false;
  const session = sessionFromToken(token);
  if (!session) return null;
  localStorage.setItem(sessionKeys.authToken, token);
  localStorage.setItem(sessionKeys.isLoggedIn, 'true');
  localStorage.setItem(sessionKeys.userId, session.userId);
  localStorage.setItem(sessionKeys.userEmail, session.email);
  emit();
  return session;
}

/** After the person changed their account e-mail: the session shows the new one from now on. */
export function updateSessionEmail(email: string) {
  if (!getSession() || localStorage.getItem(sessionKeys.userEmail) === email) return;
  localStorage.setItem(sessionKeys.userEmail, email);
  cached = { token: null, session: null };
  emit();
}

let endedByLogout = false;

/** Whether the last session ended because the person logged out (pages then go home, not to sign-in). */
export function sessionEndedByLogout(): boolean {
  return endedByLogout;
}

export function clearSession(reason: 'logout' | 'expired' = 'expired') {
  endedByLogout = reason === 'logout';
  removeStoredSession();
  emit();
}

/** Subscribes to session changes in this tab and in other tabs (storage events). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
