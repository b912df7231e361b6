import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Internship, catalogueAdminMessages as m } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { catalogueQueries } from '../../../lib/catalogue';
import { internshipAdminMessages as done } from '../shared/admin-messages';
import { AdminPage } from '../shared/admin-page';
import { confirmAction } from '../shared/confirm';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { StatusBanners } from '../shared/status-banners';
import { type TaskResult, useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { InternshipAdminCard } from './internship-admin-card';
import {
  createInternship,
  deleteInternship,
  type InternshipFields,
  normaliseInternship,
  updateInternship,
  useInternshipsCache,
} from './internship-api';
import { InternshipForm } from './internship-form';

/** Spec 001 §8: 'Failed to fetch internships: {status} - {message}'. */
function fetchFailure(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  return `Failed to fetch internships: ${status} - ${errorReason(error)}`;
}

/** Spec 001 §8: 'Failed to {verb} internship: {detail or message or Unknown error}'. */
const failure = (verb: 'create' | 'update' | 'delete') => (error: unknown) =>
  `Failed to ${verb} internship: ${errorReason(error)}`;

/** Spec 001 §2 Admin Internship Management: a form plus cards with edit and delete. */
export function InternshipAdminPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const internships = useQuery(catalogueQueries.internships());
  const cache = useInternshipsCache();
  const [editing, setEditing] = useState<Internship | null>(null);

  const save = async (fields: InternshipFields): Promise<TaskResult<unknown>> => {
    if (editing) {
      const id = editing.id;
      if (!id) {
        banners.showError(m.internshipInvalidId);
        return { ok: false, error: new Error(m.internshipInvalidId) };
      }
      const result = await task.run(() => updateInternship(id, fields), {
        success: done.updated,
        errorText: failure('update'),
      });
      if (result.ok) {
        cache.update((list) => list.map((i) => (i.id === id ? normaliseInternship(result.value) : i)));
        setEditing(null);
        void cache.refresh();
      }
      return result;
    }
    const result = await task.run(() => createInternship(fields), {
      success: done.created,
      errorText: failure('create'),
    });
    if (result.ok) {
      cache.update((list) => [...list, normaliseInternship(result.value)]);
      void cache.refresh();
    }
    return result;
  };

  const remove = async (internship: Internship) => {
    const confirmed = await confirmAction({
      title: 'Delete internship',
      message: m.internshipDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteInternship(internship.id), {
      success: done.deleted,
      errorText: failure('delete'),
    });
    if (result.ok) {
      cache.update((list) => list.filter((i) => i.id !== internship.id));
      if (editing?.id === internship.id) setEditing(null);
      void cache.refresh();
    }
  };

  return (
    <AdminPage
      title="Internship Management"
      description="The internship cards learners see on /internshipuser."
    >
      <StatusBanners banners={banners} />
      <InternshipForm
        key={editing?.id ?? 'new'}
        internship={editing}
        busy={task.busy}
        onSubmit={save}
        onCancel={() => setEditing(null)}
        onInvalid={banners.showError}
      />
      <Stack component="section" gap="md" aria-labelledby="admin-internships-title">
        <Title order={2} size="h4" id="admin-internships-title">
          Internships{internships.data ? ` (${internships.data.length})` : ''}
        </Title>
        {internships.isPending ? (
          <LoadingState label="Loading internships" />
        ) : internships.isError ? (
          <LoadError
            message={fetchFailure(internships.error)}
            onRetry={() => internships.refetch()}
            retrying={internships.isFetching}
          />
        ) : internships.data.length === 0 ? (
          <Text c="dimmed">No internships yet. Add the first one with the form above.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {internships.data.map((internship) => (
              <InternshipAdminCard
                key={internship.id}
                internship={internship}
                busy={task.busy}
                onEdit={() => setEditing(internship)}
                onDelete={() => remove(internship)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminPage>
  );
}
