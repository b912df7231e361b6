import { Code } from '@mantine/core';
import { type auditEntrySchema, inboxPaths } from '@skillpath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { AdminPage } from '../shared/admin-page';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { type Page, PagedTable } from '../shared/paged-table';
import { useListParams } from '../shared/use-list-params';
import { withQuery } from '../shared/with-query';

type AuditEntry = z.infer<typeof auditEntrySchema>;

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (a) => <DateTimeCell iso={a.created_at} />, nowrap: true },
  { header: 'Who', cell: (a) => a.actor ?? '—' },
  { header: 'Action', cell: (a) => <Code>{a.action}</Code> },
  { header: 'Record', cell: (a) => a.entity_id ?? '—' },
  { header: 'Status', cell: (a) => a.status },
];

/** Every admin write, newest first (who, what, which record, when). */
export function AuditLogPage() {
  const { page, setPage, limit, offset } = useListParams([] as const);
  const query = useQuery({
    queryKey: ['admin', 'audit-log', { limit, offset }],
    queryFn: ({ signal }) =>
      api.get<Page<AuditEntry>>(withQuery(inboxPaths.auditLog, { limit, offset }), signal),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPage title="Audit log" description="Every change made in the admin area, newest first.">
      <PagedTable
        label="Audit log"
        rowsNoun="entries"
        columns={columns}
        rowKey={(a) => a.id}
        query={query}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        emptyText="Nothing has been changed yet."
        loadErrorText={(error) => `Failed to load the audit log: ${errorReason(error)}`}
        minWidth={720}
      />
    </AdminPage>
  );
}
