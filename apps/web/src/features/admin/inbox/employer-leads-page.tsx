import { Group, Select, Stack, Text } from '@mantine/core';
import { ENQUIRY_STATUSES, placementPaths } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../shared/admin-page';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { SearchField } from '../shared/search-field';
import { useListParams } from '../shared/use-list-params';
import { EnquiryStatusBadge, enquiryStatusLabel } from './enquiry-status-badge';
import { type EmployerLead, leadQueries, setEmployerLeadStatus } from './inbox-api';
import { StatusAction } from './status-action';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: enquiryStatusLabel(status) })),
];

const columns: Column<EmployerLead>[] = [
  { header: 'Received', cell: (l) => <DateTimeCell iso={l.created_at} />, nowrap: true },
  { header: 'Company', cell: (l) => l.company_name },
  { header: 'Name', cell: (l) => l.name },
  { header: 'Email', cell: (l) => l.email },
  {
    header: 'Requirements',
    cell: (l) => (
      <Text size="sm" lineClamp={3} title={l.requirements}>
        {l.requirements}
      </Text>
    ),
  },
  { header: 'Status', cell: (l) => <EnquiryStatusBadge status={l.status} />, nowrap: true },
  { header: 'Handled by', cell: (l) => l.handled_by ?? '—' },
  {
    header: 'Action',
    cell: (l) => (
      <StatusAction
        item={l}
        who={l.company_name}
        queryKey={['admin', 'employer-leads']}
        update={setEmployerLeadStatus}
      />
    ),
    nowrap: true,
  },
];

/** Hiring requests of the employers' contact form, with their status (like the enquiries inbox). */
export function EmployerLeadsPage() {
  const { page, filters, setPage, setFilter, limit, offset } = useListParams(['status', 'q'] as const);
  const query = useQuery(leadQueries.employerLeads({ ...filters, limit, offset }));

  return (
    <AdminPage
      title="Employer leads"
      description="Hiring requests sent from the employers' page."
      actions={
        <CsvButton path={placementPaths.employerLeadsCsv} params={filters} fileName="employer-leads.csv" />
      }
    >
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <Select
            label="Status"
            data={statusOptions}
            value={filters.status || 'all'}
            onChange={(value) => setFilter('status', value && value !== 'all' ? value : '')}
            allowDeselect={false}
            w={180}
          />
          <SearchField
            label="Search"
            placeholder="Name, email or company"
            value={filters.q}
            onSearch={(value) => setFilter('q', value)}
          />
        </Group>
        <PagedTable
          label="Employer leads"
          rowsNoun="leads"
          columns={columns}
          rowKey={(l) => l.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText="No employer leads match."
          loadErrorText={(error) => `Failed to load employer leads: ${errorReason(error)}`}
          minWidth={1000}
        />
      </Stack>
    </AdminPage>
  );
}
