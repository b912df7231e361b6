import { type ItemType, paymentRoutes, routeUrl } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { workshops } from '../../src/db/schema/workshops';
import type { TestApp } from '../helpers/app';

/** Sets an item's listed price in whole rupees, as an admin would on its form. */
export async function priceItem(t: TestApp, type: ItemType, id: number, rupees: number) {
  const table = { course: 'courses', internship: 'internships', workshop: 'workshops', program: 'programs' }[
    type
  ];
  const column = type === 'program' ? 'price' : 'fee';
  await t.app.db.execute(
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${rupees} where id = ${id}`,
  );
}

/** A workshop of the given fee and seats, dated next year so it is open for registration. */
export async function addWorkshop(t: TestApp, fee: number, capacity: number): Promise<number> {
  const date = `${new Date().getUTCFullYear() + 1}-06-01`;
  const [row] = await t.app.db
    .insert(workshops)
    .values({
      title: `Workshop ${Math.random().toString(36).slice(2, 8)}`,
      trainer: 'Trainer',
      mode: 'Online',
      date,
      fee,
      capacity,
    })
    .returning({ id: workshops.id });
  return row!.id;
}

export const checkout = (t: TestApp, token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: routeUrl(paymentRoutes.checkout), token, payload });

export const recordPayment = (t: TestApp, token: string, orderId: number, payload: object) =>
  t.call({ method: 'POST', url: routeUrl(paymentRoutes.recordPayment, { id: orderId }), token, payload });

export const refund = (t: TestApp, token: string, orderId: number, payload: object) =>
  t.call({ method: 'POST', url: routeUrl(paymentRoutes.refund, { id: orderId }), token, payload });
