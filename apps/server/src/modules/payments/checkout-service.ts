import {
  type BillingSettings,
  type CheckoutResponse,
  type checkoutRequestSchema,
  paymentErrorCodes as codes,
  isGstin,
  paymentMessages as m,
  type paymentInstructionsSchema,
  placeOfSupply,
  priceOrder,
  upiPaymentUri,
} from '@skillpath/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Conflict, Invalid, NotFound } from '../../errors';
import { findUserById } from '../auth/queries';
import { billingForSale } from './billing';
import { takeCoupon } from './coupons';
import { alreadyHas, findItem, seatFree } from './items';
import * as q from './queries';
import type { RazorpayGateway } from './razorpay-gateway';
import { toOrder } from './serializers';

type CheckoutInput = z.output<typeof checkoutRequestSchema>;
type Instructions = z.infer<typeof paymentInstructionsSchema>;

export interface CheckoutDeps {
  db: Db;
  razorpay: RazorpayGateway | undefined;
  holdMinutes: number;
}

function deskInstructions(billing: BillingSettings, order: q.OrderRow): Instructions {
  const note = `Order ${order.id}`;
  return {
    provider: 'manual',
    upi_uri: billing.upi_vpa
      ? upiPaymentUri({
          vpa: billing.upi_vpa,
          payee_name: billing.legal_name,
          amount_paise: order.totalPaise,
          note,
        })
      : null,
    instructions: {
      payee: billing.legal_name,
      upi_vpa: billing.upi_vpa,
      bank_details: billing.bank_details,
      address: billing.address,
      note,
    },
  };
}

/**
 * Checkout: prices the item for the buyer's place of supply, holds a seat when the item has a limit,
 * and says how to pay (Razorpay Checkout when configured, the desk otherwise). A learner's earlier
 * unpaid order for the same item is cancelled, so one order per item is ever waiting.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db } = deps;
  return {
    async checkout(userId: number, input: CheckoutInput): Promise<CheckoutResponse> {
      const gstin = input.billing?.gstin;
      if (gstin && !isGstin(gstin)) {
        throw Invalid(m.invalidGstin, { 'billing.gstin': [m.invalidGstin] }).withCode(codes.invalidGstin);
      }
      const billing = await billingForSale(db);
      const buyer = await findUserById(db, userId);
      if (!buyer) throw NotFound(m.itemNotFound).withCode(codes.itemNotFound);

      const order = await db.transaction(async (tx) => {
        const item = await findItem(tx, input.item_type, input.item_id, true);
        if (!item) throw NotFound(m.itemNotFound).withCode(codes.itemNotFound);
        if (item.listedPaise === 0) throw Conflict(m.freeItem).withCode(codes.freeItem);
        if (await alreadyHas(tx, userId, item)) throw Conflict(m.alreadyOwned).withCode(codes.alreadyOwned);
        const earlier = await q.findAwaitingOrder(tx, userId, item.type, item.id);
        if (earlier) await q.updateOrder(tx, earlier.id, { status: 'cancelled', closedAt: new Date() });
        if (!(await seatFree(tx, item))) throw Conflict(m.soldOut).withCode(codes.soldOut);
        const coupon = input.coupon_code
          ? await takeCoupon(tx, input.coupon_code, { userId, itemType: item.type, itemId: item.id })
          : undefined;

        const stateCode = placeOfSupply({
          gstin,
          state_code: input.billing?.state_code,
          institute_state: billing.state_code,
        });
        const price = priceOrder({
          listed_paise: item.listedPaise,
          coupon: coupon?.value,
          gst_rate_percent: billing.gst_rate_percent,
          prices_include_gst: billing.prices_include_gst,
          institute_state: billing.state_code,
          buyer_state: stateCode,
        });
        const created = await q.insertOrder(tx, {
          userId,
          buyerEmail: buyer.email,
          itemType: item.type,
          itemId: item.id,
          itemTitle: item.title,
          subtotalPaise: price.subtotal_paise,
          discountPaise: price.discount_paise,
          taxablePaise: price.taxable_paise,
          cgstPaise: price.cgst_paise,
          sgstPaise: price.sgst_paise,
          igstPaise: price.igst_paise,
          totalPaise: price.total_paise,
          gstRatePercent: billing.gst_rate_percent,
          placeOfSupply: stateCode,
          billingName: input.billing?.name || buyer.name,
          billingStateCode: stateCode,
          billingGstin: gstin ?? null,
          billingAddress: input.billing?.address ?? '',
          holdExpiresAt: new Date(Date.now() + deps.holdMinutes * 60_000),
        });
        await coupon?.redeem(created.id);
        return created;
      });

      if (!deps.razorpay) return { order: toOrder(order, [], []), payment: deskInstructions(billing, order) };
      // Asked after the order commits: no lock is held while the provider answers.
      try {
        const created = await deps.razorpay.createOrder({
          amountPaise: order.totalPaise,
          receipt: String(order.id),
        });
        const withProvider = await q.updateOrder(db, order.id, { razorpayOrderId: created.id });
        return {
          order: toOrder(withProvider, [], []),
          payment: {
            provider: 'razorpay',
            key_id: deps.razorpay.keyId,
            razorpay_order_id: created.id,
            amount: order.totalPaise,
            currency: 'INR',
            checkout_url: deps.razorpay.checkoutUrl,
          },
        };
      } catch (error) {
        // Razorpay refused or did not answer (a 502 with its reason): the order and its hold go.
        await q.updateOrder(db, order.id, { status: 'cancelled', closedAt: new Date() });
        throw error;
      }
    },
  };
}
