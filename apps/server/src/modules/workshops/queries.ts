import type { DayRange } from '@skillpath/contract';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { workshopRegistrations, workshops } from '../../db/schema/workshops';
import { containsAny } from '../../db/search';
import { accounts } from '../auth/accounts';

/** The learner who registered. */
const registrant = accounts('registrant');

export type WorkshopRow = typeof workshops.$inferSelect;
export type WorkshopValues = Omit<typeof workshops.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listWorkshops = (db: Executor) =>
  db.select().from(workshops).orderBy(asc(workshops.date), asc(workshops.id));

export async function findWorkshop(db: Executor, id: number): Promise<WorkshopRow | undefined> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id));
  return row;
}

export async function insertWorkshop(db: Executor, values: WorkshopValues) {
  const [row] = await db.insert(workshops).values(values).returning();
  return row!;
}

export async function updateWorkshop(db: Executor, id: number, values: WorkshopValues) {
  const [row] = await db
    .update(workshops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workshops.id, id))
    .returning();
  return row;
}

export async function deleteWorkshop(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.delete(workshops).where(eq(workshops.id, id)).returning({ id: workshops.id })).length === 1
  );
}

/** Takes a seat only while one is free: concurrent registrations can never pass capacity. */
export async function takeSeat(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(workshops)
    .set({ enrolled: sql`${workshops.enrolled} + 1` })
    .where(and(eq(workshops.id, id), lt(workshops.enrolled, workshops.capacity)))
    .returning({ id: workshops.id });
  return rows.length === 1;
}

export async function insertRegistration(db: Executor, workshopId: number, userId: number) {
  const [row] = await db
    .insert(workshopRegistrations)
    .values({ workshopId, userId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function isRegistered(db: Executor, workshopId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workshopRegistrations.id })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.userId, userId)));
  return row !== undefined;
}

/** Registrations by workshop, search and the days they were made (UTC), a page of them and their count. */
export async function listRegistrations(
  db: Executor,
  filter: { workshop_id?: number; q: string; limit: number; offset: number } & DayRange,
) {
  const where = and(
    filter.workshop_id ? eq(workshopRegistrations.workshopId, filter.workshop_id) : undefined,
    withinDays(workshopRegistrations.createdAt, filter),
    containsAny(filter.q, [registrant.name, registrant.email]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        registration: workshopRegistrations,
        title: workshops.title,
        name: registrant.name,
        email: registrant.email,
      })
      .from(workshopRegistrations)
      .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
      .innerJoin(registrant, eq(registrant.id, workshopRegistrations.userId))
      .where(where)
      .orderBy(desc(workshopRegistrations.createdAt), desc(workshopRegistrations.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(workshopRegistrations)
      .innerJoin(registrant, eq(registrant.id, workshopRegistrations.userId))
      .where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** A paid registration: its seat was held by the order, so it is counted without the capacity guard. */
export async function registerHeldSeat(db: Executor, workshopId: number, userId: number): Promise<boolean> {
  const row = await insertRegistration(db, workshopId, userId);
  if (!row) return false;
  await db
    .update(workshops)
    .set({ enrolled: sql`${workshops.enrolled} + 1` })
    .where(eq(workshops.id, workshopId));
  return true;
}

/** Gives a registration's seat back (a full refund). */
export async function removeRegistration(db: Executor, workshopId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.userId, userId)))
    .returning({ id: workshopRegistrations.id });
  if (removed.length === 0) return false;
  await db
    .update(workshops)
    .set({ enrolled: sql`greatest(${workshops.enrolled} - 1, 0)` })
    .where(eq(workshops.id, workshopId));
  return true;
}

/** A workshop as a sale needs it (title, fee, seats); with `lock`, locked until the transaction ends. */
export async function findWorkshopForSale(db: Executor, id: number, lock = false) {
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
  return row;
}
