import {
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type BillingSettings,
  type BillingSettingsInput,
  billingSettingsInputSchema,
  financialYearLabel,
  GST_RATES_PERCENT,
  GST_STATES,
  gstinSchema,
  gstinStateCode,
  gstStateName,
  invoiceNumber,
  isInvoicePrefix,
} from '@skillpath/contract';
import { type FormEvent, useRef } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { focusFirstInvalid } from '../shared/form-section';
import { fieldErrors, refusalMessage } from '../shared/schema-errors';
import type { TaskResult } from '../shared/use-busy-task';
import { useFieldValues } from '../shared/use-field-values';
import { BillingExample } from './billing-example';

const GSTIN_LENGTH = 15;
const CHECK_FIELDS = 'Check the highlighted fields.';

const stateOptions = GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
const rateOptions = GST_RATES_PERCENT.map((rate) => ({ value: String(rate), label: `${rate}%` }));

type Values = {
  legal_name: string;
  address: string;
  gstin: string;
  state_code: string | null;
  /** The Select's value: the rate as text. */
  gst_rate_percent: string;
  prices_include_gst: boolean;
  invoice_prefix: string;
  upi_vpa: string;
  bank_details: string;
};

const valuesOf = (s: BillingSettings): Values => ({
  legal_name: s.legal_name,
  address: s.address,
  gstin: s.gstin,
  state_code: s.state_code || null,
  gst_rate_percent: String(s.gst_rate_percent),
  prices_include_gst: s.prices_include_gst,
  invoice_prefix: s.invoice_prefix,
  upi_vpa: s.upi_vpa,
  bank_details: s.bank_details,
});

/** What is wrong with a GSTIN: checked once all 15 characters are typed, or when the field is left. */
function gstinProblem(value: string, left: boolean): string | undefined {
  if (value === '' || (!left && value.length < GSTIN_LENGTH)) return undefined;
  const parsed = gstinSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The first server message of each field of a refused save. */
const serverFieldErrors = (error: unknown) =>
  error instanceof ApiRequestError
    ? Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? '']))
    : {};

interface BillingSettingsFormProps {
  settings: BillingSettings;
  busy: boolean;
  onSubmit: (input: BillingSettingsInput) => Promise<TaskResult<unknown>>;
  onInvalid: (message: string) => void;
}

/** The seller's details on invoices, the GST charged, the invoice series and how to pay at the desk. */
export function BillingSettingsForm({ settings, busy, onSubmit, onInvalid }: BillingSettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, set, text } = useFieldValues(() => valuesOf(settings));

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    onInvalid(refusalMessage(found, CHECK_FIELDS));
    focusFirstInvalid(formRef.current);
  };

  const typeGstin = (typed: string, left = false) => {
    const gstin = typed.toUpperCase();
    set('gstin', gstin);
    const problem = gstinProblem(gstin, left);
    if (problem) setErrors((prev) => ({ ...prev, gstin: problem }));
    // A registration is per state: a valid GSTIN says the institute's state.
    else if (gstin.length === GSTIN_LENGTH) set('state_code', gstinStateCode(gstin));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = billingSettingsInputSchema.safeParse({
      ...values,
      state_code: values.state_code ?? '',
      gst_rate_percent: Number(values.gst_rate_percent),
    });
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    const result = await onSubmit(parsed.data);
    if (!result.ok) {
      const found = serverFieldErrors(result.error);
      if (Object.keys(found).length > 0) refuse(found);
    }
  };

  const gstinState = errors.gstin || values.gstin.length < GSTIN_LENGTH ? undefined : values.gstin;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Billing settings">
      <Stack gap="lg">
        <Fieldset legend="The institute on its invoices" radius="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Legal name"
              description="As on the GST registration"
              required
              maxLength={200}
              {...text('legal_name')}
            />
            <TextInput
              label="GSTIN"
              description={
                gstinState
                  ? `Registered in ${gstStateName(gstinStateCode(gstinState))}`
                  : '15 characters, e.g. 36ABKFS4821Q1ZH'
              }
              required
              maxLength={GSTIN_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              value={values.gstin}
              onChange={(event) => typeGstin(event.currentTarget.value)}
              onBlur={(event) => typeGstin(event.currentTarget.value, true)}
              error={errors.gstin}
            />
            <Select
              label="State"
              description="Where the institute is registered for GST"
              required
              searchable
              allowDeselect={false}
              placeholder="Choose a state"
              data={stateOptions}
              value={values.state_code}
              onChange={(value) => set('state_code', value)}
              error={errors.state_code}
            />
            <Textarea
              label="Address"
              description="Printed on invoices and shown to learners paying at the office"
              required
              autosize
              minRows={2}
              maxLength={500}
              {...text('address')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="GST and invoice numbers" radius="lg">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="GST rate"
                description="Training and coaching services: 18%"
                required
                allowDeselect={false}
                data={rateOptions}
                value={values.gst_rate_percent}
                onChange={(value) => value && set('gst_rate_percent', value)}
                error={errors.gst_rate_percent}
              />
              <TextInput
                label="Invoice prefix"
                description={
                  isInvoicePrefix(values.invoice_prefix)
                    ? `Invoices are numbered ${invoiceNumber(values.invoice_prefix, financialYearLabel(new Date()), 1)} onwards`
                    : '1 to 3 capital letters or digits'
                }
                required
                maxLength={3}
                autoCapitalize="characters"
                autoComplete="off"
                value={values.invoice_prefix}
                onChange={(event) => set('invoice_prefix', event.currentTarget.value.toUpperCase())}
                error={errors.invoice_prefix}
              />
            </SimpleGrid>
            <Switch
              label="Listed prices include GST"
              description="On: the tax is taken out of each listed price. Off: it is added on top."
              checked={values.prices_include_gst}
              onChange={(event) => set('prices_include_gst', event.currentTarget.checked)}
            />
            <BillingExample rate={Number(values.gst_rate_percent)} includeGst={values.prices_include_gst} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Paying at the desk" radius="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="UPI ID"
              description="Shown as a QR code with the exact amount; leave empty for none"
              placeholder="skillpath@upi"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={320}
              {...text('upi_vpa')}
            />
            <Textarea
              label="Bank details"
              description="Account name, bank, account number and IFSC, for transfers"
              autosize
              minRows={3}
              maxLength={1000}
              {...text('bank_details')}
            />
          </SimpleGrid>
        </Fieldset>

        <Group>
          <Button type="submit" loading={busy} disabled={busy}>
            Save billing settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
