import { Button, Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { GST_STATES, gstinStateCode, gstStateName, isGstin, paymentMessages } from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import type { CheckoutRequest } from './payments-api';

const GSTIN_LENGTH = 15;
const stateOptions = GST_STATES.map((s) => ({ value: s.code, label: s.name }));

export type BillingDetails = NonNullable<CheckoutRequest['billing']>;

interface BillingDetailsFormProps {
  initialName: string;
  /** What was sent last, when the learner comes back to change it. */
  previous?: BillingDetails;
  busy: boolean;
  /** The server's word on the GSTIN, when it refused it. */
  gstinError?: string;
  onSubmit: (billing: BillingDetails) => void;
}

/**
 * The buyer on the invoice: name, the state that decides how GST is split (the institute's when left
 * empty), a GSTIN for a business that claims the tax back (its state then decides), and an address.
 */
export function BillingDetailsForm({
  initialName,
  previous,
  busy,
  gstinError,
  onSubmit,
}: BillingDetailsFormProps) {
  const [name, setName] = useState(previous?.name ?? initialName);
  const [stateCode, setStateCode] = useState<string | null>(previous?.state_code ?? null);
  const [gstin, setGstin] = useState(previous?.gstin ?? '');
  const [address, setAddress] = useState(previous?.address ?? '');
  const [gstinLeft, setGstinLeft] = useState(false);

  const gstinInvalid = gstin !== '' && (gstinLeft || gstin.length === GSTIN_LENGTH) && !isGstin(gstin);
  const gstinState = gstin.length === GSTIN_LENGTH && isGstin(gstin) ? gstinStateCode(gstin) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gstin !== '' && !isGstin(gstin)) {
      setGstinLeft(true);
      document.getElementById('billing-gstin')?.focus();
      return;
    }
    onSubmit({
      name: name.trim() || undefined,
      state_code: gstinState ?? stateCode ?? undefined,
      gstin: gstin || undefined,
      address: address.trim() || undefined,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Billing details">
      <Stack gap="md">
        <Fieldset legend="Billing details" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name on the invoice"
              value={name}
              maxLength={100}
              autoComplete="name"
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Select
              label="State"
              description={
                gstinState
                  ? `Your GSTIN's state: ${gstStateName(gstinState)}`
                  : "Decides how GST is split; empty is the institute's state"
              }
              placeholder="The institute's state"
              data={stateOptions}
              value={gstinState ?? stateCode}
              onChange={setStateCode}
              disabled={gstinState !== undefined}
              searchable
              clearable
              nothingFoundMessage="No such state"
            />
            <TextInput
              id="billing-gstin"
              label="GSTIN (optional)"
              description="For a business that claims the GST back"
              value={gstin}
              maxLength={GSTIN_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setGstin(event.currentTarget.value.trim().toUpperCase());
                setGstinLeft(false);
              }}
              onBlur={() => setGstinLeft(true)}
              error={gstinInvalid ? paymentMessages.invalidGstin : gstinError}
            />
            <Textarea
              label="Address (optional)"
              value={address}
              maxLength={300}
              rows={2}
              autoComplete="street-address"
              onChange={(event) => setAddress(event.currentTarget.value)}
            />
          </SimpleGrid>
        </Fieldset>
        <Button type="submit" loading={busy} size="md" style={{ alignSelf: 'flex-start' }}>
          Continue to payment
        </Button>
      </Stack>
    </form>
  );
}
