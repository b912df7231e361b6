import { API_PREFIX, authErrorCodes, authMessages, commonErrorCodes, type Role } from '@skillpath/contract';
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
type Access = 'public' | 'learner' | 'owner' | 'admin';

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
    /**
     * For the hottest learner route (an exam answer): the hook checks only the token's signature and
     * expiry, and the route's one SQL statement checks revocation and token version itself, saving a
     * round trip per call. When that statement refuses, the route must call `request.confirmUser()`
     * before saying why, so a dead token still gets its 401. The role is the token's, so only
     * learner access may use it.
     */
    tokenCheckedByQuery?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; set for every route whose access is not public. */
    user: AuthUser | null;
    /** Resolves the bearer token on a public route, where a bad token is simply ignored. */
    optionalUser(): Promise<AuthUser | null>;
    /** Checks the signed-in user against the database; throws 401 when the token no longer holds. */
    confirmUser(): Promise<AuthUser>;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the authorization matrix. */
    routeAccess: RouteAccess[];
  }
}

/** Why a token opens nothing: the spec's message and its code (issue 19). */
type Refusal = { error: string; code?: string };
type Resolution = { user: AuthUser } | Refusal;

const sessionEnded: Refusal = { error: authMessages.sessionInvalid, code: authErrorCodes.sessionEnded };
const refuse = (refusal: Refusal) =>
  Unauthorized(refusal.error).withCode(refusal.code ?? commonErrorCodes.notAuthenticated);

/** The bearer token's claims when its signature and expiry hold; the database is not asked. */
async function verifyBearer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ claims: VerifiedClaims } | Refusal> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) return { error: authMessages.authRequired };
  const verified = await app.tokens.verify(match[1]!);
  if ('reason' in verified) {
    return verified.reason === 'expired'
      ? sessionEnded
      : { error: authMessages.invalidToken, code: authErrorCodes.tokenInvalid };
  }
  return verified;
}

/** The token's holder as the database has it now, unless the token was revoked or outdated. */
async function confirmHolder(app: FastifyInstance, claims: VerifiedClaims): Promise<Resolution> {
  const holder = await findTokenHolder(app.db, claims.id, claims.jti);
  if (!holder || holder.revokedJti !== null || holder.tokenVersion !== claims.ver) {
    return sessionEnded;
  }
  // The role comes from the database, so a change takes effect at once.
  return { user: { id: holder.id, email: holder.email, role: holder.role, claims } };
}

async function resolveToken(app: FastifyInstance, request: FastifyRequest): Promise<Resolution> {
  const verified = await verifyBearer(app, request);
  return 'error' in verified ? verified : confirmHolder(app, verified.claims);
}

export const authPlugin = fp(async function auth(app: FastifyInstance) {
  app.decorate('routeAccess', [] as RouteAccess[]);
  app.decorateRequest('user', null);
  app.decorateRequest('optionalUser', async function (this: FastifyRequest) {
    if (this.user) return this.user;
    const resolution = await resolveToken(app, this);
    this.user = 'user' in resolution ? resolution.user : null;
    return this.user;
  });
  app.decorateRequest('confirmUser', async function (this: FastifyRequest) {
    if (!this.user) throw Unauthorized(authMessages.authRequired);
    const resolution = await confirmHolder(app, this.user.claims);
    if ('error' in resolution) throw refuse(resolution);
    this.user = resolution.user;
    return this.user;
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    if (route.config?.tokenCheckedByQuery) {
      if (access !== 'learner')
        throw new Error(`Route ${route.method} ${route.url}: tokenCheckedByQuery is for learner access only`);
      // A dead token still hears 401 before anything about its input: validation waits for the check.
      const handler = route.handler;
      route.attachValidation = true;
      route.handler = async function (request, reply) {
        if (request.validationError) {
          await request.confirmUser();
          throw request.validationError;
        }
        return handler.call(this, request, reply);
      };
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
  });

  // Runs before the body is read, so an unauthorized caller learns nothing from validation.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (request.routeOptions.config.tokenCheckedByQuery) {
      const verified = await verifyBearer(app, request);
      if ('error' in verified) throw refuse(verified);
      const { claims } = verified;
      request.user = { id: claims.id, email: claims.email, role: claims.role, claims };
      return;
    }
    const resolution = await resolveToken(app, request);
    if ('error' in resolution) throw refuse(resolution);
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
