import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** /healthz: the process answers. /readyz: the database answers too (load balancers use this). */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ detail: 'The database is not reachable.' });
    }
  });
});
