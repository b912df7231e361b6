import { z } from 'zod';

/** The messages of a `?from&to` range of days (test results, inboxes, Overview). */
export const dayRangeMessages = {
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'The end date must not be before the start date.',
  /** A yes/no filter of a list (`?overdue=true`), left out for no filter. */
  invalidFlag: 'Use true or false.',
} as const;

/** `?domain_id=` with nothing after it means no filter, as a form sends it. */
export const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
/** A calendar day as YYYY-MM-DD (a UTC day where the server counts by it). */
export const dateText = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/, { error: dayRangeMessages.invalidDate, abort: true })
  // A day that exists: the engine reads 2025-02-30 as 2 March, so the day must survive the round trip.
  .refine((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
  }, dayRangeMessages.invalidDate);

/** A yes/no filter in a query string: `true` or `false`; empty or absent means no filter. */
export const queryFlag = z.preprocess(
  blankAsMissing,
  z
    .enum(['true', 'false'], { error: dayRangeMessages.invalidFlag })
    .transform((v) => v === 'true')
    .optional(),
);

/** An optional day of a query string ('' as absent). */
export const optionalDay = z.preprocess(blankAsMissing, dateText.optional());
const day = optionalDay;

/** `?from&to` of a list: on or after `from`, on or before `to` (UTC days, the whole of `to` included). */
export const dayRangeShape = { from: day, to: day };

export type DayRange = { from?: string; to?: string };

/** The refinement a schema with `dayRangeShape` takes: `to` not before `from`. */
export const datesInOrder = [
  (f: object) => {
    const { from, to } = f as DayRange;
    return !from || !to || from <= to;
  },
  { message: dayRangeMessages.dateOrder, path: ['to'] as string[] },
] as const;
