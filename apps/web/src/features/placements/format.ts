const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const numberFormat = new Intl.NumberFormat('en-IN');

/** '2026-03-12' (or a timestamp) → '12 Mar 2026'; '' for an empty or unreadable value. */
export function formatDate(value: string): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export const formatCount = (value: number) => numberFormat.format(value);

/** 'Parttime' → 'Part-time', 'Fulltime' → 'Full-time'; anything else as stored. */
export function formatJobMode(mode: string): string {
  if (mode === 'Parttime') return 'Part-time';
  if (mode === 'Fulltime') return 'Full-time';
  return mode;
}
