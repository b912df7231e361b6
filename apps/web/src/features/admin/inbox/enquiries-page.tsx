import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import {
  CALLBACK_PROMISE_MINUTES,
  ENQUIRY_STATUSES,
  type EnquiryAdmin,
  inboxMessages,
  inboxPaths,
} from '@skillpath/contract';
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
import { inboxQueries, setEnquiryStatus } from './inbox-api';
import { StatusAction } from './status-action';

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: enquiryStatusLabel(status) })),
];

/** How long the caller waited: until the first contact, or until now while it is still new. */
function Wait({ enquiry }: { enquiry: EnquiryAdmin }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{enquiry.age_minutes} min</Text>
      {enquiry.overdue && (
        <Badge color="red.9" variant="filled" title={inboxMessages.overdue} miw="max-content">
          Overdue
        </Badge>
      )}
    </Group>
  );
}

const columns: Column<EnquiryAdmin>[] = [
  { header: 'Requested', cell: (e) => <DateTimeCell iso={e.created_at} />, nowrap: true },
  { header: 'Name', cell: (e) => e.name },
  { header: 'Phone', cell: (e) => e.phone, nowrap: true },
  { header: 'Course', cell: (e) => e.interested_course },
  { header: 'Status', cell: (e) => <EnquiryStatusBadge status={e.status} />, nowrap: true },
  { header: 'Wait', cell: (e) => <Wait enquiry={e} />, nowrap: true },
  { header: 'Handled by', cell: (e) => e.handled_by ?? '—' },
  {
    header: 'Action',
    cell: (e) => (
      <StatusAction item={e} who={e.name} queryKey={['admin', 'enquiries']} update={setEnquiryStatus} />
    ),
    nowrap: true,
  },
];

/** Callback requests of the public forms (DESIGN §8), with their status and wait against the promise. */
export function EnquiriesPage() {
  const { page, filters, setPage, setFilter, limit, offset } = useListParams(['status', 'q'] as const);
  const query = useQuery(inboxQueries.enquiries({ ...filters, limit, offset }));

  return (
    <AdminPage
      title="Enquiries"
      description={`Callback requests. We promise a call within ${CALLBACK_PROMISE_MINUTES} minutes: a request still new after that is overdue.`}
      actions={<CsvButton path={inboxPaths.enquiriesCsv} params={filters} fileName="enquiries.csv" />}
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
            placeholder="Name, phone or course"
            value={filters.q}
            onSearch={(value) => setFilter('q', value)}
          />
        </Group>
        <PagedTable
          label="Enquiries"
          rowsNoun="enquiries"
          columns={columns}
          rowKey={(e) => e.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText="No enquiries match."
          loadErrorText={(error) => `Failed to load enquiries: ${errorReason(error)}`}
          minWidth={900}
        />
      </Stack>
    </AdminPage>
  );
}
