import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/** Instants the figures are counted between: [from, to) is the range asked for, days in UTC. */
export interface OverviewWindow {
  from: Date;
  to: Date;
  /** Enquiries still new that came in before this are past the callback promise. */
  overdueBefore: Date;
  todayStart: Date;
  weekStart: Date;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface OverviewCounts {
  enquiries_received: number;
  enquiries_waiting: number;
  enquiries_overdue: number;
  demo_today: number;
  demo_week: number;
  enrollments: number;
  active_learners: number;
  leads_new: number;
  leads_contacted: number;
  leads_closed: number;
}

/**
 * Every single-number figure in one statement; each subquery reads one table through its index on
 * the time or the status (enquiries, demo bookings, leads) or one range scan (enrollments, activity).
 */
export async function overviewCounts(db: Executor, w: OverviewWindow): Promise<OverviewCounts> {
  const [from, to] = [at(w.from), at(w.to)];
  const result = await db.execute(sql`
    select
      (select count(*)::int from enquiries where created_at >= ${from} and created_at < ${to}) as enquiries_received,
      (select count(*)::int from enquiries where status = 'new') as enquiries_waiting,
      (select count(*)::int from enquiries where status = 'new' and created_at <= ${at(w.overdueBefore)}) as enquiries_overdue,
      (select count(*)::int from demo_bookings where created_at >= ${at(w.todayStart)}) as demo_today,
      (select count(*)::int from demo_bookings where created_at >= ${at(w.weekStart)}) as demo_week,
      (select count(*)::int from enrollments where selected_at >= ${from} and selected_at < ${to}) as enrollments,
      (select count(distinct a.user_id)::int
         from (
           select user_id from activities where created_at >= ${from} and created_at < ${to}
           union all
           select user_id from lesson_progress where last_heartbeat_at >= ${from} and last_heartbeat_at < ${to}
           union all
           select user_id from test_sessions where started_at >= ${from} and started_at < ${to}
         ) a
         join users u on u.id = a.user_id and u.role = 'learner') as active_learners,
      l.leads_new, l.leads_contacted, l.leads_closed
    from (
      select count(*) filter (where status = 'new')::int as leads_new,
        count(*) filter (where status = 'contacted')::int as leads_contacted,
        count(*) filter (where status = 'closed')::int as leads_closed
      from employer_leads where created_at >= ${from} and created_at < ${to}
    ) l`);
  return rowsOf<OverviewCounts>(result)[0]!;
}

/** Enrollments per UTC day of the range, only the days that have some (day 0 is `from`). */
export async function dailyEnrollments(db: Executor, w: OverviewWindow) {
  const result = await db.execute(sql`
    select floor(extract(epoch from selected_at - ${at(w.from)}) / 86400)::int as day,
      count(*)::int as count
    from enrollments
    where selected_at >= ${at(w.from)} and selected_at < ${at(w.to)}
    group by 1`);
  return rowsOf<{ day: number; count: number }>(result);
}

/** Sections handed in within the range, per domain (the domain's current name), busiest first. */
export async function domainAttempts(db: Executor, w: OverviewWindow, passPercent: number) {
  const result = await db.execute(sql`
    select s.domain_id, coalesce(d.name, min(s.domain_name)) as domain_name,
      count(*)::int as attempts,
      count(*) filter (where s.score_percent >= ${passPercent})::int as passed
    from test_sessions s
    left join domains d on d.id = s.domain_id
    where s.submitted_at >= ${at(w.from)} and s.submitted_at < ${at(w.to)}
    group by s.domain_id, d.name
    order by attempts desc, domain_name`);
  return rowsOf<{ domain_id: number | null; domain_name: string; attempts: number; passed: number }>(result);
}

/** The placements most applied to within the range. */
export async function placementApplications(db: Executor, w: OverviewWindow, limit: number) {
  const result = await db.execute(sql`
    select p.id as placement_id, p.job_title, p.job_company, a.applications
    from (
      select placement_id, count(*)::int as applications
      from job_applications
      where created_at >= ${at(w.from)} and created_at < ${at(w.to)}
      group by placement_id
    ) a
    join placements p on p.id = a.placement_id
    order by a.applications desc, p.id
    limit ${limit}`);
  return rowsOf<{ placement_id: number; job_title: string; job_company: string; applications: number }>(
    result,
  );
}

/** Seats taken of the newest workshops. */
export async function workshopSeats(db: Executor, limit: number) {
  const result = await db.execute(sql`
    select id as workshop_id, title, date, enrolled as seats_taken, capacity
    from workshops
    order by created_at desc, id desc
    limit ${limit}`);
  return rowsOf<{ workshop_id: number; title: string; date: string; seats_taken: number; capacity: number }>(
    result,
  );
}

/** The start of today and of this month in India (UTC+5:30 all year), as instants. */
function indiaStarts(now: Date) {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const day = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()) - 330 * 60_000;
  const month = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 330 * 60_000;
  return { today: new Date(day), month: new Date(month) };
}

/**
 * Fees collected (the payments received, not the orders' totals, so a desk payment recorded late
 * counts on its day), refunds, and what is still waiting: one statement for the sums, one grouped.
 */
export async function collections(db: Executor, w: OverviewWindow, now: Date) {
  const starts = indiaStarts(now);
  const [from, to] = [at(w.from), at(w.to)];
  const sums = rowsOf<{
    today: number;
    month: number;
    in_range: number;
    refunded: number;
    outstanding_orders: number;
    outstanding_total: number;
  }>(
    await db.execute(sql`
    select
      (select coalesce(sum(amount_paise), 0)::bigint from payments where created_at >= ${at(starts.today)}) as today,
      (select coalesce(sum(amount_paise), 0)::bigint from payments where created_at >= ${at(starts.month)}) as month,
      (select coalesce(sum(amount_paise), 0)::bigint from payments where created_at >= ${from} and created_at < ${to}) as in_range,
      (select coalesce(sum(amount_paise), 0)::bigint from credit_notes where created_at >= ${from} and created_at < ${to}) as refunded,
      (select count(*)::int from orders where status = 'awaiting_payment') as outstanding_orders,
      (select coalesce(sum(total_paise), 0)::bigint from orders where status = 'awaiting_payment') as outstanding_total`),
  )[0]!;
  const byItem = rowsOf<{ item_type: string; paid_paise: number; orders: number }>(
    await db.execute(sql`
    select o.item_type, coalesce(sum(p.amount_paise), 0)::bigint as paid_paise, count(distinct o.id)::int as orders
    from payments p join orders o on o.id = p.order_id
    where p.created_at >= ${from} and p.created_at < ${to}
    group by o.item_type order by 2 desc`),
  );
  return {
    today_paise: Number(sums.today),
    this_month_paise: Number(sums.month),
    in_range_paise: Number(sums.in_range),
    refunded_in_range_paise: Number(sums.refunded),
    by_item: byItem.map((r) => ({
      item_type: r.item_type,
      paid_paise: Number(r.paid_paise),
      orders: r.orders,
    })),
    outstanding: { orders: sums.outstanding_orders, total_paise: Number(sums.outstanding_total) },
  };
}
