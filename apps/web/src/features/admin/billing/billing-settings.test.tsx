import { type BillingSettings, billingRoutes, GST_STATES, billingMessages as m } from '@skillpath/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import { fill, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const PAGE = '/admindash/billing-settings';
const TITLE = 'Billing settings';

const unset: BillingSettings = {
  legal_name: '',
  address: '',
  gstin: '',
  state_code: '',
  gst_rate_percent: 18,
  prices_include_gst: true,
  invoice_prefix: 'SP',
  upi_vpa: '',
  bank_details: '',
  updated_at: null,
};

const saved: BillingSettings = {
  legal_name: 'Skillpath Training Institute',
  address: 'HITEC City, Hyderabad',
  gstin: '36ABKFS4821Q1ZH',
  state_code: '36',
  gst_rate_percent: 18,
  prices_include_gst: true,
  invoice_prefix: 'SP',
  upi_vpa: 'skillpath@upi',
  bank_details: 'HDFC Bank',
  updated_at: '2030-01-15T10:00:00.000Z',
};

describe('billing settings', screenTestTimeout, () => {
  it('checks the GSTIN as it is typed, takes its state, and saves the settings', async () => {
    mockRoute(billingRoutes.settings, unset);
    const puts = mockRoute(billingRoutes.updateSettings, ({ body }) => ({
      ...(body as BillingSettings),
      updated_at: '2030-01-15T10:00:00.000Z',
    }));
    const { user } = await openAdmin(PAGE, TITLE);
    expect(await screen.findByText('Not set up yet')).toBeInTheDocument();

    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await user.type(gstin, '36abkfs4821q1z');
    expect(gstin).toHaveValue('36ABKFS4821Q1Z');
    expect(gstin).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(gstin, 'J');
    expect(await screen.findByText(m.gstinCheck)).toBeInTheDocument();
    await user.type(gstin, '{Backspace}H');
    await waitFor(() => expect(screen.queryByText(m.gstinCheck)).not.toBeInTheDocument());
    expect(screen.getByText('Registered in Telangana')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Telangana (36)');

    await fill(user, screen.getByRole('textbox', { name: 'Legal name' }), 'Skillpath Training Institute');
    await fill(user, screen.getByRole('textbox', { name: 'Address' }), 'HITEC City, Hyderabad');
    await fill(user, screen.getByRole('textbox', { name: 'UPI ID' }), 'skillpath@upi');
    await user.click(screen.getByRole('switch', { name: /Listed prices include GST/ }));
    expect(screen.getByText(/costs the learner/)).toHaveTextContent(
      'a course listed at ₹45,000.00 costs the learner ₹53,100.00 (₹45,000.00 + ₹8,100.00 GST)',
    );
    await user.click(screen.getByRole('button', { name: 'Save billing settings' }));

    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(puts.map((call) => call.body)).toEqual([
      {
        legal_name: 'Skillpath Training Institute',
        address: 'HITEC City, Hyderabad',
        gstin: '36ABKFS4821Q1ZH',
        state_code: '36',
        gst_rate_percent: 18,
        prices_include_gst: false,
        invoice_prefix: 'SP',
        upi_vpa: 'skillpath@upi',
        bank_details: '',
      },
    ]);
    expect(screen.queryByText('Not set up yet')).not.toBeInTheDocument();
  });

  it('refuses a state other than the GSTIN’s before sending, and shows what the server refuses', async () => {
    mockRoute(billingRoutes.settings, saved);
    const puts = mockRoute(billingRoutes.updateSettings, () =>
      apiError(400, m.prefixInvalid, 'invalid_input', { invoice_prefix: [m.prefixInvalid] }),
    );
    const { user } = await openAdmin(PAGE, TITLE);
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('Telangana (36)');
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Karnataka (29)' }));
    await user.click(screen.getByRole('button', { name: 'Save billing settings' }));
    expect(await screen.findAllByText(m.gstinStateMismatch('Telangana'))).not.toHaveLength(0);
    expect(puts).toHaveLength(0);

    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Telangana (36)' }));
    await user.click(screen.getByRole('button', { name: 'Save billing settings' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'Invoice prefix' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers every GST state, and says when the settings cannot be loaded', async () => {
    let fail = true;
    mockRoute(billingRoutes.settings, () => (fail ? apiError(503, 'Down for a moment.') : saved));
    const { user } = await openAdmin(PAGE, TITLE);
    expect(
      await screen.findByText(/Failed to load billing settings: Down for a moment\./),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const state = await screen.findByRole('combobox', { name: 'State' });
    await user.click(state);
    expect(await screen.findAllByRole('option')).toHaveLength(GST_STATES.length);
  });
});
