import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  type CheckoutResponse,
  paymentErrorCodes as codes,
  formatRupees,
  institute,
  type Order,
} from '@skillpath/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { verifyRazorpayPayment } from './payments-api';
import { openRazorpay, type RazorpaySuccess } from './razorpay-checkout';

type RazorpayPayment = Extract<CheckoutResponse['payment'], { provider: 'razorpay' }>;

interface RazorpayPayProps {
  order: Order;
  payment: RazorpayPayment;
  buyer: { name: string; email: string };
  onPaid: (order: Order) => void;
}

type Stage =
  | { kind: 'ready' }
  | { kind: 'opening' }
  | { kind: 'open' }
  | { kind: 'verifying' }
  | { kind: 'failed'; reason: string }
  | { kind: 'dismissed' };

/**
 * Pays through Razorpay Checkout: opens it for the order, hands its answer to the server (which checks
 * the signature and asks Razorpay), and says why a try failed so the learner can try again. Closing
 * Checkout leaves the order waiting, with the Pay button.
 */
export function RazorpayPay({ order, payment, buyer, onPaid }: RazorpayPayProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'ready' });

  const verify = async (answer: RazorpaySuccess) => {
    setStage({ kind: 'verifying' });
    try {
      onPaid(await verifyRazorpayPayment(answer));
    } catch (error) {
      const reason =
        error instanceof ApiRequestError && error.code === codes.badSignature
          ? 'The payment could not be verified. If money left your account, it is settled within minutes; otherwise try again.'
          : error instanceof Error
            ? error.message
            : String(error);
      setStage({ kind: 'failed', reason });
    }
  };

  const pay = async () => {
    setStage({ kind: 'opening' });
    try {
      await openRazorpay(
        payment.checkout_url,
        {
          key: payment.key_id,
          order_id: payment.razorpay_order_id,
          amount: payment.amount,
          currency: payment.currency,
          name: institute.name,
          description: order.item_title,
          prefill: { name: buyer.name, email: buyer.email },
          handler: (answer) => void verify(answer),
          modal: { ondismiss: () => setStage({ kind: 'dismissed' }) },
        },
        (failure) =>
          setStage({
            kind: 'failed',
            reason: failure.error?.description ?? 'The payment failed.',
          }),
      );
      setStage((now) => (now.kind === 'opening' ? { kind: 'open' } : now));
    } catch (error) {
      setStage({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  const busy = stage.kind === 'opening' || stage.kind === 'verifying';
  return (
    <Stack gap="sm">
      {stage.kind === 'failed' && (
        <Alert
          color="red.9"
          title="Payment failed"
          icon={<IconAlertCircle aria-hidden="true" />}
          role="alert"
        >
          {stage.reason} You can try again.
        </Alert>
      )}
      {stage.kind === 'dismissed' && (
        <Text size="sm" c="dimmed" role="status">
          Checkout was closed. Your order is waiting: pay whenever you are ready.
        </Text>
      )}
      {stage.kind === 'verifying' && (
        <Text size="sm" role="status">
          Confirming your payment…
        </Text>
      )}
      <Button size="md" onClick={pay} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Pay {formatRupees(order.total_paise)}
      </Button>
      <Text size="xs" c="dimmed">
        UPI, cards, netbanking and wallets, through Razorpay.
      </Text>
    </Stack>
  );
}
