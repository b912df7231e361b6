import { CALLBACK_PROMISE_MINUTES, type DayRange } from '@skillpath/contract';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { demoBookings, enquiries } from '../../db/schema/enquiries';
import { containsAny } from '../../db/search';
import { accounts } from '../auth/accounts';

/** The admin who last handled an enquiry. */
const handler = accounts('handler');

export async function insertEnquiry(db: Executor, values: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row!;
}

export async function insertDemoBooking(db: Executor, values: typeof demoBookings.$inferInsert) {
  const [row] = await db.insert(demoBookings).values(values).returning();
  return row!;
}

export async function listEnquiries(
  db: Executor,
  filter: {
    status?: 'new' | 'contacted' | 'closed';
    q: string;
    /** Still new after the callback promise (true), or not past it (false). */
    overdue?: boolean;
    limit: number;
    offset: number;
  } & DayRange,
) {
  const overdueBefore = new Date(Date.now() - CALLBACK_PROMISE_MINUTES * 60_000);
  const isOverdue = and(eq(enquiries.status, 'new'), lte(enquiries.createdAt, overdueBefore));
  const where = and(
    filter.status ? eq(enquiries.status, filter.status) : undefined,
    filter.overdue === undefined ? undefined : filter.overdue ? isOverdue : sql`not (${isOverdue})`,
    withinDays(enquiries.createdAt, filter),
    containsAny(filter.q, [enquiries.name, enquiries.phone, enquiries.interestedCourse]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ enquiry: enquiries, handledBy: handler.email })
      .from(enquiries)
      .leftJoin(handler, eq(handler.id, enquiries.handledBy))
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function setEnquiryStatus(
  db: Executor,
  id: number,
  status: 'new' | 'contacted' | 'closed',
  adminId: number,
) {
  const now = new Date();
  const [row] = await db
    .update(enquiries)
    .set({
      status,
      handledBy: adminId,
      updatedAt: now,
      // The first contact and the closing are kept as they first happened.
      contactedAt:
        status === 'new' ? sql`${enquiries.contactedAt}` : sql`coalesce(${enquiries.contactedAt}, ${now})`,
      closedAt: status === 'closed' ? sql`coalesce(${enquiries.closedAt}, ${now})` : null,
    })
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id });
  return row;
}

export async function findEnquiry(db: Executor, id: number) {
  const [row] = await db
    .select({ enquiry: enquiries, handledBy: handler.email })
    .from(enquiries)
    .leftJoin(handler, eq(handler.id, enquiries.handledBy))
    .where(eq(enquiries.id, id));
  return row;
}

export async function listDemoBookings(
  db: Executor,
  filter: { q: string; limit: number; offset: number } & DayRange,
) {
  const where = and(
    withinDays(demoBookings.createdAt, filter),
    containsAny(filter.q, [demoBookings.name, demoBookings.email, demoBookings.course]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(demoBookings)
      .where(where)
      .orderBy(desc(demoBookings.createdAt), desc(demoBookings.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(demoBookings).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
