import { linkedInAddUrl } from '@skillpath/contract';
import { describe, expect, it } from 'vitest';
import { parseCertificateCode } from './certificates-api';

describe('certificate codes in the address', () => {
  it('reads a code in either case and refuses anything that cannot be one', () => {
    expect(parseCertificateCode('qbbk4pmjfhr7')).toBe('QBBK4PMJFHR7');
    for (const bad of [undefined, '', 'QBBK4PMJFHR', 'QBBK4PMJFHR70', 'QBBK4PMJFHR0', 'QBBK-PMJFHR7'])
      expect(parseCertificateCode(bad), String(bad)).toBeNull();
  });
});

describe('Add to LinkedIn profile', () => {
  it('fills LinkedIn’s add-certification form: name, issuer, month, link and id', () => {
    const url = new URL(
      linkedInAddUrl({
        title: 'Data & AI skill assessment',
        issuedAt: '2026-11-25T10:00:00.000Z',
        verifyUrl: 'https://skillpath.in/certificates/QBBK4PMJFHR7',
        code: 'QBBK4PMJFHR7',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Data & AI skill assessment',
      organizationName: 'Skillpath',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://skillpath.in/certificates/QBBK4PMJFHR7',
      certId: 'QBBK4PMJFHR7',
    });
  });
});
