import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Placement } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminSections, adminUrl } from '../admin-sections';
import { placementAdminMessages as pam } from '../shared/admin-messages';
import { AdminPage } from '../shared/admin-page';
import { confirmAction } from '../shared/confirm';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { StatusBanners } from '../shared/status-banners';
import { useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { withQuery } from '../shared/with-query';
import {
  createPlacement,
  deletePlacement,
  type PlacementFields,
  placementQueries,
  updatePlacement,
  useListCache,
} from './placement-api';
import { PlacementCard } from './placement-card';
import { PlacementForm } from './placement-form';

const failure = (verb: 'create' | 'update' | 'delete') => (error: unknown) =>
  `Failed to ${verb} placement: ${errorReason(error)}`;

/** Spec 001 §2 Admin Placement Management: a form plus cards, each linking to its applications. */
export function PlacementAdminPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const placements = useQuery(placementQueries.placements());
  const update = useListCache<Placement>(placementQueries.placements().queryKey);
  const [editing, setEditing] = useState<Placement | null>(null);

  const save = async (fields: PlacementFields) => {
    if (editing) {
      const id = editing.id;
      const result = await task.run(() => updatePlacement(id, fields), {
        success: pam.placementUpdated,
        errorText: failure('update'),
      });
      if (result.ok) {
        update((list) => list.map((p) => (p.id === id ? result.value : p)));
        setEditing(null);
      }
      return result;
    }
    const result = await task.run(() => createPlacement(fields), {
      success: pam.placementCreated,
      errorText: failure('create'),
    });
    if (result.ok) update((list) => [...list, result.value]);
    return result;
  };

  const remove = async (placement: Placement) => {
    const confirmed = await confirmAction({
      title: 'Delete placement',
      message: pam.placementDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deletePlacement(placement.id), {
      success: pam.placementDeleted,
      errorText: failure('delete'),
    });
    if (result.ok) {
      update((list) => list.filter((p) => p.id !== placement.id));
      if (editing?.id === placement.id) setEditing(null);
    }
  };

  return (
    <AdminPage title="Placement Management" description="The placement cards learners see on /placementuser.">
      <StatusBanners banners={banners} />
      <PlacementForm
        key={editing?.id ?? 'new'}
        placement={editing}
        busy={task.busy}
        onSubmit={save}
        onCancel={() => setEditing(null)}
        onInvalid={banners.showError}
      />
      <Stack component="section" gap="md" aria-labelledby="admin-placements-title">
        <Title order={2} size="h4" id="admin-placements-title">
          Placements{placements.data ? ` (${placements.data.length})` : ''}
        </Title>
        {placements.isPending ? (
          <LoadingState label="Loading placements" />
        ) : placements.isError ? (
          <LoadError
            message={`Failed to fetch placements: ${errorReason(placements.error)}`}
            onRetry={() => placements.refetch()}
            retrying={placements.isFetching}
          />
        ) : placements.data.length === 0 ? (
          <Text c="dimmed">No placements yet. Add the first one with the form above.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {placements.data.map((placement) => (
              <PlacementCard
                key={placement.id}
                placement={placement}
                applications={withQuery(adminUrl(adminSections.jobApplications), {
                  placement_id: placement.id,
                })}
                busy={task.busy}
                onEdit={() => setEditing(placement)}
                onDelete={() => remove(placement)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminPage>
  );
}
