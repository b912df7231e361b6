import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../shared/admin-page';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { SearchField } from '../shared/search-field';
import { useListParams } from '../shared/use-list-params';
import { type AssessmentRequest, assessmentRequestsCsvPath, leadQueries } from './inbox-api';
import { ResumeButton } from './resume-button';

const columns: Column<AssessmentRequest>[] = [
  { header: 'Requested', cell: (r) => <DateTimeCell iso={r.created_at} />, nowrap: true },
  { header: 'Name', cell: (r) => r.username },
  { header: 'Phone', cell: (r) => r.mobile, nowrap: true },
  { header: 'Email', cell: (r) => r.user_email ?? '—' },
  { header: 'Domain', cell: (r) => r.domain_name ?? '—' },
  { header: 'Resume', cell: (r) => <ResumeButton request={r} />, nowrap: true },
];

/** Assessment requests of the public form (spec 001 §3), with their résumés. */
export function AssessmentRequestsPage() {
  const { page, filters, setPage, setFilter, limit, offset } = useListParams(['q'] as const);
  const query = useQuery(leadQueries.assessmentRequests({ ...filters, limit, offset }));

  return (
    <AdminPage
      title="Assessment requests"
      description="People who asked to take the skill assessment, with their résumés."
      actions={
        <CsvButton path={assessmentRequestsCsvPath} params={filters} fileName="assessment-requests.csv" />
      }
    >
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <SearchField
            label="Search"
            placeholder="Name, phone, email or domain"
            value={filters.q}
            onSearch={(value) => setFilter('q', value)}
          />
        </Group>
        <PagedTable
          label="Assessment requests"
          rowsNoun="requests"
          columns={columns}
          rowKey={(r) => r.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText="No assessment requests match."
          loadErrorText={(error) => `Failed to load assessment requests: ${errorReason(error)}`}
          minWidth={860}
        />
      </Stack>
    </AdminPage>
  );
}
