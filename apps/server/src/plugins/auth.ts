import { authMessages, type Role } from '@skillpath/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthorized } from '../errors';
import { findTokenHolder } from '../modules/auth/queries';
import type { VerifiedClaims } from '../modules/auth/tokens';

/**
 * Who may call a route, declared once per route (`config: { access }`):
 * public — anyone; learner — any signed-in user; owner — the user whose id is the path's `id`, or an
 * admin; admin — admins only.
 */
export type Access = 'public' | 'learner' | 'owner' | 'admin';

export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  claims: VerifiedClaims;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user; set for every route whose access is not public. */
    user: AuthUser | null;
    /** Resolves the bearer token on a public route, where a bad token is simply ignored. */
    optionalUser(): Promise<AuthUser | null>;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the authorization matrix. */
    routeAccess: RouteAccess[];
  }
}

type Resolution = { user: AuthUser } | { error: string };

async function resolveToken(app: FastifyInstance, request: FastifyRequest): Promise<Resolution> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) return { error: authMessages.authRequired };
  const verified = await app.tokens.verify(match[1]!);
  if ('reason' in verified) {
    return { error: verified.reason === 'expired' ? authMessages.sessionInvalid : authMessages.invalidToken };
  }
  const { claims } = verified;
  const holder = await findTokenHolder(app.db, claims.id, claims.jti);
  if (!holder || holder.revokedJti !== null || holder.tokenVersion !== claims.ver) {
    return { error: authMessages.sessionInvalid };
  }
  // The role comes from the database, so a change takes effect at once.
  return { user: { id: holder.id, email: holder.email, role: holder.role, claims } };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.decorateRequest('user', null);
  app.decorateRequest('optionalUser', async function (this: FastifyRequest) {
    if (this.user) return this.user;
    const resolution = await resolveToken(app, this);
    this.user = 'user' in resolution ? resolution.user : null;
    return this.user;
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
  });

  // Runs before the body is read, so an unauthorized caller learns nothing from validation.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const resolution = await resolveToken(app, request);
    if ('error' in resolution) throw Unauthorized(resolution.error);
    const { user } = resolution;
    request.user = user;
    if (user.role === 'admin') return;
    if (access === 'admin') throw Forbidden(authMessages.forbidden);
    if (access === 'owner') {
      const params = request.params as { id?: string };
      if (String(user.id) !== params.id) throw Forbidden(authMessages.forbidden);
    }
  });
});
