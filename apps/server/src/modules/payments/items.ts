import type { ItemType } from '@skillpath/contract';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from '../../db/schema/payments';
import { findSaleItem } from '../catalogue';
import { isEnrolled } from '../enrollment';
import { findWorkshopForSale, isRegistered } from '../workshops';

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
 * Reads an item through the module that owns it; with `lock`, its row stays locked until the
 * transaction ends, so seat counts taken after it see every hold committed before (checkout, payment
 * and release all lock it first).
 */
export async function findItem(
  db: Executor,
  type: ItemType,
  id: number,
  lock = false,
): Promise<Item | undefined> {
  if (type === 'workshop') {
    const row = await findWorkshopForSale(db, id, lock);
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
  const row = await findSaleItem(db, type, id, lock);
  return row && { type, id, title: row.title, listedPaise: rupees(row.rupees), capacity: null, taken: 0 };
}

/** Unpaid orders of the item whose seat hold still stands, leaving out `exceptOrderId`. */
async function liveHolds(db: Executor, item: Item, exceptOrderId: number): Promise<number> {
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
  if (item.type === 'course' && (await isEnrolled(db, userId, item.id))) return true;
  if (item.type === 'workshop' && (await isRegistered(db, item.id, userId))) return true;
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
