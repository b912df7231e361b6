import {
  addDays,
  CALLBACK_PROMISE_MINUTES,
  daysBetween,
  OVERVIEW_TOP,
  type Overview,
  type OverviewQuery,
  overviewBuckets,
  overviewRange,
  PASS_PERCENT,
  weekStartOf,
} from '@skillpath/contract';
import type { Db } from '../../db/database';
import * as q from './queries';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const passRate = (passed: number, attempts: number) => (attempts > 0 ? passed / attempts : null);

/** The instants of a range of UTC days, and of today and this week as `now` sees them. */
function overviewWindow(range: { from: string; to: string }, now: Date): q.OverviewWindow {
  const today = now.toISOString().slice(0, 10);
  return {
    from: dayStart(range.from),
    to: dayStart(addDays(range.to, 1)),
    overdueBefore: new Date(now.getTime() - CALLBACK_PROMISE_MINUTES * 60_000),
    todayStart: dayStart(today),
    weekStart: dayStart(weekStartOf(today)),
  };
}

/** Issue 18: the administrator's Overview, from five statements over the range asked for. */
export function createOverviewService(db: Db, clock: () => Date = () => new Date()) {
  return {
    async overview(query: OverviewQuery): Promise<Overview> {
      const now = clock();
      const range = overviewRange(query, now.toISOString().slice(0, 10));
      const w = overviewWindow(range, now);
      const [counts, days, domains, placements, workshops, fees] = await Promise.all([
        q.overviewCounts(db, w),
        q.dailyEnrollments(db, w),
        q.domainAttempts(db, w, PASS_PERCENT),
        q.placementApplications(db, w, OVERVIEW_TOP),
        q.workshopSeats(db, OVERVIEW_TOP),
        q.collections(db, w, now),
      ]);
      const perDay = new Map(days.map((row) => [addDays(range.from, row.day), row.count]));
      const { unit, buckets } = overviewBuckets(range);
      const countOf = (b: { from: string; to: string }) =>
        Array.from(
          { length: daysBetween(b.from, b.to) },
          (_, i) => perDay.get(addDays(b.from, i)) ?? 0,
        ).reduce((sum, n) => sum + n, 0);
      const attempts = domains.reduce((sum, d) => sum + d.attempts, 0);
      const passed = domains.reduce((sum, d) => sum + d.passed, 0);
      return {
        ...range,
        enquiries: {
          received: counts.enquiries_received,
          waiting: counts.enquiries_waiting,
          overdue: counts.enquiries_overdue,
        },
        demo_bookings: { today: counts.demo_today, this_week: counts.demo_week },
        enrollments: {
          in_range: counts.enrollments,
          unit,
          series: buckets.map((b) => ({ ...b, count: countOf(b) })),
        },
        active_learners: counts.active_learners,
        assessments: {
          attempts,
          passed,
          pass_rate: passRate(passed, attempts),
          domains: domains.map((d) => ({ ...d, pass_rate: passRate(d.passed, d.attempts) })),
        },
        job_applications: placements,
        workshops,
        employer_leads: {
          new: counts.leads_new,
          contacted: counts.leads_contacted,
          closed: counts.leads_closed,
        },
        collections: fees,
      };
    },
  };
}
