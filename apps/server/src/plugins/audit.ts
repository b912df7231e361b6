import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { kindOfRoute, writeAudit } from '../modules/audit/writer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's service writes its own audit row, with details, in the transaction of the change. */
    auditedInService?: boolean;
  }
}

/** The object a write answered with, when its body is a JSON object with a numeric id. */
function answeredRecord(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    return typeof body.id === 'number' ? body : null;
  } catch {
    return null;
  }
}

/** The fields a JSON body sent (a multipart body is read by the route, not here). */
const sentFields = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : undefined;

/**
 * Records every successful write by an admin in audit_log: who, which route, which record, when.
 * Done for all routes at once, so no new route can skip it.
 */
export const auditPlugin = fp(async function audit(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (!isWrite || request.user?.role !== 'admin' || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config.auditedInService) return payload;
    const pathId = Number((request.params as { id?: string }).id);
    const record = answeredRecord(payload);
    const { user } = request;
    const route = request.routeOptions.url ?? request.url;
    await writeAudit(app.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: `${request.method} ${route}`,
      kind: kindOfRoute(route),
      entityId:
        Number.isInteger(pathId) && pathId > 0 ? pathId : ((record?.id as number | undefined) ?? null),
      status: reply.statusCode,
      record,
      sentFields: sentFields(request.body),
    });
    return payload;
  });
});
