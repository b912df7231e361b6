import {
  certificateErrorCodes,
  certificateRoutes,
  certificateMessages as m,
  type PublicCertificate,
  routeUrl,
} from '@skillpath/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const CODE = 'ABCDEFGHJKMN';

const certificate: PublicCertificate = {
  code: CODE,
  kind: 'course',
  holder_name: 'Asha Rao',
  title: 'Python FullStack',
  score_band: null,
  issued_at: '2026-11-25T10:00:00.000Z',
  status: 'valid',
  revoked_at: null,
  revoke_reason: null,
  issuer: 'Skillpath',
  verify_url: `https://skillpath.example/certificates/${CODE}`,
  pdf_url: routeUrl(certificateRoutes.pdf, { code: CODE }),
};

describe('certificate verification page', { timeout: 20_000 }, () => {
  it('reads the code as typed, in upper case, and shows the certificate', async () => {
    const lookups = mockRoute(certificateRoutes.verify, certificate);
    renderApp(`/certificates/${CODE.toLowerCase()}`);
    expect((await screen.findAllByText('Asha Rao', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Python FullStack').length).toBeGreaterThan(0);
    expect(lookups.map((call) => call.params.code)).toEqual([CODE]);
  });

  it('says no certificate has the code when the server answers certificate_not_found', async () => {
    mockRoute(certificateRoutes.verify, apiError(404, m.notFound, certificateErrorCodes.notFound));
    renderApp(`/certificates/${CODE}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(m.notFound);
  });

  it('says the check failed, not that the certificate is unknown, for any other failure', async () => {
    mockRoute(certificateRoutes.verify, apiError(503, 'Down for maintenance.'));
    renderApp(`/certificates/${CODE}`);
    expect(await screen.findByText(m.verifyFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(m.notFound)).not.toBeInTheDocument();
  });

  it('refuses a code that cannot be one without asking the server', async () => {
    const lookups = mockRoute(certificateRoutes.verify, certificate);
    renderApp('/certificates/not-a-code');
    expect(await screen.findByText(m.invalidCode, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lookups).toHaveLength(0);
  });
});
