import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Batch } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { catalogueQueries } from '../../../lib/catalogue';
import { batchAdminMessages as b } from '../shared/admin-messages';
import { AdminPage } from '../shared/admin-page';
import { confirmAction } from '../shared/confirm';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { notify } from '../shared/notify';
import { useBusyTask } from '../shared/use-busy-task';
import { BatchAdminCard } from './batch-admin-card';
import {
  type BatchFields,
  createBatch,
  deleteBatch,
  normaliseBatch,
  updateBatch,
  useBatchesCache,
} from './batch-api';
import { BatchForm } from './batch-form';

/**
 * Spec 001 §8 (Batches): the alert text, and the server's reason when it gave one. The error also goes
 * to the console, as the text promises.
 */
const failure = (message: string) => (error: unknown) => {
  console.error(error);
  const detail = error instanceof ApiRequestError ? error.detail : undefined;
  return detail ? `${message} ${detail}` : message;
};

/** Spec 001 §2 Admin Batches Management: a form plus cards with Edit (and Delete). */
export function BatchesPage() {
  // The spec's alerts for this screen become notifications.
  const toasts = useMemo(
    () => ({
      showError: (message: string) => notify('error', message),
      showSuccess: (message: string) => notify('success', message),
    }),
    [],
  );
  const task = useBusyTask(toasts);
  const batches = useQuery(catalogueQueries.batches());
  const cache = useBatchesCache();
  const [editing, setEditing] = useState<Batch | null>(null);

  useEffect(() => {
    if (batches.isError) console.error(batches.error);
  }, [batches.isError, batches.error]);

  const save = async (fields: BatchFields, image: File | null) => {
    if (editing) {
      const id = editing.id;
      const result = await task.run(() => updateBatch(id, fields, image), {
        success: b.updated,
        errorText: failure(b.updateFailed),
      });
      if (result.ok) {
        cache.update((list) => list.map((x) => (x.id === id ? normaliseBatch(result.value) : x)));
        setEditing(null);
        void cache.refresh();
      }
      return result;
    }
    const result = await task.run(() => createBatch(fields, image), {
      success: b.created,
      errorText: failure(b.createFailed),
    });
    if (result.ok) {
      cache.update((list) => [...list, normaliseBatch(result.value)]);
      void cache.refresh();
    }
    return result;
  };

  const remove = async (batch: Batch) => {
    const confirmed = await confirmAction({
      title: 'Delete batch',
      message: b.deleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteBatch(batch.id), {
      success: b.deleted,
      errorText: failure(b.deleteFailed),
    });
    if (result.ok) {
      cache.update((list) => list.filter((x) => x.id !== batch.id));
      if (editing?.id === batch.id) setEditing(null);
      void cache.refresh();
    }
  };

  return (
    <AdminPage title="Batches Management" description="The upcoming batches shown on the home page.">
      <BatchForm
        key={editing?.id ?? 'new'}
        batch={editing}
        busy={task.busy}
        onSubmit={save}
        onCancel={() => setEditing(null)}
        onInvalid={toasts.showError}
      />
      <Stack component="section" gap="md" aria-labelledby="admin-batches-title">
        <Title order={2} size="h4" id="admin-batches-title">
          Batches{batches.data ? ` (${batches.data.length})` : ''}
        </Title>
        {batches.isPending ? (
          <LoadingState label="Loading batches" />
        ) : batches.isError ? (
          <LoadError
            message={b.fetchFailed}
            onRetry={() => batches.refetch()}
            retrying={batches.isFetching}
          />
        ) : batches.data.length === 0 ? (
          <Text c="dimmed">No batches yet. Add the first one with the form above.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {batches.data.map((batch) => (
              <BatchAdminCard
                key={batch.id}
                batch={batch}
                busy={task.busy}
                onEdit={() => setEditing(batch)}
                onDelete={() => remove(batch)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminPage>
  );
}
