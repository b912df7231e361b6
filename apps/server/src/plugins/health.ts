import { commonErrorCodes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// A load balancer polls /readyz every few seconds: a database that hangs must fail the check quickly
// instead of piling up probes.
const PING_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// A stopping server keeps listening for a moment before it closes: /readyz fails so load balancers
// stop routing here, and each kept-alive client's next request is still answered (with Connection:
// close) instead of meeting a connection closed under it. It closes as soon as no connection is left,
// at the latest after DRAIN_GRACE_MS; in-flight requests finish after that either way.
const DRAIN_GRACE_MS = 3000;

const openConnections = (server: FastifyInstance['server']) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * /healthz: the process answers. /readyz: the database answers too and the server is not stopping
 * (load balancers use this).
 */
export const healthPlugin = fp(async function health(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    if (!app.server.listening) return; // app.inject-only instances (tests) have nothing to drain
    draining = true;
    // Every answer from now on closes its connection, including cache hits answered before Fastify
    // (lib/response-cache/server.ts), so no client is left on a kept-alive socket the close cuts.
    app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
    app.log.info(
      `draining (at most ${DRAIN_GRACE_MS} ms): /readyz fails, connections close after their answer`,
    );
    const deadline = Date.now() + DRAIN_GRACE_MS;
    while (Date.now() < deadline && (await openConnections(app.server)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    app.log.info('no longer accepting connections; waiting for in-flight requests');
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (draining) {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: 'The server is shutting down.', code: commonErrorCodes.serviceUnavailable });
    }
    try {
      await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: 'The database is not reachable.', code: commonErrorCodes.serviceUnavailable });
    }
  });
});
