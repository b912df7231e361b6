import { createHash } from 'node:crypto';

/** Strong validator of a body: the same bytes always get the same tag, on every instance. */
export const etagOf = (body: Buffer | string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** True when an If-None-Match list names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
