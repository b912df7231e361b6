import { Text } from '@mantine/core';
import { employerLeadRoutes } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { ListPage } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import { type EmployerLead, leadQueries, setEmployerLeadStatus } from './inbox-api';
import { StatusAction } from './status-action';
import { statusFilter } from './status-filter';

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
  const list = useListParams(['status', 'q', 'from', 'to'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(leadQueries.employerLeads({ ...filters, limit, offset }));

  return (
    <ListPage
      title="Employer leads"
      description="Hiring requests sent from the employers' page."
      actions={<CsvButton route={employerLeadRoutes.csv} query={filters} fileName="employer-leads.csv" />}
      list={list}
      choice={statusFilter}
      moreFilters={<DayRangeFields list={list} labels={['Received from', 'Received until']} />}
      searchPlaceholder="Name, email or company"
      query={query}
      columns={columns}
      rowKey={(l) => l.id}
      rowsNoun="leads"
      emptyText="No employer leads match."
      minWidth={1000}
    />
  );
}
