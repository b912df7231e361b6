import { Button, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { formatRupees, type Order, paymentMessages } from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { paiseOf, rupeesOf } from './rupees';

interface RefundFormProps {
  order: Order;
  busy: boolean;
  onRefund: (refund: { amount_paise: number; reason: string }) => void;
}

/** A refund of all or part of what is left; through Razorpay when it was paid there. */
export function RefundForm({ order, busy, onRefund }: RefundFormProps) {
  const left = order.total_paise - order.refunded_paise;
  const [amount, setAmount] = useState(rupeesOf(left));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const paise = paiseOf(amount);
  const amountError =
    paise === undefined
      ? 'Enter the amount in rupees, e.g. 22500.'
      : paise > left
        ? `At most ${formatRupees(left)} is left to refund.`
        : undefined;
  const reasonError = tried && reason.trim() === '' ? paymentMessages.reasonRequired : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (paise === undefined || amountError || reason.trim() === '') return;
    onRefund({ amount_paise: paise, reason: reason.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Refund">
      <Fieldset legend="Refund" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Amount (₹)"
              description={`Up to ${formatRupees(left)}`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={amountError}
              required
            />
            <Textarea
              label="Reason"
              description="Printed on the credit note"
              maxLength={300}
              rows={2}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              required
            />
          </SimpleGrid>
          <Button type="submit" color="red.9" loading={busy} style={{ alignSelf: 'flex-start' }}>
            Refund
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
