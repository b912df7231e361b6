import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { assessmentMessages as am, type Domain } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { testBankFailure as failure, testBankScreenMessages as sm } from '../shared/admin-messages';
import { confirmAction } from '../shared/confirm';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import type { BusyTask } from '../shared/use-busy-task';
import { DomainCard, settingsKey } from './domain-card';
import { DomainForm } from './domain-form';
import {
  createDomain,
  type DomainFields,
  type DomainSettings,
  deleteDomain,
  saveDomainSettings,
  testBankQueries,
  updateDomain,
  useTestBankCache,
} from './test-bank-api';

/** Spec 001 §2 Domains tab: the create/edit form and the grid of domain cards. */
export function DomainsTab({ task }: { task: BusyTask }) {
  const domains = useQuery(testBankQueries.domains());
  const cache = useTestBankCache();
  const [editing, setEditing] = useState<Domain | null>(null);

  const save = async (fields: DomainFields, image: File | null) => {
    if (editing) {
      const id = editing.id;
      const result = await task.run(() => updateDomain(id, fields, image as File), {
        success: am.domainUpdated,
        errorText: (error) => errorReason(error, { fallback: failure('update', 'domain') }),
      });
      if (result.ok) {
        cache.domains((list) => list.map((d) => (d.id === id ? result.value : d)));
        setEditing(null);
      }
      return result;
    }
    const result = await task.run(() => createDomain(fields, image), {
      success: am.domainCreated,
      errorText: (error) => errorReason(error, { fallback: failure('create', 'domain') }),
    });
    if (result.ok) cache.domains((list) => [...list, result.value]);
    return result;
  };

  const saveSettings = async (domain: Domain, settings: DomainSettings) => {
    const result = await task.run(() => saveDomainSettings(domain.id, settings), {
      success: sm.settingsSaved(domain.name),
      errorText: (error) => errorReason(error, { fallback: sm.settingsFailed }),
    });
    if (result.ok) cache.domains((list) => list.map((d) => (d.id === domain.id ? result.value : d)));
  };

  const remove = async (domain: Domain) => {
    const confirmed = await confirmAction({
      title: 'Delete domain',
      message: am.confirmDeleteDomain,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteDomain(domain.id), {
      success: am.domainDeleted,
      errorText: (error) => errorReason(error, { fallback: failure('delete', 'domain') }),
    });
    if (result.ok) {
      cache.domains((list) => list.filter((d) => d.id !== domain.id));
      if (editing?.id === domain.id) setEditing(null);
    }
  };

  return (
    <Stack gap="xl">
      <DomainForm
        key={editing?.id ?? 'new'}
        domain={editing}
        busy={task.busy}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
      <section aria-labelledby="admin-domains-title">
        <Title order={2} size="h4" id="admin-domains-title" mb="md">
          Domains{domains.data ? ` (${domains.data.length})` : ''}
        </Title>
        {domains.isPending ? (
          <LoadingState label="Loading domains" />
        ) : domains.isError ? (
          <LoadError
            message={am.domainsLoadFailed}
            onRetry={() => domains.refetch()}
            retrying={domains.isFetching}
          />
        ) : domains.data.length === 0 ? (
          <Text c="dimmed">{sm.noDomains}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {domains.data.map((domain) => (
              <DomainCard
                key={settingsKey(domain)}
                domain={domain}
                busy={task.busy}
                onEdit={() => setEditing(domain)}
                onDelete={() => remove(domain)}
                onSaveSettings={(settings) => saveSettings(domain, settings)}
              />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
