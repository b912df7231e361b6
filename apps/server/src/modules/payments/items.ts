import type { ItemType } from '@skillpath/contract';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { courses, internships, programs } from '../../db/schema/catalogue';
import { enrollments } from '../../db/schema/enrollment';
import { orders } from '../../db/schema/payments';
import { workshopRegistrations, workshops } from '../../db/schema/workshops';

/** What checkout needs of a purchasable record: its name, listed price and seats. */
export interface Item {
  type: ItemType;
  id: number;
  title: string;
  /** The listed price in paise (records keep whole rupees). */
  listedPaise: number;
  /** Seats in all, or null when the item has no limit. */
  capacity: number | null;
  /** Seats taken by paid registrations. */
  taken: number;
}

const rupees = (value: number) => value * 100;

/**
 * Reads an item; with `lock`, its row stays locked until the transaction ends, so seat counts taken
 * after it see every hold committed before (checkout, payment and release all lock it first).
 */
export async function findItem(
  db: Executor,
  type: ItemType,
  id: number,
  lock = false,
): Promise<Item | undefined> {
  switch (type) {
    case 'course': {
      const query = db
        .select({ title: courses.title, fee: courses.fee })
        .from(courses)
        .where(eq(courses.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row && { type, id, title: row.title, listedPaise: rupees(row.fee), capacity: null, taken: 0 };
    }
    case 'internship': {
      const query = db
        .select({ title: internships.title, fee: internships.fee })
        .from(internships)
        .where(eq(internships.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row && { type, id, title: row.title, listedPaise: rupees(row.fee), capacity: null, taken: 0 };
    }
    case 'program': {
      const query = db
        .select({ title: programs.title, price: programs.price })
        .from(programs)
        .where(eq(programs.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row && { type, id, title: row.title, listedPaise: rupees(row.price), capacity: null, taken: 0 };
    }
    case 'workshop': {
      const query = db
        .select({
          title: workshops.title,
          fee: workshops.fee,
          capacity: workshops.capacity,
          enrolled: workshops.enrolled,
        })
        .from(workshops)
        .where(eq(workshops.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return (
        row && {
          type,
          id,
          title: row.title,
          listedPaise: rupees(row.fee),
          capacity: row.capacity,
          taken: row.enrolled,
        }
      );
    }
  }
}

/** Unpaid orders of the item whose seat hold still stands, leaving out `exceptOrderId`. */
export async function liveHolds(db: Executor, item: Item, exceptOrderId = 0): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.itemType, item.type),
        eq(orders.itemId, item.id),
        eq(orders.status, 'awaiting_payment'),
        gt(orders.holdExpiresAt, sql`now()`),
        ne(orders.id, exceptOrderId),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a seat is free for one more order (always, for an item without a limit). */
export async function seatFree(db: Executor, item: Item, exceptOrderId = 0): Promise<boolean> {
  if (item.capacity === null) return true;
  return item.taken + (await liveHolds(db, item, exceptOrderId)) < item.capacity;
}

/** Whether the learner already has the item: enrolled, registered, or holding a paid order for it. */
export async function alreadyHas(db: Executor, userId: number, item: Item): Promise<boolean> {
  if (item.type === 'course') {
    const [row] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, item.id)));
    if (row) return true;
  }
  if (item.type === 'workshop') {
    const [row] = await db
      .select({ id: workshopRegistrations.id })
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.userId, userId), eq(workshopRegistrations.workshopId, item.id)));
    if (row) return true;
  }
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.itemType, item.type),
        eq(orders.itemId, item.id),
        sql`${orders.status} in ('paid', 'partially_refunded')`,
      ),
    );
  return paid !== undefined;
}
