import { dayRangeMessages } from '../common/day-range';
import { CALLBACK_PROMISE_MINUTES } from '../enquiries/constants';

/** Without a range the Overview shows the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;
/** The longest range asked for at once: a year (leap years included) keeps every count a quick scan. */
export const OVERVIEW_MAX_DAYS = 366;
/** Enrollments are drawn per day over a range of up to this many days, per week over a longer one. */
export const OVERVIEW_DAILY_MAX_DAYS = 31;
/** The placements and workshops listed: the busiest ones, enough for a chart that stays readable. */
export const OVERVIEW_TOP = 10;

export const overviewMessages = {
  invalidDate: dayRangeMessages.invalidDate,
  dateOrder: dayRangeMessages.dateOrder,
  rangeTooLong: `Choose a range of at most ${OVERVIEW_MAX_DAYS} days.`,
  overdueHelp: `Still new after the ${CALLBACK_PROMISE_MINUTES}-minute callback promise.`,
} as const;

const DAY_MS = 86_400_000;

/** The UTC day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (UTC) of the week a YYYY-MM-DD day falls in: the Overview's weeks start on it. */
export function weekStartOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Whole days from `from` to `to`, both included (1 for a single day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The range asked for with its defaults filled in: `to` today, `from` 30 days back from `to`. */
export function overviewRange(
  query: { from?: string; to?: string },
  today = new Date().toISOString().slice(0, 10),
): { from: string; to: string } {
  const to = query.to ?? today;
  return { from: query.from ?? addDays(to, 1 - OVERVIEW_DEFAULT_DAYS), to };
}

/**
 * The bars of the enrollments chart: exactly the days from `from` to `to`, one bar per day for a
 * short range, otherwise one per week (Monday to Sunday) with the first and last cut to the range.
 */
export function overviewBuckets(range: { from: string; to: string }): {
  unit: 'day' | 'week';
  buckets: { from: string; to: string }[];
} {
  const days = daysBetween(range.from, range.to);
  if (days <= OVERVIEW_DAILY_MAX_DAYS)
    return {
      unit: 'day',
      buckets: Array.from({ length: days }, (_, i) => {
        const day = addDays(range.from, i);
        return { from: day, to: day };
      }),
    };
  const buckets: { from: string; to: string }[] = [];
  for (let monday = weekStartOf(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    buckets.push({
      from: monday < range.from ? range.from : monday,
      to: sunday > range.to ? range.to : sunday,
    });
  }
  return { unit: 'week', buckets };
}
