import {
  type adminOrderQuerySchema,
  paymentErrorCodes as codes,
  gstStateName,
  paymentMessages as m,
  type Order,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Forbidden, NotFound } from '../../errors';
import { toCsv } from '../../lib/csv';
import { findUsersByIds } from '../auth/queries';
import * as q from './queries';
import { toOrder } from './serializers';

type AdminQuery = z.output<typeof adminOrderQuerySchema>;

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Reading orders: a learner their own, an admin any, with the range's totals and a CSV for accounts. */
export function createOrdersService(db: Db) {
  async function withDocuments(rows: q.OrderRow[]): Promise<Order[]> {
    const docs = await q.documentsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toOrder(row, docs.payments, docs.creditNotes));
  }

  async function adminPage(query: AdminQuery) {
    const { rows, count, totals } = await q.listOrders(db, query);
    const people = new Map(
      (await findUsersByIds(db, [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))])).map((u) => [
        u.id,
        u,
      ]),
    );
    const results = (await withDocuments(rows)).map((order, i) => ({
      ...order,
      learner_name: people.get(order.user_id)?.name ?? rows[i]!.billingName,
      learner_email: people.get(order.user_id)?.email ?? rows[i]!.buyerEmail,
    }));
    return { count, results, totals };
  }

  return {
    async mine(userId: number) {
      const results = await withDocuments(await q.ordersOfUser(db, userId));
      return { count: results.length, results };
    },

    /** One order: its owner's or, for an admin, anyone's; another learner's reads as missing. */
    async one(viewer: { id: number; role: string }, orderId: number): Promise<Order> {
      const row = await q.findOrder(db, orderId);
      if (!row) throw NotFound(m.orderNotFound).withCode(codes.orderNotFound);
      if (viewer.role !== 'admin' && row.userId !== viewer.id) throw Forbidden(m.notYours);
      const [order] = await withDocuments([row]);
      return order!;
    },

    adminPage,

    /** Every order of the filter (not only a page) as CSV, amounts in rupees for a spreadsheet. */
    async adminCsv(query: AdminQuery) {
      const all = await adminPage({ ...query, limit: 100_000, offset: 0 });
      type Row = (typeof all.results)[number];
      return toCsv<Row>(
        [
          ['Order', (o) => o.id],
          ['Created', (o) => o.created_at],
          ['Status', (o) => o.status],
          ['Learner', (o) => o.learner_name],
          ['E-mail', (o) => o.learner_email],
          ['Item type', (o) => o.item_type],
          ['Item', (o) => o.item_title],
          ['Invoice', (o) => o.invoice_number ?? ''],
          ['Place of supply', (o) => `${o.place_of_supply} ${gstStateName(o.place_of_supply) ?? ''}`.trim()],
          ['GSTIN', (o) => o.billing.gstin ?? ''],
          ['Listed (₹)', (o) => rupees(o.subtotal_paise)],
          ['Discount (₹)', (o) => rupees(o.discount_paise)],
          ['Taxable (₹)', (o) => rupees(o.taxable_paise)],
          ['CGST (₹)', (o) => rupees(o.cgst_paise)],
          ['SGST (₹)', (o) => rupees(o.sgst_paise)],
          ['IGST (₹)', (o) => rupees(o.igst_paise)],
          ['Total (₹)', (o) => rupees(o.total_paise)],
          ['Refunded (₹)', (o) => rupees(o.refunded_paise)],
          ['Paid with', (o) => o.payments.map((p) => p.method).join(' ')],
          ['Paid at', (o) => o.paid_at ?? ''],
        ],
        all.results,
      );
    },
  };
}
