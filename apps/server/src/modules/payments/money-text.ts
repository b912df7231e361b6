/** Paise as rupees in an e-mail: 4500000 → '₹45,000.00' (Indian digit grouping). */
export const formatPaise = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
