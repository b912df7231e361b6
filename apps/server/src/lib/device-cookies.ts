import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account gets a cookie naming that account, signed with the server's secret, so
 * that its later sign-ins are told apart from a stranger's (lib/login-failures.ts). An entry is
 * `nonce.signature`, the signature an HMAC of the account's e-mail and the nonce: the cookie names
 * the account without showing its address, and the nonce is the device's id. One browser keeps the
 * entries of its last few accounts (a shared computer at the institute).
 */
export const DEVICE_COOKIE = 'skillpath_device';
const ACCOUNTS_PER_BROWSER = 5;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ENTRY = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

export interface DeviceCookieOptions {
  secret: string | Uint8Array;
  /** Sent only over https (the site's public address is https). */
  secure: boolean;
  /** Only the sign-in reads it: the browser sends it nowhere else. */
  path: string;
}

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

export function createDeviceCookies(options: DeviceCookieOptions) {
  // A key of its own, derived from the server secret: a device signature is never a valid JWT or seal.
  const key = createHash('sha256').update('skillpath device cookie\0').update(options.secret).digest();
  const sign = (email: string, nonce: string) =>
    createHmac('sha256', key).update(`${email}\0${nonce}`).digest('base64url');
  const entries = (cookieHeader: string | undefined) =>
    (cookieValue(cookieHeader, DEVICE_COOKIE) ?? '')
      .split('~')
      .filter((entry) => ENTRY.test(entry))
      .slice(0, ACCOUNTS_PER_BROWSER);
  /** The entry's nonce when it was signed by this server for `email`. */
  const nonceFor = (entry: string, email: string) => {
    const [nonce = '', signature = ''] = entry.split('.');
    const expected = Buffer.from(sign(email, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  };

  return {
    /** The id of this device for `email`, if the request carries a valid device cookie for it. */
    deviceOf(cookieHeader: string | undefined, email: string): string | undefined {
      for (const entry of entries(cookieHeader)) {
        const nonce = nonceFor(entry, email);
        if (nonce) return nonce;
      }
      return undefined;
    },
    /** The Set-Cookie header after `email` signed in: a fresh entry for it, the browser's others kept. */
    issue(cookieHeader: string | undefined, email: string): string {
      const nonce = randomBytes(16).toString('base64url');
      const others = entries(cookieHeader).filter((entry) => !nonceFor(entry, email));
      const value = [`${nonce}.${sign(email, nonce)}`, ...others].slice(0, ACCOUNTS_PER_BROWSER).join('~');
      const secure = options.secure ? '; Secure' : '';
      return `${DEVICE_COOKIE}=${value}; Path=${options.path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
    },
  };
}
