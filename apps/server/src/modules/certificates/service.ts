import {
  type Certificate,
  type CertificateAdmin,
  type certificateListQuerySchema,
  certificateErrorCodes as codes,
  certificateMessages as m,
  type PublicCertificate,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { afterCommit } from '../../db/request-transaction';
import { AppError, Conflict, NotFound } from '../../errors';
import { findUserById } from '../auth/queries';
import { findCourse } from '../catalogue/queries';
import type { Delivery } from './delivery';
import * as q from './queries';
import { toAdmin, toCertificate, toPublic } from './serializers';

const notFound = () => NotFound(m.notFound).withCode(codes.notFound);

/** Issue 17: reading, verifying, issuing by hand, revoking and re-sending certificates. */
export function createCertificateService(deps: { db: Db; delivery: Delivery; publicUrl: string }) {
  const { db, delivery, publicUrl } = deps;

  async function byCode(code: string) {
    const row = await q.findByCode(db, code);
    if (!row) throw notFound();
    return row;
  }

  const toAdminRow = (r: NonNullable<Awaited<ReturnType<typeof q.findForAdmin>>>) =>
    toAdmin(r.certificate, publicUrl, { holderEmail: r.holderEmail, issuedBy: r.issuedBy });

  async function adminView(id: number): Promise<CertificateAdmin> {
    const found = await q.findForAdmin(db, id);
    if (!found) throw notFound();
    return toAdminRow(found);
  }

  return {
    async mine(userId: number): Promise<Certificate[]> {
      return (await q.certificatesOf(db, userId)).map((row) => toCertificate(row, publicUrl));
    },

    async verify(code: string): Promise<PublicCertificate> {
      return toPublic(await byCode(code), publicUrl);
    },

    /** The PDF of a valid certificate; a revoked one is no longer handed out (410). */
    async pdf(code: string): Promise<{ bytes: Buffer; code: string }> {
      const row = await byCode(code);
      if (row.revokedAt) throw new AppError(410, m.revokedPdf).withCode(codes.revoked);
      return { bytes: await delivery.pdfOf(row), code: row.code };
    },

    async list(filter: z.output<typeof certificateListQuerySchema>) {
      const { count, rows } = await q.listForAdmin(db, filter);
      return {
        count,
        results: rows.map(toAdminRow),
      };
    },

    /** By an admin, for any learner and course; the one already held is answered again (200). */
    async issue(
      input: { user_id: number; course_id: number },
      adminId: number,
    ): Promise<{ created: boolean; certificate: CertificateAdmin }> {
      const holder = await findUserById(db, input.user_id);
      if (!holder) throw NotFound(m.learnerNotFound);
      const course = await findCourse(db, input.course_id);
      if (!course) throw NotFound(m.courseNotFound);
      const { row, created } = await q.insertCertificate(db, {
        userId: holder.id,
        kind: 'course',
        courseId: course.id,
        title: course.title,
        holderName: holder.name,
        issuedBy: adminId,
      });
      if (row.revokedAt) throw Conflict(m.revokedCannotReissue).withCode(codes.revokedCannotReissue);
      // After the commit: the request's transaction may hold the embedded database's only connection.
      if (created) await afterCommit(() => delivery.deliverPending());
      return { created, certificate: await adminView(row.id) };
    },

    async revoke(code: string, reason: string, adminId: number): Promise<CertificateAdmin> {
      const row = await byCode(code);
      const revoked = await q.revoke(db, row.id, reason, adminId);
      if (!revoked) throw Conflict(m.alreadyRevoked).withCode(codes.alreadyRevoked);
      return adminView(revoked.id);
    },

    async resend(code: string): Promise<CertificateAdmin> {
      const row = await byCode(code);
      if (row.revokedAt) throw Conflict(m.revokedPdf).withCode(codes.revoked);
      await delivery.mailHolder(row);
      return adminView(row.id);
    },
  };
}
