import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's service writes its own audit row, with details, in the transaction of the change. */
    auditedInService?: boolean;
  }
}

/** The id a write answered with, when its body is a JSON object with one. */
function answeredId(payload: unknown): number | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Records every successful write by an admin in audit_log: who, which route, which id, when.
 * Done for all routes at once, so no new route can skip it.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (!isWrite || request.user?.role !== 'admin' || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config.auditedInService) return payload;
    const pathId = Number((request.params as { id?: string }).id);
    const { user } = request;
    await app.db.insert(auditLog).values({
      actorId: user.id,
      actorEmail: user.email,
      action: `${request.method} ${request.routeOptions.url}`,
      entityId: Number.isInteger(pathId) && pathId > 0 ? pathId : answeredId(payload),
      status: reply.statusCode,
    });
    return payload;
  });
});
