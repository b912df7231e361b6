import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { ListPage } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';
import { type EnrollmentAdmin, learnerQueries } from './learners-api';

const columns: Column<EnrollmentAdmin>[] = [
  { header: 'Enrolled', cell: (e) => <DateTimeCell iso={e.selected_at} />, nowrap: true },
  {
    header: 'Learner',
    cell: (e) => (
      <Anchor component={Link} to={adminUrl(adminSections.learners, e.user_id)} size="sm">
        {e.name || e.email}
      </Anchor>
    ),
  },
  { header: 'Email', cell: (e) => e.email },
  { header: 'Course', cell: (e) => e.course_title },
];

/** Every enrollment in a course, by the days it was made (the Overview's "Enrollments", issue 18). */
export function EnrollmentsPage() {
  const list = useListParams(['q', 'from', 'to'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(learnerQueries.enrollments({ ...filters, limit, offset }));

  return (
    <ListPage
      title="Enrollments"
      description="Learners enrolling in a course; a name opens the learner's courses and progress."
      list={list}
      moreFilters={<DayRangeFields list={list} labels={['Enrolled from', 'Enrolled until']} />}
      searchPlaceholder="Learner name, email or phone"
      query={query}
      columns={columns}
      rowKey={(e) => e.id}
      rowsNoun="enrollments"
      emptyText="No enrollments match."
      minWidth={720}
    />
  );
}
