import { CERTIFICATE_STATUSES, type CertificateStatus, certificateRoutes } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The status filter as the address gives it: a status certificates have, or none (all of them). */
const certificateStatus = (value: string) =>
  (CERTIFICATE_STATUSES as readonly string[]).includes(value) ? (value as CertificateStatus) : undefined;

export const certificateListKey = ['admin', 'certificates'] as const;

export const certificateAdminQueries = {
  list: (filter: { q: string; status: string; limit: number; offset: number }) =>
    queryOptions({
      queryKey: [...certificateListKey, filter],
      queryFn: ({ signal }) =>
        callApi(
          certificateRoutes.list,
          { query: { ...filter, status: certificateStatus(filter.status) } },
          signal,
        ),
      placeholderData: keepPreviousData,
    }),
};

export const revokeCertificate = (code: string, reason: string) =>
  callApi(certificateRoutes.revoke, { params: { code }, body: { reason } });

export const resendCertificate = (code: string) => callApi(certificateRoutes.resend, { params: { code } });

export const issueCertificate = (userId: number, courseId: number) =>
  callApi(certificateRoutes.issue, { body: { user_id: userId, course_id: courseId } });
