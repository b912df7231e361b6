import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { certificates } from '../../db/schema/certificates';
import { containsAny } from '../../db/search';
import { accounts } from '../auth/accounts';
import { newCertificateCode } from './code';

/** The learner a certificate was issued to. */
const holder = accounts('holder');

export type CertificateRow = typeof certificates.$inferSelect;
type NewCertificate = Omit<typeof certificates.$inferInsert, 'id' | 'code'>;

/**
 * Inserts the certificate unless the learner already holds one for the course or domain; returns the
 * one now held and whether this call created it. A clash of codes (about 1 in 10^17) draws again.
 */
export async function insertCertificate(
  db: Executor,
  values: NewCertificate,
): Promise<{ row: CertificateRow; created: boolean }> {
  for (;;) {
    const [created] = await db
      .insert(certificates)
      .values({ ...values, code: newCertificateCode() })
      .onConflictDoNothing()
      .returning();
    if (created) return { row: created, created: true };
    const subject =
      values.courseId != null
        ? eq(certificates.courseId, values.courseId)
        : eq(certificates.domainId, values.domainId!);
    const [held] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, values.userId), subject));
    if (held) return { row: held, created: false };
  }
}

export async function findByCode(db: Executor, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

export function certificatesOf(db: Executor, userId: number) {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** A learner's valid (not revoked) assessment certificates, by domain: the exam's results name them. */
export function assessmentCertificatesOf(db: Executor, userId: number) {
  return db
    .select({ domainId: certificates.domainId, code: certificates.code, title: certificates.title })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.kind, 'assessment'),
        isNotNull(certificates.domainId),
        isNull(certificates.revokedAt),
      ),
    );
}

/** Revokes unless already revoked; undefined when it was. */
export async function revoke(db: Executor, id: number, reason: string, by: number) {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokeReason: reason, revokedBy: by })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning();
  return row;
}

/** Records the stored PDF, unless another request stored it first (the same bytes: same key). */
export async function setPdfKey(db: Executor, id: number, key: string) {
  await db
    .update(certificates)
    .set({ pdfKey: key })
    .where(and(eq(certificates.id, id), isNull(certificates.pdfKey)));
}

/**
 * Takes up to `limit` certificates whose notice was not sent yet, marking them taken: each is taken
 * once, even by several instances at the same moment (SKIP LOCKED).
 */
export async function claimUnmailed(db: Executor, limit: number) {
  const claimed = (await db.execute(sql`
    update ${certificates} set mailed_at = now()
    where id in (
      select id from ${certificates} where mailed_at is null and revoked_at is null
      order by id limit ${limit} for update skip locked
    )
    returning id`)) as unknown as { rows: { id: number }[] };
  return claimed.rows.map((r) => Number(r.id));
}

export async function findById(db: Executor, id: number) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row;
}

const issuer = accounts('issuer');

/** Certificates with the holder's e-mail and the issuing admin's, as the admin list shows them. */
const adminRows = (db: Executor) =>
  db
    .select({ certificate: certificates, holderEmail: holder.email, issuedBy: issuer.email })
    .from(certificates)
    .innerJoin(holder, eq(holder.id, certificates.userId))
    .leftJoin(issuer, eq(issuer.id, certificates.issuedBy));

export async function findForAdmin(db: Executor, id: number) {
  const [row] = await adminRows(db).where(eq(certificates.id, id));
  return row;
}

export async function listForAdmin(
  db: Executor,
  filter: {
    q: string;
    status?: 'valid' | 'revoked';
    kind?: 'course' | 'assessment';
    limit: number;
    offset: number;
  },
) {
  const where = and(
    filter.status === 'valid' ? isNull(certificates.revokedAt) : undefined,
    filter.status === 'revoked' ? isNotNull(certificates.revokedAt) : undefined,
    filter.kind ? eq(certificates.kind, filter.kind) : undefined,
    containsAny(filter.q, [certificates.code, certificates.holderName, certificates.title, holder.email]),
  );
  const [rows, [total]] = await Promise.all([
    adminRows(db)
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(certificates)
      .innerJoin(holder, eq(holder.id, certificates.userId))
      .where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
