import { type Role, roles } from '@skillpath/contract';

/** A token the client cannot read; its message names the reason (spec 000 §8). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

const prefix = 'Invalid token specified:';

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Reads a JWT's payload without verifying it: the server verifies, the client only needs the claims. */
export function decodeToken(token: unknown): Record<string, unknown> {
  if (typeof token !== 'string') throw new InvalidTokenError(`${prefix} must be a string`);
  const part = token.split('.')[1];
  if (!part) throw new InvalidTokenError(`${prefix} missing part #2`);
  let json: string;
  try {
    json = decodeBase64Url(part);
  } catch (error) {
    throw new InvalidTokenError(`${prefix} invalid base64 for part #2 (${(error as Error).message})`);
  }
  try {
    const payload: unknown = JSON.parse(json);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      throw new Error('payload is not an object');
    }
    return payload as Record<string, unknown>;
  } catch (error) {
    throw new InvalidTokenError(`${prefix} invalid json for part #2 (${(error as Error).message})`);
  }
}

export interface TokenClaims {
  /** The first present of `id`, `user_id` or `sub` (spec 000 §3). */
  userId: string | null;
  email: string;
  role: Role | null;
  /** Expiry in seconds since the epoch, when the token has one. */
  exp: number | null;
}

function present(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

export function readClaims(payload: Record<string, unknown>): TokenClaims {
  const id = [payload.id, payload.user_id, payload.sub].find(present);
  // A plain membership test: every page reads the session, and the schema library is not worth
  // loading on every first screen for one enum.
  const role = (roles as readonly unknown[]).includes(payload.role) ? (payload.role as Role) : null;
  return {
    userId: id === undefined ? null : String(id),
    email: typeof payload.email === 'string' ? payload.email : '',
    role,
    exp: typeof payload.exp === 'number' ? payload.exp : null,
  };
}
