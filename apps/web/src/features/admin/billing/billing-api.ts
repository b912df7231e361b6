import { type BillingSettingsInput, billingRoutes } from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export const billingQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'billing-settings'] as const,
      queryFn: ({ signal }) => callApi(billingRoutes.settings, {}, signal),
    }),
};

export const saveBillingSettings = (body: BillingSettingsInput) =>
  callApi(billingRoutes.updateSettings, { body });
