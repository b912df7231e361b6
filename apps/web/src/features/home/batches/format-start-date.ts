const mediumDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Spec 000 §3: a batch's start date as a medium date ('2026-11-28' → 'Nov 28, 2026'). The date has no
 * time of day, so it is read and printed in UTC and never shifts by a day in the viewer's zone.
 */
export function formatStartDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : mediumDate.format(date);
}
