import { certificatePagePath, formatCertificateDate, type PublicCertificate } from '@skillpath/contract';
import type { PageMeta } from './html';

/**
 * A verification page's link preview: whose certificate, for what, and whether it holds. Kept out
 * of search results: the page is for those the holder gives the link to.
 */
export function certificateMeta(c: PublicCertificate): PageMeta {
  const what = c.score_band ? `${c.title} (${c.score_band})` : c.title;
  const description =
    c.status === 'revoked'
      ? `Revoked on ${formatCertificateDate(c.revoked_at!)}: this certificate of ${c.holder_name} for ${what} is no longer valid. Code ${c.code}.`
      : `Verified: ${c.holder_name} earned this ${c.issuer} certificate for ${what} on ${formatCertificateDate(c.issued_at)}. Code ${c.code}.`;
  return {
    title: `${c.status === 'revoked' ? 'Revoked certificate' : 'Certificate'}: ${c.holder_name} · Skillpath`,
    description,
    path: certificatePagePath(c.code),
    type: 'website',
    status: 200,
    private: true,
  };
}

export const missingCertificateMeta = (path: string): PageMeta => ({
  title: 'Certificate not found · Skillpath',
  description: 'No Skillpath certificate has this code. Check the link or the code on the certificate.',
  path,
  type: 'website',
  status: 404,
});
