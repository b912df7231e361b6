import { Stack } from '@mantine/core';
import { type AuditKind, auditRoutes } from '@skillpath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { AdminPage } from '../shared/admin-page';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { useListParams } from '../shared/use-list-params';
import { type AuditEntry, AuditWhat } from './audit-entry';
import { AUDIT_FILTERS, AuditFilters } from './audit-filters';

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (a) => <DateTimeCell iso={a.created_at} />, nowrap: true },
  { header: 'Who', cell: (a) => a.actor ?? '—' },
  { header: 'What', cell: (a) => <AuditWhat entry={a} /> },
];

/** Every admin write, newest first: who, when, what (record and changed fields), filtered on the server. */
export function AuditLogPage() {
  const list = useListParams(AUDIT_FILTERS);
  const { page, setPage, limit, offset, filters } = list;
  const query = useQuery({
    queryKey: ['admin', 'audit-log', { ...filters, limit, offset }],
    queryFn: ({ signal }) =>
      callApi(
        auditRoutes.list,
        { query: { ...filters, kind: (filters.kind || undefined) as AuditKind | undefined, limit, offset } },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPage title="Audit log" description="Every change made in the admin area, newest first.">
      <Stack gap="md">
        <AuditFilters list={list} actors={query.data?.actors ?? []} />
        <PagedTable
          label="Audit log"
          rowsNoun="entries"
          columns={columns}
          rowKey={(a) => a.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText={
            Object.values(filters).some(Boolean)
              ? 'No change matches these filters.'
              : 'Nothing has been changed yet.'
          }
          loadErrorText={(error) => `Failed to load the audit log: ${errorReason(error)}`}
          minWidth={640}
        />
      </Stack>
    </AdminPage>
  );
}
