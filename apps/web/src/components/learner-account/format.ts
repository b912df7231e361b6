const mediumDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const mediumDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored date or timestamp as a medium date ('12 Mar 2025'); an empty or bad value as a dash. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  // A bare YYYY-MM-DD is a calendar date: read it at local noon so no time zone moves it a day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime()) ? '—' : mediumDate.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : mediumDateTime.format(date);
}
