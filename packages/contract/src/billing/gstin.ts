import { isGstStateCode } from './gst-states';

/**
 * A GSTIN: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the registration's
 * number within the state (1–9, then A–Z), 'Z', and a check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters, by GSTN's Luhn mod 36: each character's value
 * (0–9, A=10 … Z=35) times 1 or 2 alternately from the left; a product of 36 or more counts as the sum
 * of its base-36 digits; the check value brings the total to a multiple of 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** A well-formed GSTIN of a state GST uses, whose check character is right (upper case). */
export const isGstin = (value: string): boolean =>
  GSTIN_PATTERN.test(value) &&
  isGstStateCode(value.slice(0, 2)) &&
  gstinCheckChar(value.slice(0, 14)) === value[14];

/** The state a GSTIN is registered in: its first two digits. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2);
