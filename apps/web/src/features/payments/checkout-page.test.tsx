import {
  type CheckoutResponse,
  paymentErrorCodes as codes,
  paymentMessages,
  paymentRoutes,
  profileRoutes,
} from '@skillpath/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { candidateFixture, signInLearner } from '../../components/learner-account/learner-fixtures';
import { orderFixture, paidOrderFixture } from '../../components/payments/order-fixtures';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import type { RazorpayFailure, RazorpayOptions } from './razorpay-checkout';

const PAGE = '/checkout/course/3';

const desk: CheckoutResponse = {
  order: orderFixture(),
  payment: {
    provider: 'manual',
    upi_uri: 'upi://pay?pa=skillpath@upi&pn=Skillpath%20Training&am=45000.00&cu=INR&tn=Order%2041',
    instructions: {
      payee: 'Skillpath Training',
      upi_vpa: 'skillpath@upi',
      bank_details: 'HDFC Bank, A/c 50200012345678, IFSC HDFC0001234',
      address: 'HITEC City, Hyderabad',
      note: 'Order 41',
    },
  },
};

const online: CheckoutResponse = {
  order: orderFixture({ place_of_supply: '29', cgst_paise: 0, sgst_paise: 0, igst_paise: 686_441 }),
  payment: {
    provider: 'razorpay',
    key_id: 'rzp_test_StandIn0000001',
    razorpay_order_id: 'order_StandIn41',
    amount: 4_500_000,
    currency: 'INR',
    checkout_url: 'https://checkout.razorpay.example/v1/checkout.js',
  },
};

/** A stand-in for Checkout's `Razorpay`: the test decides what the learner does in it. */
function fakeRazorpay(act: (options: RazorpayOptions, failed: (answer: RazorpayFailure) => void) => void) {
  const opened: RazorpayOptions[] = [];
  class Razorpay {
    private failed: (answer: RazorpayFailure) => void = () => {};
    constructor(private readonly options: RazorpayOptions) {}
    on(_event: string, listener: (answer: RazorpayFailure) => void) {
      this.failed = listener;
    }
    open() {
      opened.push(this.options);
      act(this.options, this.failed);
    }
  }
  Object.assign(window, { Razorpay });
  return opened;
}

afterEach(() => {
  delete (window as { Razorpay?: unknown }).Razorpay;
});

async function openCheckout() {
  signInLearner();
  mockRoute(profileRoutes.candidate, candidateFixture());
  const app = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 5000 });
  return app;
}

