import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@skillpath/contract';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits repeated failures (not attempts) under a key taken from the request, e.g. an e-mail. */
    failureLimiter(opts: { max: number; timeWindow: number; key: (request: FastifyRequest) => string }): {
      preHandler: preHandlerHookHandler;
      onResponse: onResponseHookHandler;
    };
  }
}

const tooMany = (retryAfterSeconds: number) =>
  Object.assign(new AppError(429, authMessages.tooManyRequests), { retryAfterSeconds });

/**
 * Per-route limits (`config.rateLimit`), counted in memory or, with REDIS_URL, in Redis so that
 * every instance shares them (DESIGN §5).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl: string | undefined }) => {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
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

  app.decorate('failureLimiter', ({ max, timeWindow, key }) => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return {
      preHandler: async (request, reply) => {
        const status = await check(request, { increment: false });
        if (!status.isAllowed && status.remaining <= 0) {
          reply.header('retry-after', String(status.ttlInSeconds));
          throw tooMany(status.ttlInSeconds);
        }
      },
      onResponse: async (request, reply) => {
        if (reply.statusCode === 401) await check(request);
      },
    };
  });
});
