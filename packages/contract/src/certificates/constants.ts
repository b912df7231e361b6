import { PASS_PERCENT } from '../assessment/constants';

/**
 * Certificate codes (issue 17): crypto random, from an alphabet without look-alikes (no 0/O, 1/I/L),
 * long enough that guessing one is hopeless (31^12 ≈ 7.9·10^17) and short enough to type.
 */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 12;
export const CERTIFICATE_CODE_PATTERN = new RegExp(
  `^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`,
);

/** What a certificate is for: a completed course or a passed assessment (both sections of a domain). */
export const CERTIFICATE_KINDS = ['course', 'assessment'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const REVOKE_REASON_MAX = 500;

/** Verification lookups (page and API) per client per minute: enough for people, not for guessing. */
export const CERTIFICATE_LOOKUPS_PER_MINUTE = 30;

/** Score bands printed on an assessment certificate, best first; a pass is at least PASS_PERCENT. */
export const SCORE_BANDS = [
  { min: 85, label: 'Distinction' },
  { min: 70, label: 'Merit' },
  { min: PASS_PERCENT, label: 'Pass' },
] as const;

export function scoreBand(scorePercent: number): string {
  return SCORE_BANDS.find((band) => scorePercent >= band.min)?.label ?? 'Pass';
}

export const certificateMessages = {
  notFound: 'No certificate has this code.',
  invalidCode: `A certificate code is ${CERTIFICATE_CODE_LENGTH} letters and digits.`,
  alreadyRevoked: 'This certificate has already been revoked.',
  revokedPdf: 'This certificate was revoked; its PDF is no longer offered.',
  reasonRequired: 'Please give the reason for revoking.',
  reasonTooLong: `The reason can be at most ${REVOKE_REASON_MAX} characters.`,
  learnerNotFound: 'Learner not found.',
  courseNotFound: 'Course not found.',
  revokedCannotReissue: 'This learner’s certificate for the course was revoked; it cannot be issued again.',
  loadFailed: 'Your certificates could not be loaded.',
  verifyFailed: 'The certificate could not be checked right now.',
  none: 'No certificates yet. Pass both sections of an assessment or complete a course to earn one.',
  mailResent: 'The certificate mail was sent again.',
} as const;

/** Stable causes for clients to branch on (DESIGN §4). */
export const certificateErrorCodes = {
  notFound: 'certificate_not_found',
  alreadyRevoked: 'certificate_already_revoked',
  revoked: 'certificate_revoked',
  revokedCannotReissue: 'certificate_revoked_cannot_reissue',
} as const;

const issueDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The institute's zone, on the server and in every browser: a rendered page and its hydration agree.
  timeZone: 'Asia/Kolkata',
});

/** A certificate's date as printed and shown: "25 November 2026". */
export const formatCertificateDate = (iso: string) => issueDateFormat.format(new Date(iso));

/** The public verification page of a certificate. */
export const certificatePagePath = (code: string) => `/certificates/${code}`;

/** LinkedIn's "add certification" form, filled in (https://www.linkedin.com/profile/add). */
export function linkedInAddUrl(c: { title: string; issuedAt: string; verifyUrl: string; code: string }) {
  const issued = new Date(c.issuedAt);
  const params: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', c.title],
    ['organizationName', 'Skillpath'],
    ['issueYear', String(issued.getUTCFullYear())],
    ['issueMonth', String(issued.getUTCMonth() + 1)],
    ['certUrl', c.verifyUrl],
    ['certId', c.code],
  ];
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `https://www.linkedin.com/profile/add?${query}`;
}
