import { auditPageSchema, auditQuerySchema, inboxPaths } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from './queries';

/** The admin write log, newest first, filtered by person, kind of record and days (written by writer.ts). */
export async function auditRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    inboxPaths.auditLog,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => listAudit(app.db, request.query),
  );
}
