import type { OutgoingHttpHeaders } from 'node:http';
import { API_PREFIX } from '@skillpath/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches, etagOf } from '../lib/etag';
import { createClusterBus, createRedisBus, type InvalidationBus } from '../lib/response-cache/bus';
import type { ResponseCache } from '../lib/response-cache/store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer is the same for everyone until a write changes it: served from memory. */
    cached?: boolean;
    /** A write outside the admin routes that changes a cached answer (e.g. an enrolment count). */
    changesCatalogue?: boolean;
  }
  interface FastifyInstance {
    responseCache: {
      /** Drops every cached answer here and, before resolving, on every other instance or worker. */
      invalidate(): Promise<void>;
      /** Moves on at every drop: what was cached under an older generation is out of date. */
      readonly generation: number;
      /** False while changes made elsewhere might not reach us: nothing may be cached then. */
      readonly enabled: boolean;
      /**
       * Keeps this request's answer, if it is a 200 to a request without a token, for the same URL's
       * next requests, which are then answered before Fastify (serveRaw) with its headers as sent.
       * `generation`: the one the answer's content was read in.
       */
      keep(request: FastifyRequest, generation: number): void;
    };
  }
}

export interface ResponseCacheOptions {
  cache: ResponseCache;
  redisUrl: string | undefined;
  /** A worker of a cluster without Redis: tell the sibling workers through the primary. */
  clusterWorker: boolean;
}

/** The request carries credentials: its answer is private, whatever the route (DESIGN §4). */
const carriesToken = (request: FastifyRequest) => request.headers.authorization !== undefined;

/**
 * API answers are kept by no cache (`no-store`: they may carry a token or personal data, and a shared
 * computer's browser cache keeps them), except public catalogue reads asked without a token, which
 * carry an ETag and `no-cache` so browsers revalidate.
 */
const mustNotBeStored = (request: FastifyRequest) =>
  request.url.startsWith(API_PREFIX) && (!request.routeOptions.config.cached || carriesToken(request));

/** A write that may change what a cached read shows: every admin write, and those routes that say so. */
function changesCachedReads(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const { access, changesCatalogue } = request.routeOptions.config;
  const byAdmin = access === 'admin' || request.user?.role === 'admin';
  if (!byAdmin && !changesCatalogue) return false;
  // A failed admin write may still have changed something before it failed: drop rather than guess.
  return reply.statusCode < 400 || (byAdmin && reply.statusCode >= 500);
}

/**
 * The catalogue read cache (DESIGN §3, REDIS_URL). Routes opt in with `config.cached`; answers carry a
 * strong ETag and `no-cache`, so browsers revalidate and get 304s; every other API answer, and any
 * answer to a request carrying a token, is `no-store`. Hits are normally answered before
 * Fastify sees the request (ResponseCache.serveRaw in app.ts); the hook here serves hits that come in
 * through other paths (app.inject) the same way. Other public answers that are the same for every
 * anonymous visitor (the rendered pages, modules/seo) join the same cache with `keep`, and are dropped
 * with it.
 */
export const responseCachePlugin = fp(async function responseCache(
  app: FastifyInstance,
  opts: ResponseCacheOptions,
) {
  const { cache } = opts;
  let bus: InvalidationBus | undefined;
  if (opts.redisUrl) {
    // Until the subscription stands, changes made elsewhere could be missed: no caching meanwhile.
    cache.setEnabled(false);
    bus = await createRedisBus(opts.redisUrl, {
      onRemote: () => cache.clear(),
      onConnected: (up) => cache.setEnabled(up),
      log: app.log,
    });
  } else if (opts.clusterWorker) {
    bus = createClusterBus(() => cache.clear());
  }
  app.addHook('onClose', async () => bus?.close());

  const invalidate = async () => {
    cache.clear();
    await bus?.publish();
  };
  /** The cache generation a miss started in: its answer is stored only if nothing changed since. */
  const misses = new WeakMap<FastifyRequest, number>();
  // A signed-in read is answered no-store: it does not fill the cache either. Hits are GETs only.
  const keep = (request: FastifyRequest, generation: number) => {
    if (request.method === 'GET' && !carriesToken(request)) misses.set(request, generation);
  };

  app.decorate('responseCache', {
    invalidate,
    get generation() {
      return cache.generation;
    },
    get enabled() {
      return cache.enabled;
    },
    keep,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cached) return;
    const answer = cache.answer(request.url, request.headers);
    if (!answer) return keep(request, cache.generation);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (mustNotBeStored(request)) reply.header('cache-control', 'no-store');
    if (changesCachedReads(request, reply)) {
      await invalidate();
      return payload;
    }
    const generation = misses.get(request);
    if (generation === undefined || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // Catalogue reads get their validator here; other kept answers (rendered pages) bring their own.
    if (request.routeOptions.config.cached)
      reply.header('etag', etagOf(body)).header('cache-control', 'no-cache');
    cache.store(request.url, generation, body, reply.getHeaders() as OutgoingHttpHeaders);
    const etag = String(reply.getHeader('etag') ?? '').replace(/^W\//, '');
    if (!etag || !etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return null;
  });
});
