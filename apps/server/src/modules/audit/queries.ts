import { AUDIT_KINDS, type AuditKind, type AuditVerb, type auditQuerySchema } from '@skillpath/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { auditLog } from '../../db/schema/audit';

type AuditQuery = z.output<typeof auditQuerySchema>;

function filtersOf(query: AuditQuery): SQL | undefined {
  return and(
    query.actor ? eq(auditLog.actorEmail, query.actor) : undefined,
    query.kind ? eq(auditLog.kind, query.kind) : undefined,
    withinDays(auditLog.createdAt, query),
  );
}

const verbOf = (action: string): AuditVerb => {
  const [method, route = ''] = action.split(' ');
  if (route.endsWith('/retry/')) return 'retried';
  return method === 'POST' ? 'created' : method === 'DELETE' ? 'deleted' : 'updated';
};

const kindOf = (kind: string): AuditKind =>
  ((AUDIT_KINDS as readonly string[]).find((k) => k === kind) as AuditKind) ?? 'other';

/** One page of the log, newest first, with the total that matches and everyone who appears in it. */
export async function listAudit(db: Executor, query: AuditQuery) {
  const where = filtersOf(query);
  const [rows, [total], actors] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(auditLog).where(where),
    db.selectDistinct({ email: auditLog.actorEmail }).from(auditLog).orderBy(asc(auditLog.actorEmail)),
  ]);
  return {
    count: total?.n ?? 0,
    actors: actors.map((a) => a.email),
    results: rows.map((row) => ({
      id: row.id,
      actor: row.actorEmail,
      action: row.action,
      entity_id: row.entityId,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      kind: kindOf(row.kind),
      verb: verbOf(row.action),
      label: row.label,
      changed: row.changed,
      detail: row.detail,
    })),
  };
}
