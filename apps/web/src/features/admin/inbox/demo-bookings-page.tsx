import { Stack } from '@mantine/core';
import { inboxPaths } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from '../shared/admin-page';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { SearchField } from '../shared/search-field';
import { useListParams } from '../shared/use-list-params';
import { type DemoBookingAdmin, inboxQueries } from './inbox-api';

const columns: Column<DemoBookingAdmin>[] = [
  { header: 'Booked', cell: (b) => <DateTimeCell iso={b.created_at} />, nowrap: true },
  { header: 'Name', cell: (b) => b.name },
  { header: 'Email', cell: (b) => b.email },
  { header: 'Time slot', cell: (b) => b.time_slot, nowrap: true },
  { header: 'Course', cell: (b) => b.course || '—' },
];

/** Free demo bookings of /bookafreedemo (DESIGN §8). */
export function DemoBookingsPage() {
  const { page, filters, setPage, setFilter, limit, offset } = useListParams(['q'] as const);
  const query = useQuery(inboxQueries.demoBookings({ ...filters, limit, offset }));

  return (
    <AdminPage
      title="Demo bookings"
      description="Free demo classes booked on the site."
      actions={<CsvButton path={inboxPaths.demoBookingsCsv} params={filters} fileName="demo-bookings.csv" />}
    >
      <Stack gap="md">
        <SearchField
          label="Search"
          placeholder="Name, email or course"
          value={filters.q}
          onSearch={(value) => setFilter('q', value)}
        />
        <PagedTable
          label="Demo bookings"
          rowsNoun="bookings"
          columns={columns}
          rowKey={(b) => b.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText="No demo bookings match."
          loadErrorText={(error) => `Failed to load demo bookings: ${errorReason(error)}`}
          minWidth={720}
        />
      </Stack>
    </AdminPage>
  );
}
