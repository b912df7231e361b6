import { CERTIFICATE_CODE_PATTERN, certificateRoutes, type PublicCertificate } from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { mediaUrl } from '../../lib/catalogue';

/** The code of /certificates/{code} in upper case, or null when it cannot be a code at all. */
export function parseCertificateCode(raw: string | undefined): string | null {
  const code = raw?.toUpperCase();
  return code && CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}

/** The PDF's address, through VITE_API_BASE like every API file. */
export const pdfHref = (c: { pdf_url: string }) => mediaUrl(c.pdf_url);

export const certificateQueries = {
  /** Public: what an employer checks. A 404 is kept, so the page rendered on the server hydrates as it is. */
  verify: (code: string) =>
    queryOptions({
      queryKey: ['certificates', 'verify', code],
      queryFn: ({ signal }) => callApi(certificateRoutes.verify, { params: { code } }, signal),
      retryOnMount: false,
    }),
  mine: () =>
    queryOptions({
      queryKey: ['certificates', 'mine'],
      queryFn: ({ signal }) => callApi(certificateRoutes.mine, {}, signal),
    }),
};

export const kindLabel = (c: Pick<PublicCertificate, 'kind' | 'score_band'>) =>
  c.kind === 'course' ? 'Course completed' : `Skill assessment passed · ${c.score_band ?? 'Pass'}`;
