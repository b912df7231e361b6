import { z } from 'zod';
import { dateText, dayRangeShape } from '../common/day-range';
import { daysBetween, OVERVIEW_MAX_DAYS, overviewMessages, overviewRange } from './constants';

/** `?from&to` (UTC days, both included); either may be left out (see overviewRange). */
export const overviewQuerySchema = z.object(dayRangeShape).superRefine((query, ctx) => {
  // Zod runs this even when a day above was refused: only real days are put in order.
  const isDay = (d: string | undefined) => d === undefined || dateText.safeParse(d).success;
  if (!isDay(query.from) || !isDay(query.to)) return;
  const { from, to } = overviewRange(query);
  if (from > to) ctx.addIssue({ code: 'custom', message: overviewMessages.dateOrder, path: ['to'] });
  else if (daysBetween(from, to) > OVERVIEW_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: overviewMessages.rangeTooLong, path: ['from'] });
});

export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const count = z.number().int();
/** Passed over attempts; null without attempts. */
const passRate = z.number().nullable();

export const overviewSchema = z.object({
  /** The range the figures cover, defaults filled in. */
  from: z.string(),
  to: z.string(),
  enquiries: z.object({
    /** Received within the range. */
    received: count,
    /** Still new now, whenever they came in (the inbox's status=new). */
    waiting: count,
    /** Of those, past the callback promise. */
    overdue: count,
  }),
  /** Booked today and this week (Monday to Sunday), UTC, whatever the range. */
  demo_bookings: z.object({ today: count, this_week: count }),
  enrollments: z.object({
    /** Enrollments made within the range. */
    in_range: count,
    /** Per day or per week, exactly from `from` to `to`, oldest first (overviewBuckets). */
    unit: z.enum(['day', 'week']),
    series: z.array(z.object({ from: z.string(), to: z.string(), count })),
  }),
  /** Learners who did anything (lesson played, enrollment, profile, test) within the range. */
  active_learners: count,
  assessments: z.object({
    /** Sections handed in within the range. */
    attempts: count,
    passed: count,
    pass_rate: passRate,
    domains: z.array(
      z.object({
        domain_id: z.number().int().nullable(),
        domain_name: z.string(),
        attempts: count,
        passed: count,
        pass_rate: passRate,
      }),
    ),
  }),
  /** Placements with applications within the range, the most applied to first. */
  job_applications: z.array(
    z.object({
      placement_id: z.number().int(),
      job_title: z.string(),
      job_company: z.string(),
      applications: count,
    }),
  ),
  /** Seats taken now, newest workshops first. */
  workshops: z.array(
    z.object({
      workshop_id: z.number().int(),
      title: z.string(),
      date: z.string(),
      seats_taken: count,
      capacity: count,
    }),
  ),
  /** Employer leads received within the range, by their status now. */
  employer_leads: z.object({ new: count, contacted: count, closed: count }),
  /** Fees received (payments, in paise): today and this month in India, and within the range by kind of item. */
  collections: z.object({
    today_paise: count,
    this_month_paise: count,
    in_range_paise: count,
    refunded_in_range_paise: count,
    by_item: z.array(z.object({ item_type: z.string(), paid_paise: count, orders: count })),
    /** Orders waiting for their payment now, whenever they were made. */
    outstanding: z.object({ orders: count, total_paise: count }),
  }),
});

export type Overview = z.infer<typeof overviewSchema>;
