const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in paise as a screen shows it, in Indian digit grouping and always with its paise, so
 * the lines and the total of a bill line up: 4500000 → '₹45,000.00', 11800000 → '₹1,18,000.00'.
 */
export const formatRupees = (paise: number): string => withPaise.format(paise / 100);
