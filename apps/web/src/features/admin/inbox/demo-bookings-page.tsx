import { enquiryAdminRoutes } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { ListPage } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';
import { type DemoBookingAdmin, inboxQueries } from './inbox-api';

const columns: Column<DemoBookingAdmin>[] = [
  { header: 'Booked', cell: (b) => <DateTimeCell iso={b.created_at} />, nowrap: true },
  { header: 'Name', cell: (b) => b.name },
  { header: 'Email', cell: (b) => b.email },
  { header: 'Time slot', cell: (b) => b.time_slot, nowrap: true },
  { header: 'Course', cell: (b) => b.course || '—' },
];

/** Free demo bookings of /bookafreedemo (DESIGN §8), by the day they were booked on. */
export function DemoBookingsPage() {
  const list = useListParams(['q', 'from', 'to'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(inboxQueries.demoBookings({ ...filters, limit, offset }));

  return (
    <ListPage
      title="Demo bookings"
      description="Free demo classes booked on the site."
      actions={
        <CsvButton route={enquiryAdminRoutes.demoBookingsCsv} query={filters} fileName="demo-bookings.csv" />
      }
      list={list}
      moreFilters={<DayRangeFields list={list} labels={['Booked from', 'Booked until']} />}
      searchPlaceholder="Name, email or course"
      query={query}
      columns={columns}
      rowKey={(b) => b.id}
      rowsNoun="bookings"
      emptyText="No demo bookings match."
      minWidth={720}
    />
  );
}
