import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { ResponseCache } from './store';

/**
 * The HTTP server for Fastify, answering cache hits itself before Fastify routes the request: no
 * request object, hooks or per-request log lines for them. The hit's headers are those recorded from
 * the full answer that filled the cache (helmet's included).
 */
export function serverAnsweringFrom(cache: ResponseCache): FastifyServerFactory {
  return (handler, opts) => {
    const server = http.createServer((req, res) => {
      if (!cache.serveRaw(req, res)) handler(req, res);
    });
    // What Fastify sets on a server it creates itself (its defaults are filled in by now).
    const timeouts = opts as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number };
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
}
