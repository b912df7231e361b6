import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Workshop } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminSections, adminUrl } from '../admin-sections';
import {
  createWorkshop,
  deleteWorkshop,
  placementQueries,
  updateWorkshop,
  useListCache,
  type WorkshopFields,
} from '../placements/placement-api';
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
import { WorkshopCard } from './workshop-card';
import { WorkshopForm } from './workshop-form';

const failure = (verb: 'create' | 'update' | 'delete') => (error: unknown) =>
  `Failed to ${verb} workshop: ${errorReason(error)}`;

/** Spec 001 §2 Admin Workshop Management: a form plus cards, each linking to its registrations. */
export function WorkshopAdminPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const workshops = useQuery(placementQueries.workshops());
  const update = useListCache<Workshop>(placementQueries.workshops().queryKey);
  const [editing, setEditing] = useState<Workshop | null>(null);

  const save = async (fields: WorkshopFields) => {
    if (editing) {
      const id = editing.id;
      const result = await task.run(() => updateWorkshop(id, fields), {
        success: pam.workshopUpdated,
        errorText: failure('update'),
      });
      if (result.ok) {
        update((list) => list.map((w) => (w.id === id ? result.value : w)));
        setEditing(null);
      }
      return result;
    }
    const result = await task.run(() => createWorkshop(fields), {
      success: pam.workshopCreated,
      errorText: failure('create'),
    });
    if (result.ok) update((list) => [...list, result.value]);
    return result;
  };

  const remove = async (workshop: Workshop) => {
    const confirmed = await confirmAction({
      title: 'Delete workshop',
      message: pam.workshopDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteWorkshop(workshop.id), {
      success: pam.workshopDeleted,
      errorText: failure('delete'),
    });
    if (result.ok) {
      update((list) => list.filter((w) => w.id !== workshop.id));
      if (editing?.id === workshop.id) setEditing(null);
    }
  };

  return (
    <AdminPage title="Workshop Management" description="The workshops learners can register for.">
      <StatusBanners banners={banners} />
      <WorkshopForm
        key={editing?.id ?? 'new'}
        workshop={editing}
        busy={task.busy}
        onSubmit={save}
        onCancel={() => setEditing(null)}
        onInvalid={banners.showError}
      />
      <Stack component="section" gap="md" aria-labelledby="admin-workshops-title">
        <Title order={2} size="h4" id="admin-workshops-title">
          Workshops{workshops.data ? ` (${workshops.data.length})` : ''}
        </Title>
        {workshops.isPending ? (
          <LoadingState label="Loading workshops" />
        ) : workshops.isError ? (
          <LoadError
            message={`Failed to fetch workshops: ${errorReason(workshops.error)}`}
            onRetry={() => workshops.refetch()}
            retrying={workshops.isFetching}
          />
        ) : workshops.data.length === 0 ? (
          <Text c="dimmed">No workshops yet. Add the first one with the form above.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {workshops.data.map((workshop) => (
              <WorkshopCard
                key={workshop.id}
                workshop={workshop}
                registrations={withQuery(adminUrl(adminSections.workshopRegistrations), {
                  workshop_id: workshop.id,
                })}
                busy={task.busy}
                onEdit={() => setEditing(workshop)}
                onDelete={() => remove(workshop)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminPage>
  );
}
