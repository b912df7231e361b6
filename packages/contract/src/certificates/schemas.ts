import { z } from 'zod';
import { requiredText } from '../common/schemas';
import { pageOf, pageQuerySchema } from '../inbox/schemas';
import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_KINDS,
  CERTIFICATE_STATUSES,
  certificateMessages as m,
  REVOKE_REASON_MAX,
} from './constants';

/** A code in a path; typed by hand it may be lower case, so it is compared in upper case. */
export const certificateCodeParamSchema = z.object({
  code: z
    .string({ error: m.invalidCode })
    .max(64, m.invalidCode)
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN, m.invalidCode)),
});

/** What anyone holding the link may read: no e-mail, no phone. */
export const publicCertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  holder_name: z.string(),
  title: z.string(),
  /** Assessment certificates: Distinction, Merit or Pass; null for a course. */
  score_band: z.string().nullable(),
  issued_at: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  issuer: z.string(),
  verify_url: z.string(),
  pdf_url: z.string(),
});

export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** The holder's (and an admin's) view: the public one plus ids and the exact score. */
export const certificateSchema = publicCertificateSchema.extend({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  domain_id: z.number().int().nullable(),
  score_percent: z.number().nullable(),
});

export type Certificate = z.infer<typeof certificateSchema>;

export const certificateAdminSchema = certificateSchema.extend({
  user_id: z.number().int(),
  holder_email: z.string(),
  issued_by: z.string().nullable(),
  mailed_at: z.string().nullable(),
});

export type CertificateAdmin = z.infer<typeof certificateAdminSchema>;

/** A page of the admins' certificate list. */
export const certificateAdminPageSchema = pageOf(certificateAdminSchema);

export const certificateListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).default(''),
  status: z.enum(CERTIFICATE_STATUSES).optional(),
  kind: z.enum(CERTIFICATE_KINDS).optional(),
});

export const revokeCertificateSchema = z.object({
  reason: requiredText(m.reasonRequired).max(REVOKE_REASON_MAX, m.reasonTooLong),
});

const ID_MAX = 2_147_483_647;
const bodyId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

export const issueCertificateSchema = z.object({
  user_id: bodyId('Invalid learner ID.'),
  course_id: bodyId('Invalid course ID.'),
});
