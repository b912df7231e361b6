import { auditEntrySchema, inboxPaths, pageOf, pageQuerySchema } from '@skillpath/contract';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLog } from '../../db/schema';

/** The admin write log, newest first (written by plugins/audit.ts). */
export async function auditRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    inboxPaths.auditLog,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        querystring: pageQuerySchema,
        response: { 200: pageOf(auditEntrySchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        app.db.select({ n: count() }).from(auditLog),
      ]);
      return {
        count: total?.n ?? 0,
        results: rows.map((row) => ({
          id: row.id,
          actor: row.actorEmail,
          action: row.action,
          entity_id: row.entityId,
          detail: row.detail,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
