import { randomUUID } from 'node:crypto';
import { type Role, tokenClaimsSchema } from '@skillpath/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export interface TokenSubject {
  id: number;
  email: string;
  role: Role;
  tokenVersion: number;
}

const claimsSchema = tokenClaimsSchema.extend({ ver: z.number().int() });
export type VerifiedClaims = z.infer<typeof claimsSchema>;

export type TokenService = ReturnType<typeof createTokenService>;

/** HS256 JWTs carrying the claims of DESIGN §5 plus `ver`, the user's token version. */
export function createTokenService(secret: Uint8Array, ttlSeconds: number) {
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
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const parsed = claimsSchema.safeParse(payload);
        return parsed.success ? { claims: parsed.data } : { reason: 'invalid' };
      } catch (error) {
        return { reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
