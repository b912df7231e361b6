import { paymentRoutes, razorpayWebhookRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture, paidOrderFixture } from '../../../components/payments/order-fixtures';
import { apiError, mockRoute } from '../../../test/api-mock';
import { choose, fill, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const learner = { learner_name: 'Asha Rao', learner_email: 'asha@example.com' };
const page = (results = [{ ...orderFixture(), ...learner }]) => ({
  count: results.length,
  results,
  totals: { paid_paise: 9_000_000, refunded_paise: 2_250_000, outstanding_paise: 4_500_000 },
});

describe('admin payments', screenTestTimeout, () => {
  it('lists orders with the range totals, filters them, and reconciles with Razorpay', async () => {
    const flagged = {
      ...paidOrderFixture({ id: 40, flag: 'Paid ₹100.00 less than the total.' }),
      ...learner,
    };
    const reads = mockRoute(paymentRoutes.adminList, page([{ ...orderFixture(), ...learner }, flagged]));
    const reconciles = mockRoute(razorpayWebhookRoutes.reconcile, { checked: 3, settled: 1 });
    const { user } = await openAdmin('/admindash/payments', 'Payments');

    const totals = await screen.findByLabelText('Totals of the orders shown');
    expect(totals).toHaveTextContent('Paid₹90,000.00');
    expect(totals).toHaveTextContent('Refunded₹22,500.00');
    expect(totals).toHaveTextContent('Outstanding₹45,000.00');
    const table = screen.getByRole('table', { name: 'Orders' });
    const row = within(table).getByRole('link', { name: 'Order 40' }).closest('tr')!;
    expect(row).toHaveTextContent('Flagged');
    expect(row).toHaveTextContent('SP/29-30/000001');

    await choose(user, screen.getByRole('combobox', { name: 'Method' }), 'Razorpay');
    await waitFor(() => expect(reads.at(-1)?.query.get('method')).toBe('razorpay'));

    await user.click(screen.getByRole('button', { name: 'Reconcile with Razorpay' }));
    expect(await screen.findByText('Checked 3 waiting orders with Razorpay; 1 settled.')).toBeInTheDocument();
    expect(reconciles).toHaveLength(1);
  });

  it('records a desk payment on a waiting order, in paise, from the total in rupees', async () => {
    mockRoute(paymentRoutes.order, orderFixture());
    const records = mockRoute(paymentRoutes.recordPayment, paidOrderFixture());
    const { user } = await openAdmin('/admindash/payments/41', 'Order 41');

    const form = await screen.findByRole('form', { name: 'Record desk payment' });
    expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveValue('45000');
    await fill(user, within(form).getByRole('textbox', { name: /Reference/ }), 'UPI 4242');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
    expect(records.map((c) => c.body)).toEqual([
      { method: 'upi', amount_paise: 4_500_000, reference: 'UPI 4242' },
    ]);
    expect(screen.getByText('SP/29-30/000001')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record desk payment' })).not.toBeInTheDocument();
  });

  it('refunds half of a paid order after asking, and keeps a refund above what is left from being sent', async () => {
    mockRoute(paymentRoutes.order, paidOrderFixture());
    const refunds = mockRoute(
      paymentRoutes.refund,
      paidOrderFixture({ status: 'partially_refunded', refunded_paise: 2_250_000 }),
    );
    const { user } = await openAdmin('/admindash/payments/41', 'Order 41');

    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await fill(user, amount, '45000.01');
    expect(within(form).getByText('At most ₹45,000.00 is left to refund.')).toBeInTheDocument();
    await fill(user, amount, '22500');
    await fill(user, within(form).getByRole('textbox', { name: /Reason/ }), 'Left after the first week');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(dialog).toHaveTextContent('Refund ₹22,500.00 of order 41?');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund recorded.')).toBeInTheDocument();
    expect(refunds.map((c) => c.body)).toEqual([
      { amount_paise: 2_250_000, reason: 'Left after the first week' },
    ]);
  });

  it('cancels a waiting order only once confirmed, and says why a refusal happened', async () => {
    mockRoute(paymentRoutes.order, orderFixture());
    const cancels = mockRoute(
      paymentRoutes.cancel,
      apiError(409, 'Only an order waiting for payment can be cancelled.', 'order_not_cancellable'),
    );
    const { user } = await openAdmin('/admindash/payments/41', 'Order 41');

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cancels).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(
      await screen.findByText(/Failed to cancel: Only an order waiting for payment can be cancelled/),
    ).toBeInTheDocument();
    expect(cancels).toHaveLength(1);
  });

  it('shows a load failure with Retry', async () => {
    mockRoute(paymentRoutes.adminList, apiError(500, 'Server error.'));
    await openAdmin('/admindash/payments', 'Payments');
    expect(await screen.findByText(/Failed to load the orders/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
