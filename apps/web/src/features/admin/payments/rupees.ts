/** Paise as the rupees a form shows: 4500000 → '45000', 4550 → '45.50'. */
export const rupeesOf = (paise: number) =>
  paise % 100 === 0
    ? String(paise / 100)
    : `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/**
 * Rupees typed in a form as whole paise, read from the digits (no floating point): '45000' → 4500000,
 * '1,180.5' → 118050; undefined for anything but a positive amount with at most two decimals.
 */
export function paiseOf(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s₹]/g, ''));
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise > 0 ? paise : undefined;
}
