import rateLimit from '@fastify/rate-limit';
import { authMessages, authRoutes, CURRENT_PASSWORD_CHECKS } from '@skillpath/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import {
  type AttemptCounter,
  createAttemptCounter,
  memoryAttemptStore,
  redisAttemptStore,
} from '../lib/attempt-counter';
import { createDeviceCookies, type DeviceCookieOptions } from '../lib/device-cookies';
import {
  createLoginFailures,
  type LoginFailureLimits,
  type LoginFailures,
  memoryFailureStore,
  redisFailureStore,
} from '../lib/login-failures';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per address and client (lib/login-failures.ts), shared through Redis when set. */
    loginFailures: LoginFailures & {
      /**
       * Hooks for the sign-in route: refuse while slowed or blocked, count 401s, clear on success and
       * hand the browser its device cookie.
       */
      hooks(email: (request: FastifyRequest) => string): {
        preHandler: preHandlerHookHandler;
        onSend: onSendHookHandler;
        onResponse: onResponseHookHandler;
      };
    };
    /** Wrong current passwords per account (CURRENT_PASSWORD_CHECKS), shared through Redis when set. */
    passwordChecks: AttemptCounter;
  }
}

export interface RateLimitOptions {
  redisUrl: string | undefined;
  loginFailures: Omit<LoginFailureLimits, 'windowMs'>;
  /** Signs the cookies that make a browser which signed in before a recognised device. */
  deviceCookies: Omit<DeviceCookieOptions, 'path'>;
}

/** How long failed sign-ins are remembered, and the longest wait they can earn one client. */
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

const tooMany = (retryAfterSeconds: number) =>
  Object.assign(new AppError(429, authMessages.tooManyRequests), { retryAfterSeconds });

/**
 * Per-route limits (`config.rateLimit`), counted in memory or, with REDIS_URL, in Redis so that
 * every instance shares them (DESIGN §5).
 */
export const rateLimitPlugin = fp(async function rateLimits(app: FastifyInstance, opts: RateLimitOptions) {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    // Loaded only with REDIS_URL: an instance without it never pays for the module.
    const { Redis } = await import('ioredis');
    redis = new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'skillpath-rl:' } : {}),
    errorResponseBuilder: (_request, context) => tooMany(Math.ceil(context.ttl / 1000)),
  });

  const windowMs = LOGIN_FAILURE_WINDOW_MS;
  const failures = createLoginFailures(
    redis ? redisFailureStore(redis, windowMs) : memoryFailureStore(windowMs),
    { ...opts.loginFailures, windowMs },
  );
  const checksWindowMs = CURRENT_PASSWORD_CHECKS.windowSeconds * 1000;
  app.decorate(
    'passwordChecks',
    createAttemptCounter(
      redis ? redisAttemptStore(redis, checksWindowMs, 'skillpath-pc:') : memoryAttemptStore(checksWindowMs),
      { max: CURRENT_PASSWORD_CHECKS.max, windowMs: checksWindowMs },
    ),
  );
  const devices = createDeviceCookies({ ...opts.deviceCookies, path: authRoutes.login.path });
  app.decorate('loginFailures', {
    ...failures,
    hooks: (email) => {
      const clientOf = (request: FastifyRequest) => ({
        ip: request.ip,
        device: devices.deviceOf(request.headers.cookie, email(request)),
      });
      return {
        preHandler: async (request, reply) => {
          const verdict = await failures.check(email(request), clientOf(request));
          if (!verdict.allowed) {
            reply.header('retry-after', String(verdict.retryAfterSeconds));
            throw tooMany(verdict.retryAfterSeconds);
          }
        },
        onSend: async (request, reply, payload) => {
          if (reply.statusCode === 200)
            reply.header('set-cookie', devices.issue(request.headers.cookie, email(request)));
          return payload;
        },
        onResponse: async (request, reply) => {
          if (reply.statusCode === 401) await failures.failed(email(request), clientOf(request));
          else if (reply.statusCode === 200) await failures.succeeded(email(request), clientOf(request));
        },
      };
    },
  });
});
