import { route } from '../common/route';
import { certificateErrorCodes as codes } from './constants';
import {
  certificateAdminPageSchema,
  certificateAdminSchema,
  certificateCodeParamSchema,
  certificateListQuerySchema,
  certificateSchema,
  issueCertificateSchema,
  publicCertificateSchema,
  revokeCertificateSchema,
} from './schemas';

/**
 * Certificates (DESIGN §8): the learner's own, the public verification of a code (limited per client:
 * CERTIFICATE_LOOKUPS_PER_MINUTE) and its PDF, and the admins' list, issue, revoke and re-send.
 */
export const certificateRoutes = {
  /** The signed-in learner's own certificates. */
  mine: route({
    method: 'GET',
    path: '/v1/api/certificates/',
    access: 'learner',
    errors: [],
    schemas: { response: certificateSchema.array() },
  }),
  /** Every certificate, for admins (search, status, paged), beside /v1/api/admin/overview/. */
  list: route({
    method: 'GET',
    path: '/v1/api/admin/certificates/',
    access: 'admin',
    errors: [],
    schemas: { query: certificateListQuerySchema, response: certificateAdminPageSchema },
  }),
  /** Issues a course certificate by hand: 201 when new, 200 with the one the learner already has. */
  issue: route({
    method: 'POST',
    path: '/v1/api/certificates/issue/',
    access: 'admin',
    errors: [codes.revokedCannotReissue],
    status: 201,
    schemas: { body: issueCertificateSchema, response: certificateAdminSchema },
  }),
  /** What an employer checks: a revoked certificate answers too, saying so. */
  verify: route({
    method: 'GET',
    path: '/v1/api/certificates/:code/',
    access: 'public',
    errors: [codes.notFound],
    schemas: { params: certificateCodeParamSchema, response: publicCertificateSchema },
  }),
  pdf: route({
    method: 'GET',
    path: '/v1/api/certificates/:code/pdf/',
    access: 'public',
    errors: [codes.notFound, codes.revoked],
    produces: 'application/pdf',
    schemas: { params: certificateCodeParamSchema },
  }),
  revoke: route({
    method: 'POST',
    path: '/v1/api/certificates/:code/revoke/',
    access: 'admin',
    errors: [codes.notFound, codes.alreadyRevoked],
    schemas: {
      params: certificateCodeParamSchema,
      body: revokeCertificateSchema,
      response: certificateAdminSchema,
    },
  }),
  /** Mails the certificate to its holder again. */
  resend: route({
    method: 'POST',
    path: '/v1/api/certificates/:code/resend/',
    access: 'admin',
    errors: [codes.notFound, codes.revoked],
    schemas: { params: certificateCodeParamSchema, response: certificateAdminSchema },
  }),
};
