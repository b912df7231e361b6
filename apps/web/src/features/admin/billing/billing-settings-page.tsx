import { Alert } from '@mantine/core';
import { type BillingSettingsInput, billingMessages } from '@skillpath/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPage } from '../shared/admin-page';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { StatusBanners } from '../shared/status-banners';
import { useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { billingQueries, saveBillingSettings } from './billing-api';
import { BillingSettingsForm } from './billing-settings-form';

/** The institute's billing settings: what invoices say, the GST charged and how to pay at the desk. */
export function BillingSettingsPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const settings = useQuery(billingQueries.settings());
  const queryClient = useQueryClient();

  const save = async (input: BillingSettingsInput) => {
    const result = await task.run(() => saveBillingSettings(input), {
      success: billingMessages.saved,
      errorText: (error) => `Failed to save billing settings: ${errorReason(error)}`,
    });
    if (result.ok) queryClient.setQueryData(billingQueries.settings().queryKey, result.value);
    return result;
  };

  return (
    <AdminPage
      title="Billing settings"
      description="The seller on every invoice, the GST it charges, and how learners pay at the desk."
    >
      <StatusBanners banners={banners} />
      {settings.isPending ? (
        <LoadingState label="Loading billing settings" />
      ) : settings.isError ? (
        <LoadError
          message={`Failed to load billing settings: ${errorReason(settings.error)}`}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          {settings.data.updated_at === null && (
            <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />} title="Not set up yet">
              Fill these in before the institute takes payments: invoices need its legal name, GSTIN and
              address.
            </Alert>
          )}
          <BillingSettingsForm
            settings={settings.data}
            busy={task.busy}
            onSubmit={save}
            onInvalid={banners.showError}
          />
        </>
      )}
    </AdminPage>
  );
}
