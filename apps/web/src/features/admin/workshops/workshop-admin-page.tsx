import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Workshop } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createWorkshop,
  deleteWorkshop,
  placementQueries,
  updateWorkshop,
  useListCache,
  type WorkshopFields,
  type WorkshopRegistration,
} from '../placements/placement-api';
import { placementAdminMessages as pam } from '../shared/admin-messages';
import { AdminPage } from '../shared/admin-page';
import { confirmAction } from '../shared/confirm';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { PlainTable } from '../shared/plain-table';
import { StatusBanners } from '../shared/status-banners';
import { useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { WorkshopCard } from './workshop-card';
import { WorkshopForm } from './workshop-form';

const failure = (verb: 'create' | 'update' | 'delete') => (error: unknown) =>
  `Failed to ${verb} workshop: ${errorReason(error)}`;

const registrationColumns: Column<WorkshopRegistration>[] = [
  { header: 'Registered', cell: (r) => <DateTimeCell iso={r.created_at} />, nowrap: true },
  { header: 'Workshop', cell: (r) => r.workshop_title },
  { header: 'Name', cell: (r) => r.name },
  { header: 'Email', cell: (r) => r.email },
];

/** Spec 001 §2 Admin Workshop Management: a form plus cards, then the registrations received. */
export function WorkshopAdminPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const workshops = useQuery(placementQueries.workshops());
  const registrations = useQuery(placementQueries.registrations());
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

  const registrationsOf = (id: number) => registrations.data?.filter((r) => r.workshop_id === id).length ?? 0;

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
                registrations={registrationsOf(workshop.id)}
                busy={task.busy}
                onEdit={() => setEditing(workshop)}
                onDelete={() => remove(workshop)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack component="section" gap="md" aria-labelledby="admin-registrations-title">
        <Title order={2} size="h4" id="admin-registrations-title">
          Workshop registrations{registrations.data ? ` (${registrations.data.length})` : ''}
        </Title>
        <PlainTable
          label="Workshop registrations"
          columns={registrationColumns}
          rowKey={(r) => r.id}
          query={registrations}
          emptyText="No registrations yet."
          loadErrorText={(error) => `Failed to load registrations: ${errorReason(error)}`}
          minWidth={640}
        />
      </Stack>
    </AdminPage>
  );
}
