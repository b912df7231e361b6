/** The highest listed price a form takes, in rupees (₹1 crore): far above any fee, far below the paise limit. */
export const MAX_LISTED_RUPEES = 10_000_000;

/** '₹45,000': whole rupees in Indian digit grouping. */
export const formatWholeRupees = (rupees: number): string => `₹${rupees.toLocaleString('en-IN')}`;

/** A course's or workshop's listed fee as its card shows it: 'Free' for 0, otherwise '₹45,000'. */
export const formatListedFee = (rupees: number): string =>
  rupees === 0 ? 'Free' : formatWholeRupees(rupees);
