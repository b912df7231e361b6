import { gstinStateCode } from './gstin';

/**
 * Prices are integer paise (docs/decisions/money-in-paise.md). Rounding happens at two named steps,
 * the discount and the split of tax from a total, each to the nearest paisa with halves rounded up
 * (what a person does on paper); every other amount is a difference, so the lines always add up.
 */

/** A coupon's value: a whole percent of the listed price, or a fixed amount. */
export type CouponValue = { percent_off: number } | { amount_off_paise: number };

export interface PriceInput {
  /** The item's listed price. */
  listed_paise: number;
  coupon?: CouponValue;
  gst_rate_percent: number;
  /** Listed prices already include GST (the tax is taken out of them) or have it added on top. */
  prices_include_gst: boolean;
  institute_state: string;
  /** The place of supply (see `placeOfSupply`). */
  buyer_state: string;
}

export interface OrderPrice {
  /** The listed price. */
  subtotal_paise: number;
  discount_paise: number;
  /** What the tax is charged on. */
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** What the buyer pays: taxable + cgst + sgst + igst. */
  total_paise: number;
}

/** The largest listed price computed here (₹1,000 crore): every product below stays an exact integer. */
export const MAX_PRICE_PAISE = 1e12;

/** numerator / denominator to the nearest integer, halves up (both non-negative integers). */
const roundedQuotient = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

function wholeAmount(name: string, value: number, max: number) {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new RangeError(`${name} must be a whole number from 0 to ${max}, not ${value}.`);
}

/** The discount a coupon gives on a listed price: never more than the price. */
export function couponDiscount(listed_paise: number, coupon: CouponValue | undefined): number {
  if (!coupon) return 0;
  if ('percent_off' in coupon) {
    wholeAmount('percent_off', coupon.percent_off, 100);
    return roundedQuotient(coupon.percent_off * listed_paise, 100);
  }
  wholeAmount('amount_off_paise', coupon.amount_off_paise, Number.MAX_SAFE_INTEGER);
  return Math.min(coupon.amount_off_paise, listed_paise);
}

/**
 * The price of one order: the discount comes off the listed price first, so it lowers the tax too;
 * within the institute's state the tax splits into CGST (the lower half) and SGST, otherwise it is IGST.
 */
export function priceOrder(input: PriceInput): OrderPrice {
  const { listed_paise, gst_rate_percent: rate } = input;
  wholeAmount('listed_paise', listed_paise, MAX_PRICE_PAISE);
  wholeAmount('gst_rate_percent', rate, 100);
  const discount_paise = couponDiscount(listed_paise, input.coupon);
  const net = listed_paise - discount_paise;

  let taxable_paise: number;
  let total_paise: number;
  if (input.prices_include_gst) {
    total_paise = net;
    taxable_paise = roundedQuotient(net * 100, 100 + rate);
  } else {
    taxable_paise = net;
    total_paise = net + roundedQuotient(net * rate, 100);
  }
  const tax = total_paise - taxable_paise;
  const intraState = input.buyer_state === input.institute_state;
  const cgst_paise = intraState ? Math.floor(tax / 2) : 0;
  return {
    subtotal_paise: listed_paise,
    discount_paise,
    taxable_paise,
    cgst_paise,
    sgst_paise: intraState ? tax - cgst_paise : 0,
    igst_paise: intraState ? 0 : tax,
    total_paise,
  };
}

/**
 * Where a supply is made, which decides CGST + SGST or IGST: the state of the buyer's GSTIN when a
 * business buys, else the state the buyer chose, else the institute's own.
 */
export function placeOfSupply(buyer: {
  gstin?: string | null;
  state_code?: string | null;
  institute_state: string;
}): string {
  if (buyer.gstin) return gstinStateCode(buyer.gstin);
  return buyer.state_code || buyer.institute_state;
}
