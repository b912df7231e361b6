import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { type ChoiceFilter, ListPage } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';
import { type LearnerSummary, learnerQueries } from './learners-api';
import { RoleBadge } from './role-badge';

const roleFilter: ChoiceFilter<'role'> = {
  name: 'role',
  label: 'Role',
  options: [
    { value: 'all', label: 'All roles' },
    { value: 'learner', label: 'Learners' },
    { value: 'admin', label: 'Admins' },
  ],
  width: 160,
};

function LearnerLink({ learner }: { learner: LearnerSummary }) {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={adminUrl(adminSections.learners, learner.id)} state={{ listSearch: search }}>
      {learner.name || learner.email}
    </Anchor>
  );
}

const columns: Column<LearnerSummary>[] = [
  { header: 'Name', cell: (l) => <LearnerLink learner={l} /> },
  { header: 'Email', cell: (l) => l.email },
  { header: 'Phone', cell: (l) => l.phone || '—', nowrap: true },
  { header: 'Role', cell: (l) => <RoleBadge role={l.role} />, nowrap: true },
  { header: 'Joined', cell: (l) => <DateTimeCell iso={l.date_joined} />, nowrap: true },
  { header: 'Last login', cell: (l) => <DateTimeCell iso={l.last_login} />, nowrap: true },
  { header: 'Points', cell: (l) => l.learning_points },
  { header: 'Courses', cell: (l) => l.enrollments },
];

/**
 * Accounts: search by name, e-mail or phone, filter by role and by the days they were active in (as the
 * Overview's "Active learners" counts); a name opens the learner's page.
 */
export function LearnersPage() {
  const list = useListParams(['q', 'role', 'active_from', 'active_to'] as const);
  const { filters, limit, offset } = list;
  const activeDays = {
    filters: { from: filters.active_from, to: filters.active_to },
    setFilters: ({ from, to }: { from?: string; to?: string }) =>
      list.setFilters({
        ...(from !== undefined && { active_from: from }),
        ...(to !== undefined && { active_to: to }),
      }),
  };
  const query = useQuery(learnerQueries.list({ ...filters, limit, offset }));

  return (
    <ListPage
      title="Learners"
      description="Accounts, their courses and progress; attendance is entered here."
      list={list}
      choice={roleFilter}
      moreFilters={<DayRangeFields list={activeDays} labels={['Active from', 'Active until']} />}
      searchPlaceholder="Name, email or phone"
      query={query}
      columns={columns}
      rowKey={(l) => l.id}
      rowsNoun="accounts"
      emptyText="No accounts match."
      minWidth={960}
    />
  );
}
