const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99. */
const belowHundred = (n: number) =>
  n < 20 ? ONES[n]! : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');

/** Indian grouping, largest first: a crore is 100 lakh, a lakh 100 thousand. */
const UNITS = [
  { size: 10_000_000, name: 'Crore' },
  { size: 100_000, name: 'Lakh' },
  { size: 1_000, name: 'Thousand' },
  { size: 100, name: 'Hundred' },
] as const;

/** A positive whole number in words; a count of crores above 99 is itself said in words. */
function words(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (const { size, name } of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${size === 10_000_000 ? words(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * An amount in words as an Indian invoice writes it: 11800000 paise → "One Lakh Eighteen Thousand
 * Rupees Only"; 4550 → "Forty Five Rupees and Fifty Paise Only"; 0 → "Zero Rupees Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`An amount in paise is a whole number from 0, not ${paise}.`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const rupeePart = `${rupees === 0 ? 'Zero' : words(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  const paisePart = `${belowHundred(cents)} ${cents === 1 ? 'Paisa' : 'Paise'}`;
  if (cents === 0) return `${rupeePart} Only`;
  return rupees === 0 ? `${paisePart} Only` : `${rupeePart} and ${paisePart} Only`;
}
