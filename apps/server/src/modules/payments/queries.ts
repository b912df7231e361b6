import type { DeskMethod } from '@skillpath/contract';
import { and, asc, count, desc, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { withinDays } from '../../db/day-range';
import { creditNotes, orders, paymentEvents, payments } from '../../db/schema/payments';
import { containsAny } from '../../db/search';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export async function insertOrder(tx: Executor, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

/** One order; with `lock`, locked until the transaction ends (everything that changes an order locks it). */
export async function findOrder(db: Executor, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findOrderByRazorpayId(db: Executor, razorpayOrderId: string, lock = false) {
  const query = db.select().from(orders).where(eq(orders.razorpayOrderId, razorpayOrderId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateOrder(tx: Executor, id: number, values: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The learner's unpaid order for the item, if one is waiting (a second checkout replaces it). */
export async function findAwaitingOrder(db: Executor, userId: number, itemType: string, itemId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`${orders.itemType} = ${itemType}`,
        eq(orders.itemId, itemId),
        eq(orders.status, 'awaiting_payment'),
      ),
    )
    .for('update');
  return row;
}

export const ordersOfUser = (db: Executor, userId: number) =>
  db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));

/** The payments and credit notes of some orders, oldest first, in two queries. */
export async function documentsOf(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return { payments: [] as PaymentRow[], creditNotes: [] as CreditNoteRow[] };
  const [paymentRows, noteRows] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id)),
    db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds)).orderBy(asc(creditNotes.id)),
  ]);
  return { payments: paymentRows, creditNotes: noteRows };
}

/** Records a payment once: a provider reference seen before returns nothing. */
export async function insertPayment(
  tx: Executor,
  values: {
    orderId: number;
    provider: 'razorpay' | 'manual';
    method: DeskMethod | string;
    amountPaise: number;
    reference: string | null;
    raw?: unknown;
    recordedBy?: number | null;
    receivedOn?: string | null;
  },
): Promise<PaymentRow | undefined> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertCreditNote(tx: Executor, values: typeof creditNotes.$inferInsert) {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row!;
}

export async function findByDocumentNumber(db: Executor, number: string) {
  const [invoice] = await db.select().from(orders).where(eq(orders.invoiceNumber, number));
  if (invoice) return { order: invoice, creditNote: undefined };
  const [note] = await db
    .select({ order: orders, creditNote: creditNotes })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(eq(creditNotes.number, number));
  return note;
}

/** Unpaid orders whose hold has run out become expired (their seat was already free to others). */
export async function expireOrders(db: Executor): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ status: 'expired', closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.holdExpiresAt, sql`now()`)))
    .returning({ id: orders.id });
  return rows.length;
}

/** Razorpay orders still unpaid a while after checkout: the reconciliation asks Razorpay about them. */
export const unsettledRazorpayOrders = (db: Executor, olderThan: Date, limit = 100) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        sql`${orders.status} in ('awaiting_payment', 'expired')`,
        sql`${orders.razorpayOrderId} is not null`,
        lt(orders.createdAt, olderThan),
        sql`${orders.createdAt} > now() - interval '7 days'`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);

/** Stores a verified webhook once per event id; false when it was delivered before. */
export async function recordEvent(
  tx: Executor,
  values: { provider: string; eventId: string; event: string; raw: string },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row?.id;
}

export async function setEventOutcome(tx: Executor, id: number, outcome: string) {
  await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
}

export interface AdminOrderFilter {
  status?: string;
  method?: string;
  item_type?: string;
  item_id?: number;
  q: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

function adminWhere(filter: AdminOrderFilter) {
  return and(
    filter.status ? sql`${orders.status} = ${filter.status}` : undefined,
    filter.item_type ? sql`${orders.itemType} = ${filter.item_type}` : undefined,
    filter.item_id ? eq(orders.itemId, filter.item_id) : undefined,
    filter.method === 'razorpay'
      ? sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.provider} = 'razorpay')`
      : filter.method
        ? sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.method} = ${filter.method})`
        : undefined,
    withinDays(orders.createdAt, filter),
    containsAny(filter.q, [orders.billingName, orders.buyerEmail, orders.itemTitle, orders.invoiceNumber]),
  );
}

/** A page of orders for the admin, their count, and the range's totals, computed in SQL. */
export async function listOrders(db: Executor, filter: AdminOrderFilter) {
  const where = adminWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({
        count: count(),
        paid: sum(
          sql`case when ${orders.status} in ('paid', 'refunded', 'partially_refunded') then ${orders.totalPaise} else 0 end`,
        ),
        refunded: sum(orders.refundedPaise),
        outstanding: sum(
          sql`case when ${orders.status} = 'awaiting_payment' then ${orders.totalPaise} else 0 end`,
        ),
      })
      .from(orders)
      .where(where),
  ]);
  return {
    rows,
    count: totals?.count ?? 0,
    totals: {
      paid_paise: Number(totals?.paid ?? 0),
      refunded_paise: Number(totals?.refunded ?? 0),
      outstanding_paise: Number(totals?.outstanding ?? 0),
    },
  };
}
