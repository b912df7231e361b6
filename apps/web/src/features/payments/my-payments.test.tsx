import {
  certificateRoutes,
  enrollmentRoutes,
  examRoutes,
  type Order,
  paymentRoutes,
  profileRoutes,
} from '@skillpath/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { candidateFixture, signInLearner } from '../../components/learner-account/learner-fixtures';
import { orderFixture, paidOrderFixture } from '../../components/payments/order-fixtures';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';

function openPayments(orders: Order[] | ReturnType<typeof apiError>) {
  signInLearner();
  mockRoute(profileRoutes.candidate, candidateFixture());
  mockRoute(enrollmentRoutes.userCourses, []);
  mockRoute(certificateRoutes.mine, []);
  mockRoute(examRoutes.combinedResults, []);
  const reads = mockRoute(paymentRoutes.myOrders, () =>
    Array.isArray(orders) ? { count: orders.length, results: orders } : orders,
  );
  return { ...renderApp('/userdash/7?tab=payments'), reads };
}

describe('payments tab', { timeout: 20_000 }, () => {
  it("lists the learner's orders with status, total, invoice and credit notes, and cancels a waiting one", async () => {
    const refunded = paidOrderFixture({
      id: 40,
      status: 'partially_refunded',
      item_title: 'Data Science',
      refunded_paise: 2_250_000,
      credit_notes: [
        {
          number: 'CN/29-30/000001',
          amount_paise: 2_250_000,
          reason: 'Half',
          created_at: '2030-01-16T10:00:00Z',
        },
      ],
    });
    const { user, reads } = openPayments([orderFixture(), refunded]);
    const cancels = mockRoute(paymentRoutes.cancelMine, orderFixture({ status: 'cancelled' }));

    const list = await screen.findByRole('list', { name: 'Your orders' }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    const waiting = within(list).getByRole('listitem', { name: 'Order 41' });
    expect(waiting).toHaveTextContent('Awaiting payment');
    expect(waiting).toHaveTextContent('Total ₹45,000.00');
    expect(within(waiting).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/checkout/course/3',
    );

    const partly = within(list).getByRole('listitem', { name: 'Order 40' });
    expect(partly).toHaveTextContent('Partly refunded');
    expect(partly).toHaveTextContent('Invoice SP/29-30/000001');
    expect(partly).toHaveTextContent('Credit note CN/29-30/000001 for ₹22,500.00');
    expect(within(partly).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(waiting).getByRole('button', { name: 'Cancel order 41' }));
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    expect(cancels.map((c) => c.params.id)).toEqual(['41']);
  });

  it('says so when there are no orders yet', async () => {
    openPayments([]);
    expect(await screen.findByText(/No payments yet/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers Retry when the orders cannot be read', async () => {
    openPayments(apiError(500, 'Server error.'));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your payments could not be loaded: Server error.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
