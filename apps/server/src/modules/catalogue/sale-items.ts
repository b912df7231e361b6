import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { courses, internships, programs } from '../../db/schema/catalogue';

/**
 * A catalogue record as a sale needs it: its title and listed price in whole rupees. With `lock`,
 * its row stays locked until the caller's transaction ends (checkout and payment serialise on it).
 */
export async function findSaleItem(
  db: Executor,
  type: 'course' | 'internship' | 'program',
  id: number,
  lock = false,
): Promise<{ title: string; rupees: number } | undefined> {
  const table = { course: courses, internship: internships, program: programs }[type];
  const price = type === 'program' ? programs.price : type === 'course' ? courses.fee : internships.fee;
  const query = db.select({ title: table.title, rupees: price }).from(table).where(eq(table.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