describe('checkout page', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to sign in, to come back to the checkout', async () => {
    const { router } = renderApp(PAGE);
    await screen.findByRole('heading', { name: /sign in/i }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(PAGE);
  });

  it('prices the order and shows how to pay at the desk, with the UPI QR, then cancels it', async () => {
    const { user } = await openCheckout();
    const posts = mockRoute(paymentRoutes.checkout, desk);
    const cancels = mockRoute(paymentRoutes.cancelMine, orderFixture({ status: 'cancelled' }));
    mockRoute(paymentRoutes.myOrders, { count: 0, results: [] });

    expect(screen.getByRole('textbox', { name: 'Name on the invoice' })).toHaveValue('Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Address (optional)' }), 'Madhapur, Hyderabad');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('heading', { name: 'Pay at the desk' })).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([
      {
        item_type: 'course',
        item_id: 3,
        billing: { name: 'Asha Rao', address: 'Madhapur, Hyderabad' },
      },
    ]);
    const bill = screen.getByRole('table');
    expect(within(bill).getByRole('row', { name: /CGST 9%/ })).toHaveTextContent('₹3,432.20');
    expect(within(bill).getByRole('row', { name: /SGST 9%/ })).toHaveTextContent('₹3,432.21');
    expect(within(bill).getByRole('row', { name: /Total/ })).toHaveTextContent('₹45,000.00');
    expect(
      screen.getByRole('img', { name: /UPI QR code: pay ₹45,000.00 to skillpath@upi/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/HDFC0001234/)).toBeInTheDocument();
    // The institute's clock: 10:15 UTC is 3:45 pm in Kolkata.
    expect(screen.getByText(/Your seat is held until 15 Jan 2030, 3:45 pm IST/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(/Your order is cancelled/)).toBeInTheDocument();
    expect(cancels.map((c) => c.params.id)).toEqual(['41']);
  });

  it('pays through Razorpay Checkout after a failed try and confirms with the invoice number', async () => {
    const { user } = await openCheckout();
    mockRoute(paymentRoutes.checkout, online);
    mockRoute(paymentRoutes.myOrders, { count: 0, results: [] });
    const verifies = mockRoute(paymentRoutes.razorpayVerify, paidOrderFixture());
    let tries = 0;
    const opened = fakeRazorpay((options, failed) => {
      tries += 1;
      if (tries === 1) failed({ error: { description: 'Your bank declined the payment.' } });
      else
        options.handler({
          razorpay_order_id: options.order_id,
          razorpay_payment_id: 'pay_StandIn01',
          razorpay_signature: 'f'.repeat(64),
        });
    });

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹45,000.00' });
    expect(screen.getByRole('row', { name: /IGST 18%/ })).toHaveTextContent('₹6,864.41');

    await user.click(pay);
    expect(await screen.findByText(/Your bank declined the payment/)).toBeInTheDocument();
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_StandIn0000001',
      order_id: 'order_StandIn41',
      amount: 4_500_000,
      currency: 'INR',
      name: 'Skillpath',
      description: 'Full Stack Development',
      prefill: { name: 'Asha Rao', email: 'asha@example.com' },
    });

    await user.click(screen.getByRole('button', { name: 'Pay ₹45,000.00' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText('SP/29-30/000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in your payments' })).toHaveAttribute(
      'href',
      '/userdash/7?tab=payments',
    );
    expect(verifies.map((c) => c.body)).toEqual([
      {
        razorpay_order_id: 'order_StandIn41',
        razorpay_payment_id: 'pay_StandIn01',
        razorpay_signature: 'f'.repeat(64),
      },
    ]);
  });

  it('leaves the order waiting with its Pay button when Checkout is closed', async () => {
    const { user } = await openCheckout();
    mockRoute(paymentRoutes.checkout, online);
    mockRoute(paymentRoutes.myOrders, { count: 0, results: [] });
    fakeRazorpay((options) => options.modal.ondismiss());
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹45,000.00' }));
    expect(await screen.findByText(/Checkout was closed. Your order is waiting/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹45,000.00' })).toBeEnabled();
  });

  it('says a sold-out item is sold out', async () => {
    const { user } = await openCheckout();
    mockRoute(paymentRoutes.checkout, apiError(409, paymentMessages.soldOut, codes.soldOut));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sold out');
    expect(within(alert).getByRole('link', { name: 'Back to the item' })).toHaveAttribute(
      'href',
      '/traincard/3',
    );
  });

  it('checks a GSTIN with the contract rule before sending, and shows the server refusing one on the field', async () => {
    const { user } = await openCheckout();
    const posts = mockRoute(paymentRoutes.checkout, () =>
      apiError(400, paymentMessages.invalidGstin, codes.invalidGstin, {
        'billing.gstin': [paymentMessages.invalidGstin],
      }),
    );
    const gstin = screen.getByRole('textbox', { name: 'GSTIN (optional)' });
    await user.type(gstin, '36abkfs4821q1zj');
    expect(gstin).toHaveValue('36ABKFS4821Q1ZJ');
    expect(await screen.findByText(paymentMessages.invalidGstin)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(posts).toHaveLength(0);

    await user.clear(gstin);
    await user.type(gstin, '36ABKFS4821Q1ZH');
    expect(screen.getByText("Your GSTIN's state: Telangana")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(paymentMessages.invalidGstin)).toBeInTheDocument();
    expect(posts[0]?.body).toMatchObject({ billing: { gstin: '36ABKFS4821Q1ZH', state_code: '36' } });
  });
});
