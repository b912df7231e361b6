import { randomUUID } from 'node:crypto';
import { type Role, tokenClaimsSchema } from '@skillpath/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { Lru } from '../../lib/lru';

export interface TokenSubject {
  id: number;
  email: string;
  role: Role;
  tokenVersion: number;
}

const claimsSchema = tokenClaimsSchema.extend({ ver: z.number().int() });
export type VerifiedClaims = z.infer<typeof claimsSchema>;

export type TokenService = ReturnType<typeof createTokenService>;

// Tokens whose signature and claims were already checked. A JWT's verdict depends only on its bytes
// and the clock, so a hit only has to look at `exp` again; revocation is checked against the database
// on every request (plugins/auth.ts). Saves jose's key import and HMAC on every call of a busy client.
// Sized for 20,000 exam takers on every worker (issue 20; an entry is ~1 KB, so ~50 MB when full): an
// LRU smaller than its working set misses on every call.
const VERIFIED_CAPACITY = 50_000;

/** HS256 JWTs carrying the claims of DESIGN §5 plus `ver`, the user's token version. */
export function createTokenService(secret: Uint8Array, ttlSeconds: number) {
  const verified = new Lru<string, VerifiedClaims>(VERIFIED_CAPACITY);
  return {
    ttlSeconds,
    async issue(subject: TokenSubject): Promise<string> {
      return new SignJWT({
        id: subject.id,
        user_id: subject.id,
        email: subject.email,
        role: subject.role,
        ver: subject.tokenVersion,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(subject.id))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .setJti(randomUUID())
        .sign(secret);
    },
    /** The claims of a valid token, or a reason it is not valid. */
    async verify(token: string): Promise<{ claims: VerifiedClaims } | { reason: 'expired' | 'invalid' }> {
      const known = verified.get(token);
      if (known) return known.exp * 1000 > Date.now() ? { claims: known } : { reason: 'expired' };
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const parsed = claimsSchema.safeParse(payload);
        if (!parsed.success) return { reason: 'invalid' };
        verified.set(token, parsed.data);
        return { claims: parsed.data };
      } catch (error) {
        return { reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
