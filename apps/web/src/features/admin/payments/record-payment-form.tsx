import { Button, Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { DeskMethod, Order } from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { deskMethodOptions } from './payment-labels';
import { paiseOf, rupeesOf } from './rupees';

interface RecordPaymentFormProps {
  order: Order;
  busy: boolean;
  onRecord: (payment: {
    method: DeskMethod;
    amount_paise: number;
    reference?: string;
    paid_on?: string;
  }) => void;
}

/** A payment taken at the desk: how, how much (the order's total, in rupees), its reference and day. */
export function RecordPaymentForm({ order, busy, onRecord }: RecordPaymentFormProps) {
  const [method, setMethod] = useState<DeskMethod>('upi');
  const [amount, setAmount] = useState(rupeesOf(order.total_paise));
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const paise = paiseOf(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paise === undefined) return;
    onRecord({
      method,
      amount_paise: paise,
      reference: reference.trim() || undefined,
      paid_on: paidOn || undefined,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Record desk payment">
      <Fieldset legend="Record desk payment" radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Method"
              data={deskMethodOptions}
              value={method}
              onChange={(value) => value && setMethod(value as DeskMethod)}
              allowDeselect={false}
            />
            <TextInput
              label="Amount (₹)"
              description="The order's total, GST included"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={paise === undefined ? 'Enter the amount in rupees, e.g. 45000 or 45000.50.' : undefined}
              required
            />
            <TextInput
              label="Reference (optional)"
              description="UPI transaction id, cheque or receipt number"
              maxLength={100}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="Received on (optional)"
              description="Today when left empty"
              value={paidOn}
              onChange={(event) => setPaidOn(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            Record payment
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
