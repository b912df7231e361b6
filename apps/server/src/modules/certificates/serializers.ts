import {
  type Certificate,
  type CertificateAdmin,
  certificatePagePath,
  certificateRoutes,
  institute,
  type PublicCertificate,
  routeUrl,
  scoreBand,
} from '@skillpath/contract';
import type { CertificateRow } from './queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The verification link printed on the certificate and encoded in its QR code. */
const verifyUrlOf = (publicUrl: string, code: string) => `${publicUrl}${certificatePagePath(code)}`;

export function toPublic(row: CertificateRow, publicUrl: string): PublicCertificate {
  return {
    code: row.code,
    kind: row.kind,
    holder_name: row.holderName,
    title: row.title,
    score_band: row.scorePercent === null ? null : scoreBand(row.scorePercent),
    issued_at: row.issuedAt.toISOString(),
    status: row.revokedAt ? 'revoked' : 'valid',
    revoked_at: iso(row.revokedAt),
    revoke_reason: row.revokeReason,
    issuer: institute.name,
    verify_url: verifyUrlOf(publicUrl, row.code),
    pdf_url: routeUrl(certificateRoutes.pdf, { code: row.code }),
  };
}

export const toCertificate = (row: CertificateRow, publicUrl: string): Certificate => ({
  ...toPublic(row, publicUrl),
  id: row.id,
  course_id: row.courseId,
  domain_id: row.domainId,
  score_percent: row.scorePercent,
});

export const toAdmin = (
  row: CertificateRow,
  publicUrl: string,
  extra: { holderEmail: string; issuedBy: string | null },
): CertificateAdmin => ({
  ...toCertificate(row, publicUrl),
  user_id: row.userId,
  holder_email: extra.holderEmail,
  issued_by: extra.issuedBy,
  mailed_at: iso(row.mailedAt),
});
