import type { Executor } from '../../db/database';
import { demoBookings, enquiries } from '../../db/schema';

export async function insertEnquiry(db: Executor, values: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row!;
}

export async function insertDemoBooking(db: Executor, values: typeof demoBookings.$inferInsert) {
  const [row] = await db.insert(demoBookings).values(values).returning();
  return row!;
}
