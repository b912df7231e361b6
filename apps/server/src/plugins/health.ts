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

/** /healthz: the process answers. /readyz: the database answers too (load balancers use this). */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).header('retry-after', '5').send({ detail: 'The database is not reachable.' });
    }
  });
});
