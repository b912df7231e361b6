import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets of mailed links (password reset, e-mail confirmation): the link carries `uid`, an opaque
 * encoding of the user id, and a random token of which only the SHA-256 is stored.
 */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newLinkToken = () => randomBytes(32).toString('base64url');

export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

export function decodeUid(uid: string): number | undefined {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}
