import { type CertificateAdmin, certificatePaths } from '@skillpath/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../shared/paged-table';
import { withQuery } from '../shared/with-query';

export const certificateListKey = ['admin', 'certificates'] as const;

export const certificateAdminQueries = {
  list: (filter: { q: string; status: string; limit: number; offset: number }) =>
    queryOptions({
      queryKey: [...certificateListKey, filter],
      queryFn: ({ signal }) =>
        api.get<Page<CertificateAdmin>>(withQuery(certificatePaths.admin, filter), signal),
      placeholderData: keepPreviousData,
    }),
};

export const revokeCertificate = (code: string, reason: string) =>
  api.post<CertificateAdmin>(certificatePaths.revoke(code), { reason });

export const resendCertificate = (code: string) => api.post<CertificateAdmin>(certificatePaths.resend(code));

export const issueCertificate = (userId: number, courseId: number) =>
  api.post<CertificateAdmin>(certificatePaths.issue, { user_id: userId, course_id: courseId });
