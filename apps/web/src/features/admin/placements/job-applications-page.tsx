import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { ListPage, recordChoice } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';
import { type JobApplication, placementQueries } from './placement-api';

const columns: Column<JobApplication>[] = [
  { header: 'Applied', cell: (a) => <DateTimeCell iso={a.created_at} />, nowrap: true },
  { header: 'Job', cell: (a) => `${a.job_title} · ${a.company}` },
  {
    header: 'Applicant',
    cell: (a) => (
      <Anchor component={Link} to={adminUrl(adminSections.learners, a.applicant_id)} size="sm">
        {a.applicant_name || a.applicant_email}
      </Anchor>
    ),
  },
  { header: 'Email', cell: (a) => a.applicant_email },
  { header: 'Phone', cell: (a) => a.applicant_phone || '—', nowrap: true },
  { header: 'Best progress', cell: (a) => `${a.best_progress}%`, nowrap: true },
  { header: 'Resume', cell: (a) => (a.resume_request_id ? 'On file' : '—'), nowrap: true },
];

/** The job applications of the placement cards (DESIGN §8), by placement and the days they were sent. */
export function JobApplicationsPage() {
  const list = useListParams(['placement_id', 'q', 'from', 'to'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(placementQueries.applications({ ...filters, limit, offset }));
  const placements = useQuery(placementQueries.placements());
  const choice = recordChoice(
    'placement_id',
    'Placement',
    placements,
    (p) => ({
      value: String(p.id),
      label: `${p.placement_featuredjob_title}, ${p.placement_featuredjob_company}`,
    }),
    filters.placement_id,
  );

  return (
    <ListPage
      title="Job applications"
      description="Applications sent from the placement cards, with the applicant's best course progress."
      list={list}
      choice={choice}
      moreFilters={<DayRangeFields list={list} labels={['Applied from', 'Applied until']} />}
      searchPlaceholder="Applicant name, email or phone"
      query={query}
      columns={columns}
      rowKey={(a) => a.id}
      rowsNoun="applications"
      emptyText="No job applications match."
      minWidth={900}
    />
  );
}
