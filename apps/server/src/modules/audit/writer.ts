import type { AuditKind } from '@skillpath/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema/audit';

/** Route patterns → the kind of record they write; the first match wins (syllabus before course). */
const KIND_OF_ROUTE: [RegExp, AuditKind][] = [
  [/syllabus/, 'syllabus'],
  [/lessons?\//, 'lesson'],
  [/attendance/, 'attendance'],
  [/course/, 'course'],
  [/internship/, 'internship'],
  [/\/programs\//, 'program'],
  [/batch/, 'batch'],
  [/domains?\//, 'domain'],
  [/categor/, 'category'],
  [/mcq/, 'mcq'],
  [/placement|job-application/, 'placement'],
  [/workshop/, 'workshop'],
  [/enquir/, 'enquiry'],
  [/employer-lead/, 'employer_lead'],
  [/demo-booking/, 'demo_booking'],
  [/assessment-request/, 'assessment_request'],
  [/test-sessions/, 'test_session'],
  [/learners?\//, 'learner'],
  [/^\/v1\/auth\//, 'account'],
  [/\/admin\/jobs\//, 'job'],
  [/\/admin\/(orders|payments)\//, 'order'],
  [/\/admin\/coupons\//, 'coupon'],
];

export const kindOfRoute = (route: string): AuditKind =>
  KIND_OF_ROUTE.find(([pattern]) => pattern.test(route))?.[1] ?? 'other';

/** Fields that name a record, most telling first. */
const LABEL_FIELDS = [
  'name',
  'title',
  'course_title',
  'internship_title',
  'question',
  'company_name',
  'email',
];

function labelOf(record: Record<string, unknown> | null): string | null {
  if (!record) return null;
  const key =
    LABEL_FIELDS.find((k) => typeof record[k] === 'string' && record[k] !== '') ??
    Object.keys(record).find((k) => /_(title|name|company)$/.test(k) && typeof record[k] === 'string');
  return key ? String(record[key]).slice(0, 200) : null;
}

/** Bookkeeping fields that change on every write and say nothing about what the admin changed. */
const NOT_CHANGES = new Set(['id', 'created_at', 'updated_at', 'message']);

/**
 * The fields whose value differs, in the answer's order (jsonb keeps keys in its own order). Only the
 * fields the request sent count when it sent a JSON body: derived ones (counts) are not the admin's doing.
 */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, sent?: string[]) {
  const keys = sent ?? [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((k) => !NOT_CHANGES.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

export interface AuditWrite {
  actorId: number | null;
  actorEmail: string;
  /** Method and route, e.g. `PUT /v1/api/workshops/:id/`. */
  action: string;
  kind: AuditKind;
  entityId: number | null;
  status: number;
  /** The record the write answered with, when it answered with one. */
  record: Record<string, unknown> | null;
  /** For an update the answer cannot be compared with an earlier one: the fields the request sent. */
  sentFields?: string[];
  /** When the caller knows them already (e.g. a role granted by the server). */
  label?: string;
  changed?: string[];
  /** What a service-written entry did, for a person (e.g. which candidate got extra time). */
  detail?: string;
}

/** The last record an earlier write of this kind and id answered with, and its name then. */
async function lastKnown(db: Executor, kind: AuditKind, entityId: number) {
  const [row] = await db
    .select({ record: auditLog.record, label: auditLog.label })
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.entityId, entityId), isNotNull(auditLog.record)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/**
 * The one writer of audit_log: names the record (for a deletion, by its last recorded name) and, for
 * an update, lists the fields that differ from the last recorded answer.
 */
export async function writeAudit(db: Executor, entry: AuditWrite): Promise<void> {
  const method = entry.action.split(' ')[0];
  const earlier = entry.entityId === null ? undefined : await lastKnown(db, entry.kind, entry.entityId);
  const isUpdate = method === 'PUT' || method === 'PATCH';
  const compared =
    isUpdate && entry.record && earlier?.record
      ? changedFields(earlier.record, entry.record, entry.sentFields)
      : undefined;
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    kind: entry.kind,
    entityId: entry.entityId,
    status: entry.status,
    label: entry.label ?? labelOf(entry.record) ?? earlier?.label ?? null,
    changed: entry.changed ?? compared ?? (isUpdate ? (entry.sentFields ?? []) : []),
    record: entry.record,
    detail: entry.detail ?? null,
  });
}
