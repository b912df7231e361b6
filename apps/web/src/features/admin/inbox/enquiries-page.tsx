import { Badge, Checkbox, Group, Text } from '@mantine/core';
import {
  CALLBACK_PROMISE_MINUTES,
  type EnquiryAdmin,
  enquiryAdminRoutes,
  inboxMessages,
} from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { ListPage } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import { inboxQueries, setEnquiryStatus } from './inbox-api';
import { StatusAction } from './status-action';
import { statusFilter } from './status-filter';

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
  const list = useListParams(['status', 'q', 'from', 'to', 'overdue'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(inboxQueries.enquiries({ ...filters, limit, offset }));

  return (
    <ListPage
      title="Enquiries"
      description={`Callback requests. We promise a call within ${CALLBACK_PROMISE_MINUTES} minutes: a request still new after that is overdue.`}
      actions={<CsvButton route={enquiryAdminRoutes.enquiriesCsv} query={filters} fileName="enquiries.csv" />}
      list={list}
      choice={statusFilter}
      moreFilters={
        <>
          <DayRangeFields list={list} labels={['Received from', 'Received until']} />
          <Checkbox
            label={`Overdue only (new after ${CALLBACK_PROMISE_MINUTES} min)`}
            checked={filters.overdue === 'true'}
            onChange={(event) => list.setFilter('overdue', event.currentTarget.checked ? 'true' : '')}
            mb={8}
          />
        </>
      }
      searchPlaceholder="Name, phone or course"
      query={query}
      columns={columns}
      rowKey={(e) => e.id}
      rowsNoun="enquiries"
      emptyText="No enquiries match."
      minWidth={900}
    />
  );
}
