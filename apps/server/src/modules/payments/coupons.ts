import {
  type Coupon,
  paymentErrorCodes as codes,
  type couponInputSchema,
  type ItemType,
  paymentMessages as m,
} from '@skillpath/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { couponRedemptions, coupons, orders } from '../../db/schema/payments';
import { Conflict, NotFound } from '../../errors';

type CouponRow = typeof coupons.$inferSelect;
type CouponInput = z.output<typeof couponInputSchema>;

/** A redemption counts while its order is paid (refunded or not) or still holds it. */
const counting = sql`(${orders.status} in ('paid', 'partially_refunded', 'refunded')
  or (${orders.status} = 'awaiting_payment' and ${orders.holdExpiresAt} > now()))`;

async function usesOf(db: Executor, couponId: number, userId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        counting,
        userId ? eq(couponRedemptions.userId, userId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes a coupon for an order being made, in checkout's transaction: the coupon's row is locked
 * first, so concurrent checkouts count each other's uses and a limit of 10 gives exactly 10.
 * Returns the discount to price with; a code that cannot be used throws its reason.
 */
export async function takeCoupon(
  tx: Executor,
  code: string,
  buyer: { userId: number; itemType: ItemType; itemId: number },
) {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.trim().toUpperCase()}`)
    .for('update');
  const refuse = (message: string, code: string) =>
    Conflict(message, { coupon_code: [message] }).withCode(code);
  if (!coupon) throw refuse(m.couponInvalid, codes.couponInvalid);
  const now = Date.now();
  if (
    (coupon.validFrom && coupon.validFrom.getTime() > now) ||
    (coupon.validUntil && coupon.validUntil.getTime() < now)
  )
    throw refuse(m.couponExpired, codes.couponExpired);
  if (
    (coupon.itemType && coupon.itemType !== buyer.itemType) ||
    (coupon.itemId && coupon.itemId !== buyer.itemId)
  )
    throw refuse(m.couponNotApplicable, codes.couponNotApplicable);
  if (coupon.maxUses !== null && (await usesOf(tx, coupon.id)) >= coupon.maxUses)
    throw refuse(m.couponUsedUp, codes.couponUsedUp);
  if (
    coupon.maxUsesPerLearner !== null &&
    (await usesOf(tx, coupon.id, buyer.userId)) >= coupon.maxUsesPerLearner
  )
    throw refuse(m.couponUsedUp, codes.couponUsedUp);
  const value =
    coupon.percentOff !== null
      ? { percent_off: coupon.percentOff }
      : { amount_off_paise: coupon.amountOffPaise! };
  return {
    value,
    redeem: (orderId: number) =>
      tx.insert(couponRedemptions).values({ couponId: coupon.id, orderId, userId: buyer.userId }),
  };
}

const values = (input: CouponInput) => ({
  code: input.code,
  percentOff: input.percent_off ?? null,
  amountOffPaise: input.amount_off_paise ?? null,
  validFrom: input.valid_from ? new Date(input.valid_from) : null,
  validUntil: input.valid_until ? new Date(input.valid_until) : null,
  maxUses: input.max_uses ?? null,
  maxUsesPerLearner: input.max_uses_per_learner ?? null,
  itemType: input.item_type ?? null,
  itemId: input.item_id ?? null,
});

/** The admin's coupons: each with how often it was used and how many unpaid orders hold it now. */
export function createCouponService(db: Db) {
  /** Uses and holds of some coupons, in one query grouped by coupon. */
  async function usage(ids: number[]) {
    if (ids.length === 0) return new Map<number, { uses: number; held: number }>();
    const rows = await db
      .select({
        couponId: couponRedemptions.couponId,
        uses: sql<number>`count(*) filter (where ${orders.status} in ('paid', 'partially_refunded', 'refunded'))::int`,
        held: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_payment' and ${orders.holdExpiresAt} > now())::int`,
      })
      .from(couponRedemptions)
      .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
      .where(inArray(couponRedemptions.couponId, ids))
      .groupBy(couponRedemptions.couponId);
    return new Map(rows.map((r) => [r.couponId, { uses: r.uses, held: r.held }]));
  }
  const toCoupon = (row: CouponRow, counts = { uses: 0, held: 0 }): Coupon => ({
    id: row.id,
    code: row.code,
    percent_off: row.percentOff,
    amount_off_paise: row.amountOffPaise,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    max_uses: row.maxUses,
    max_uses_per_learner: row.maxUsesPerLearner,
    item_type: row.itemType,
    item_id: row.itemId,
    ...counts,
    created_at: row.createdAt.toISOString(),
  });
  const view = async (row: CouponRow) => toCoupon(row, (await usage([row.id])).get(row.id));
  const taken = () =>
    Conflict(m.couponCodeTaken, { code: [m.couponCodeTaken] }).withCode(codes.couponCodeTaken);
  const missing = () => NotFound(m.couponNotFound).withCode(codes.couponNotFound);
  const unique = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  };

  return {
    async list() {
      const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
      const counts = await usage(rows.map((r) => r.id));
      return rows.map((row) => toCoupon(row, counts.get(row.id)));
    },
    async create(input: CouponInput) {
      const [row] = await unique(() => db.insert(coupons).values(values(input)).returning());
      return view(row!);
    },
    async update(id: number, input: CouponInput) {
      const [row] = await unique(() =>
        db
          .update(coupons)
          .set({ ...values(input), updatedAt: new Date() })
          .where(eq(coupons.id, id))
          .returning(),
      );
      if (!row) throw missing();
      return view(row);
    },
    /** A coupon no order took is deleted; a used one is kept for the record and closed from now on. */
    async remove(id: number) {
      const [used] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, id));
      const done = used?.n
        ? await db
            .update(coupons)
            .set({ validUntil: new Date(), updatedAt: new Date() })
            .where(eq(coupons.id, id))
            .returning()
        : await db.delete(coupons).where(eq(coupons.id, id)).returning();
      if (done.length === 0) throw missing();
    },
  };
}
