import { Anchor } from '@mantine/core';
import { assessmentRequestRoutes } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { ListPage } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';
import { type AssessmentRequest, leadQueries } from './inbox-api';
import { ResumeButton } from './resume-button';

const columns: Column<AssessmentRequest>[] = [
  { header: 'Requested', cell: (r) => <DateTimeCell iso={r.created_at} />, nowrap: true },
  { header: 'Name', cell: (r) => r.username },
  { header: 'Phone', cell: (r) => r.mobile, nowrap: true },
  { header: 'Email', cell: (r) => r.user_email ?? '—' },
  { header: 'Domain', cell: (r) => r.domain_name ?? '—' },
  { header: 'Resume', cell: (r) => <ResumeButton request={r} />, nowrap: true },
  {
    header: 'Results',
    cell: (r) => (
      <Anchor
        component={Link}
        to={`${adminUrl(adminSections.testResults)}?user_id=${r.user_id}`}
        size="sm"
        aria-label={`Test results of ${r.username}: ${r.attempts} attempts`}
      >
        {r.attempts === 1 ? '1 attempt' : `${r.attempts} attempts`}
      </Anchor>
    ),
    nowrap: true,
  },
];

/** Assessment requests of the public form (spec 001 §3), with their résumés. */
export function AssessmentRequestsPage() {
  const list = useListParams(['q'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(leadQueries.assessmentRequests({ ...filters, limit, offset }));

  return (
    <ListPage
      title="Assessment requests"
      description="People who asked to take the skill assessment, with their résumés."
      actions={
        <CsvButton
          route={assessmentRequestRoutes.export}
          query={filters}
          fileName="assessment-requests.csv"
        />
      }
      list={list}
      searchPlaceholder="Name, phone, email or domain"
      query={query}
      columns={columns}
      rowKey={(r) => r.id}
      rowsNoun="requests"
      emptyText="No assessment requests match."
      minWidth={960}
    />
  );
}
