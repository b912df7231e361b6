import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { catalogueAdminMessages as m, type Program } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogueQueries } from '../../../lib/catalogue';
import { AdminPage } from '../shared/admin-page';
import { confirmAction } from '../shared/confirm';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { StatusBanners } from '../shared/status-banners';
import { type TaskResult, useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { ProgramAdminCard } from './program-admin-card';
import {
  createProgram,
  deleteProgram,
  type ProgramFields,
  updateProgram,
  useProgramsCache,
} from './program-api';
import { ProgramForm } from './program-form';

const failure = (verb: 'create' | 'update' | 'delete') => (error: unknown) =>
  `Failed to ${verb} program: ${errorReason(error)}`;

/** The programs sold on /aiuserpage: a form plus cards with Edit and Delete. */
export function ProgramsAdminPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const programs = useQuery(catalogueQueries.programs());
  const cache = useProgramsCache();
  const [editing, setEditing] = useState<Program | null>(null);

  const save = async (fields: ProgramFields): Promise<TaskResult<unknown>> => {
    if (editing) {
      const id = editing.id;
      const result = await task.run(() => updateProgram(id, fields), {
        success: m.programUpdated,
        errorText: failure('update'),
      });
      if (result.ok) {
        cache.update((list) => list.map((p) => (p.id === id ? result.value : p)));
        setEditing(null);
        void cache.refresh();
      }
      return result;
    }
    const result = await task.run(() => createProgram(fields), {
      success: m.programCreated,
      errorText: failure('create'),
    });
    if (result.ok) {
      cache.update((list) => [...list, result.value]);
      void cache.refresh();
    }
    return result;
  };

  const remove = async (program: Program) => {
    const confirmed = await confirmAction({
      title: 'Delete program',
      message: m.programDeleteConfirm,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteProgram(program.id), {
      success: m.programDeleted,
      errorText: failure('delete'),
    });
    if (result.ok) {
      cache.update((list) => list.filter((p) => p.id !== program.id));
      if (editing?.id === program.id) setEditing(null);
      void cache.refresh();
    }
  };

  return (
    <AdminPage title="Programs" description="The AI learning paths learners see and buy on /aiuserpage.">
      <StatusBanners banners={banners} />
      <ProgramForm
        key={editing?.id ?? 'new'}
        program={editing}
        busy={task.busy}
        onSubmit={save}
        onCancel={() => setEditing(null)}
        onInvalid={banners.showError}
      />
      <Stack component="section" gap="md" aria-labelledby="admin-programs-title">
        <Title order={2} size="h4" id="admin-programs-title">
          Programs{programs.data ? ` (${programs.data.length})` : ''}
        </Title>
        {programs.isPending ? (
          <LoadingState label="Loading programs" />
        ) : programs.isError ? (
          <LoadError
            message={`Failed to fetch programs: ${errorReason(programs.error)}`}
            onRetry={() => programs.refetch()}
            retrying={programs.isFetching}
          />
        ) : programs.data.length === 0 ? (
          <Text c="dimmed">No programs yet. Add the first one with the form above.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {programs.data.map((program) => (
              <ProgramAdminCard
                key={program.id}
                program={program}
                busy={task.busy}
                onEdit={() => setEditing(program)}
                onDelete={() => remove(program)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminPage>
  );
}
