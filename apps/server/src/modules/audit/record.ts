import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import { kindOfRoute, writeAudit } from './writer';

/** Who made an admin change and through which route, as the audit log names it. */
export interface AuditActor {
  id: number;
  email: string;
  action: string;
}

export const auditActor = (request: FastifyRequest): AuditActor => ({
  id: request.user!.id,
  email: request.user!.email,
  action: `${request.method} ${request.routeOptions.url}`,
});

/**
 * An audit row written by a service inside the transaction of its change (routes marked
 * `auditedInService`), so the change and its record commit or fail together.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entityId: number, detail: string) {
  await writeAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: actor.action,
    kind: kindOfRoute(actor.action.split(' ')[1] ?? ''),
    entityId,
    status: 200,
    record: null,
    detail,
  });
}
