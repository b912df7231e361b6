import { Anchor, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { AdminPage } from '../shared/admin-page';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { SearchField } from '../shared/search-field';
import { useListParams } from '../shared/use-list-params';
import { type LearnerSummary, learnerQueries } from './learners-api';
import { RoleBadge } from './role-badge';

const roleOptions = [
  { value: 'all', label: 'All roles' },
  { value: 'learner', label: 'Learners' },
  { value: 'admin', label: 'Admins' },
];

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

/** Accounts: search by name, e-mail or phone, filter by role; a name opens the learner's page. */
export function LearnersPage() {
  const { page, filters, setPage, setFilter, limit, offset } = useListParams(['q', 'role'] as const);
  const query = useQuery(learnerQueries.list({ ...filters, limit, offset }));

  return (
    <AdminPage
      title="Learners"
      description="Accounts, their courses and progress; attendance is entered here."
    >
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <Select
            label="Role"
            data={roleOptions}
            value={filters.role || 'all'}
            onChange={(value) => setFilter('role', value && value !== 'all' ? value : '')}
            allowDeselect={false}
            w={160}
          />
          <SearchField
            label="Search"
            placeholder="Name, email or phone"
            value={filters.q}
            onSearch={(value) => setFilter('q', value)}
          />
        </Group>
        <PagedTable
          label="Learners"
          rowsNoun="accounts"
          columns={columns}
          rowKey={(l) => l.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText="No accounts match."
          loadErrorText={(error) => `Failed to load learners: ${errorReason(error)}`}
          minWidth={960}
        />
      </Stack>
    </AdminPage>
  );
}
