import { paymentRoutes, routeUrl } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { extractText } from '../helpers/pdf-raster';
import { registerLearner, signInAdmin } from '../helpers/users';
import { checkout, priceItem, recordPayment, refund } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  // 1,18,000 rupees including 18%: taxable exactly 1,00,000, tax 18,000.
  await priceItem(t, 'course', 5, 118_000);
});
afterAll(() => t.close());

const download = (route: { path: string }, number: string, token: string) =>
  t.call({ method: 'GET', url: routeUrl(route, { number }), token });

async function paidOrder(billing: object) {
  const learner = await registerLearner(t);
  const admin = await signInAdmin(t);
  const { order } = (await checkout(t, learner.token, { item_type: 'course', item_id: 5, billing })).json();
  const paid = (
    await recordPayment(t, admin.token, order.id, { method: 'upi', amount_paise: order.total_paise })
  ).json();
  return { learner, admin, paid };
}

describe('invoices and credit notes as PDFs', () => {
  it('prints a GST invoice: seller and buyer, GSTINs, place of supply, SAC, the tax split, the total in words', async () => {
    const { learner, paid } = await paidOrder({
      name: 'రవి కుమార్',
      state_code: '36',
      address: 'Madhapur, Hyderabad',
    });
    const res = await download(paymentRoutes.invoicePdf, paid.invoice_number, learner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    const text = extractText(res.rawPayload);
    for (const expected of [
      'Tax Invoice',
      paid.invoice_number,
      '36ABKFS4821Q1ZH',
      'రవి కుమార్',
      'Place of supply: Telangana (36)',
      '999293',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹1,00,000.00',
      '₹1,18,000.00',
      'One Lakh Eighteen Thousand Rupees Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints IGST for a business buyer in another state, with its GSTIN', async () => {
    const { learner, paid } = await paidOrder({ name: 'Acme Pvt Ltd', gstin: '27AAPFU0939F1ZV' });
    const text = extractText(
      (await download(paymentRoutes.invoicePdf, paid.invoice_number, learner.token)).rawPayload,
    );
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('Maharashtra (27)');
  });

  it('prints a credit note against the invoice for a refund', async () => {
    const { learner, admin, paid } = await paidOrder({});
    const refunded = (
      await refund(t, admin.token, paid.id, { amount_paise: 59_000_00, reason: 'Moved to a later batch' })
    ).json();
    const number = refunded.credit_notes[0].number;
    const res = await download(paymentRoutes.creditNotePdf, number, learner.token);
    expect(res.statusCode).toBe(200);
    const text = extractText(res.rawPayload);
    for (const expected of [
      'Credit Note',
      number,
      `Against invoice ${paid.invoice_number}`,
      'Fifty Nine Thousand Rupees Only',
      'Moved to a later batch',
    ])
      expect(text, expected).toContain(expected);
  });

  it('shows a document to its buyer and to admins only, and only under its own kind', async () => {
    const { paid, admin } = await paidOrder({});
    const other = await registerLearner(t);
    const foreign = await download(paymentRoutes.invoicePdf, paid.invoice_number, other.token);
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'forbidden']);
    expect((await download(paymentRoutes.invoicePdf, paid.invoice_number, admin.token)).statusCode).toBe(200);
    expect((await download(paymentRoutes.creditNotePdf, paid.invoice_number, admin.token)).statusCode).toBe(
      404,
    );
    const malformed = await t.call({
      method: 'GET',
      url: '/v1/api/invoices/..%2F..%2Fetc%2Fpasswd/pdf/',
      token: admin.token,
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      (
        await t.call({
          method: 'GET',
          url: routeUrl(paymentRoutes.invoicePdf, { number: paid.invoice_number }),
        })
      ).statusCode,
    ).toBe(401);
  });
});
