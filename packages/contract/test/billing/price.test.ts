import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATES_PERCENT } from '../../src/billing/constants';
import {
  couponDiscount,
  MAX_PRICE_PAISE,
  type OrderPrice,
  type PriceInput,
  placeOfSupply,
  priceOrder,
} from '../../src/billing/price';

const TELANGANA = '36';
const KARNATAKA = '29';

const base = {
  gst_rate_percent: 18,
  prices_include_gst: true,
  institute_state: TELANGANA,
  buyer_state: TELANGANA,
} satisfies Omit<PriceInput, 'listed_paise'>;

/** The rules every price keeps, whatever the amounts. */
function expectConsistent(input: PriceInput, price: OrderPrice) {
  const { taxable_paise: taxable, cgst_paise: cgst, sgst_paise: sgst, igst_paise: igst } = price;
  const rate = input.gst_rate_percent;
  for (const value of Object.values(price)) {
    expect(Number.isSafeInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
  }
  expect(price.subtotal_paise).toBe(input.listed_paise);
  expect(price.total_paise).toBe(taxable + cgst + sgst + igst);
  const net = input.listed_paise - price.discount_paise;
  const tax = price.total_paise - taxable;
  if (input.prices_include_gst) {
    expect(price.total_paise).toBe(net);
    // taxable = total × 100 / (100 + rate), to the nearest paisa, a half up.
    expect((2 * taxable - 1) * (100 + rate)).toBeLessThanOrEqual(200 * net);
    expect(200 * net).toBeLessThan((2 * taxable + 1) * (100 + rate));
  } else {
    expect(taxable).toBe(net);
    // tax = taxable × rate / 100, to the nearest paisa, a half up.
    expect((2 * tax - 1) * 100).toBeLessThanOrEqual(2 * taxable * rate);
    expect(2 * taxable * rate).toBeLessThan((2 * tax + 1) * 100);
  }
  if (input.buyer_state === input.institute_state) {
    expect(igst).toBe(0);
    expect(cgst).toBe(Math.floor(tax / 2));
    expect(sgst).toBe(tax - cgst);
  } else {
    expect(cgst + sgst).toBe(0);
    expect(igst).toBe(tax);
  }
}

describe('priceOrder', () => {
  it('takes 18% GST out of an inclusive price and splits it within the state', () => {
    // ₹45,000 including GST: taxable 4500000 × 100 / 118 = 3813559.32 → 3813559.
    expect(priceOrder({ ...base, listed_paise: 4_500_000 })).toEqual({
      subtotal_paise: 4_500_000,
      discount_paise: 0,
      taxable_paise: 3_813_559,
      cgst_paise: 343_220,
      sgst_paise: 343_221,
      igst_paise: 0,
      total_paise: 4_500_000,
    });
  });

  it('charges IGST to a buyer in another state', () => {
    expect(priceOrder({ ...base, listed_paise: 4_500_000, buyer_state: KARNATAKA })).toMatchObject({
      taxable_paise: 3_813_559,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 686_441,
      total_paise: 4_500_000,
    });
  });

  it('adds GST on top of a price that excludes it', () => {
    expect(priceOrder({ ...base, listed_paise: 4_500_000, prices_include_gst: false })).toEqual({
      subtotal_paise: 4_500_000,
      discount_paise: 0,
      taxable_paise: 4_500_000,
      cgst_paise: 405_000,
      sgst_paise: 405_000,
      igst_paise: 0,
      total_paise: 5_310_000,
    });
    // 333 paise at 5%: 16.65 → 17 paise of tax, split 8 + 9.
    expect(
      priceOrder({ ...base, listed_paise: 333, gst_rate_percent: 5, prices_include_gst: false }),
    ).toMatchObject({ taxable_paise: 333, cgst_paise: 8, sgst_paise: 9, total_paise: 350 });
  });

  it('takes the coupon off before tax, so the discount lowers the tax', () => {
    const price = priceOrder({ ...base, listed_paise: 4_500_000, coupon: { percent_off: 10 } });
    expect(price).toMatchObject({
      subtotal_paise: 4_500_000,
      discount_paise: 450_000,
      // 4050000 × 100 / 118 = 3432203.39 → 3432203.
      taxable_paise: 3_432_203,
      total_paise: 4_050_000,
    });
    expect(price.cgst_paise + price.sgst_paise).toBe(617_797);
  });

  it('rounds a percent discount to the nearest paisa, a half up', () => {
    expect(couponDiscount(333, { percent_off: 15 })).toBe(50); // 49.95
    expect(couponDiscount(1, { percent_off: 50 })).toBe(1); // 0.5
    expect(couponDiscount(3, { percent_off: 10 })).toBe(0); // 0.3
    expect(couponDiscount(999, { percent_off: 100 })).toBe(999);
    expect(couponDiscount(999, undefined)).toBe(0);
  });

  it('caps a fixed discount at the listed price: a free order has no tax', () => {
    expect(couponDiscount(3_000, { amount_off_paise: 5_000 })).toBe(3_000);
    expect(priceOrder({ ...base, listed_paise: 3_000, coupon: { amount_off_paise: 5_000 } })).toEqual({
      subtotal_paise: 3_000,
      discount_paise: 3_000,
      taxable_paise: 0,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 0,
      total_paise: 0,
    });
  });

  it('refuses amounts that are not whole paise, negative or beyond the limit, and rates beyond 100', () => {
    for (const listed_paise of [-1, 0.5, Number.NaN, MAX_PRICE_PAISE + 1])
      expect(() => priceOrder({ ...base, listed_paise })).toThrow(RangeError);
    expect(() => priceOrder({ ...base, listed_paise: 100, gst_rate_percent: 101 })).toThrow(RangeError);
    expect(() => priceOrder({ ...base, listed_paise: 100, gst_rate_percent: 1.5 })).toThrow(RangeError);
    expect(() => couponDiscount(100, { percent_off: 101 })).toThrow(RangeError);
    expect(() => couponDiscount(100, { percent_off: 12.5 })).toThrow(RangeError);
    expect(() => couponDiscount(100, { amount_off_paise: -1 })).toThrow(RangeError);
  });

  it('adds up exactly for every amount from 0 to 10,000 paise at every rate, both ways', () => {
    for (const rate of GST_RATES_PERCENT)
      for (const prices_include_gst of [true, false])
        for (const buyer_state of [TELANGANA, KARNATAKA])
          for (let listed_paise = 0; listed_paise <= 10_000; listed_paise++) {
            const input = { ...base, listed_paise, gst_rate_percent: rate, prices_include_gst, buyer_state };
            const price = priceOrder(input);
            // One expect per price would take seconds: check the sums here, the rules on a sample.
            if (
              price.total_paise !==
              price.taxable_paise + price.cgst_paise + price.sgst_paise + price.igst_paise
            )
              expect.unreachable(`${JSON.stringify(input)} → ${JSON.stringify(price)}`);
            if (listed_paise % 997 === 0) expectConsistent(input, price);
          }
  });

  it('keeps every rule for any price, coupon, rate and place of supply', () => {
    const coupon = fc.oneof(
      fc.constant(undefined),
      fc.record({ percent_off: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ amount_off_paise: fc.integer({ min: 0, max: 2 * MAX_PRICE_PAISE }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_PRICE_PAISE }),
        coupon,
        fc.constantFrom(...GST_RATES_PERCENT),
        fc.boolean(),
        fc.constantFrom(TELANGANA, KARNATAKA),
        (listed_paise, c, rate, prices_include_gst, buyer_state) => {
          const input: PriceInput = {
            ...base,
            listed_paise,
            ...(c ? { coupon: c } : {}),
            gst_rate_percent: rate,
            prices_include_gst,
            buyer_state,
          };
          expectConsistent(input, priceOrder(input));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('placeOfSupply', () => {
  it("is the GSTIN's state, else the chosen state, else the institute's", () => {
    const institute_state = TELANGANA;
    expect(placeOfSupply({ gstin: '29AAGCB7383J1Z4', state_code: '27', institute_state })).toBe('29');
    expect(placeOfSupply({ gstin: '', state_code: '27', institute_state })).toBe('27');
    expect(placeOfSupply({ gstin: null, state_code: null, institute_state })).toBe('36');
    expect(placeOfSupply({ institute_state })).toBe('36');
  });
});
