import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { inRequestTransaction } from '../db/request-transaction';
import type { HandlerAnswer } from '../lib/serve-route';
import { kindOfRoute, writeAudit } from '../modules/audit/writer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's service writes its own audit row, with details, in the transaction of the change. */
    auditedInService?: boolean;
  }
  interface FastifyInstance {
    /**
     * Runs a route's handler; an admin's write runs in one transaction with its audit row, so the
     * change and its record commit or fail together (issue 19).
     */
    audited(
      request: FastifyRequest,
      response: z.ZodType | undefined,
      run: () => Promise<HandlerAnswer>,
    ): Promise<HandlerAnswer>;
  }
}

/** The record a write answered with, as sent (its response schema's output), when it has a numeric id. */
function answeredRecord(body: unknown, response: z.ZodType | undefined): Record<string, unknown> | null {
  const parsed = response?.safeParse(body);
  if (!parsed?.success || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) return null;
  const sent = JSON.parse(JSON.stringify(parsed.data)) as Record<string, unknown>;
  return typeof sent.id === 'number' ? sent : null;
}

/** The fields a JSON body sent (a multipart body is read by the route, not here). */
const sentFields = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : undefined;

/**
 * Records every successful write by an admin in audit_log: who, which route, which record, when.
 * Every route is served through `audited` (lib/serve-route.ts), so no new route can skip it.
 */
export const auditPlugin = fp(async function audit(app: FastifyInstance) {
  app.decorate('audited', async (request, response, run) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (!isWrite || request.user?.role !== 'admin' || request.routeOptions.config.auditedInService)
      return run();
    const { user } = request;
    return inRequestTransaction(app.db, async () => {
      const answer = await run();
      const pathId = Number((request.params as { id?: string }).id);
      const record = answeredRecord(answer.body, response);
      const route = request.routeOptions.url ?? request.url;
      await writeAudit(app.db, {
        actorId: user.id,
        actorEmail: user.email,
        action: `${request.method} ${route}`,
        kind: kindOfRoute(route),
        entityId:
          Number.isInteger(pathId) && pathId > 0 ? pathId : ((record?.id as number | undefined) ?? null),
        status: answer.status,
        record,
        sentFields: sentFields(request.body),
      });
      return answer;
    });
  });
});
