import type { Workshop } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { placementQueries, type WorkshopRegistration } from '../placements/placement-api';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { formatDay } from '../shared/format';
import { ListPage, recordChoice } from '../shared/list-page';
import { useListParams } from '../shared/use-list-params';

const columns: Column<WorkshopRegistration>[] = [
  { header: 'Registered', cell: (r) => <DateTimeCell iso={r.created_at} />, nowrap: true },
  { header: 'Workshop', cell: (r) => r.workshop_title },
  { header: 'Name', cell: (r) => r.name },
  { header: 'Email', cell: (r) => r.email },
];

/**
 * The seats of one workshop: those taken (the Overview's figure) are the registrations plus the
 * number entered on its card; the second part is only known while no search or days narrow the rows.
 */
function Seats({ workshop, registered }: { workshop: Workshop; registered?: number }) {
  const byHand = registered === undefined ? undefined : workshop.already_enrolled - registered;
  return (
    <>
      {workshop.title} ({formatDay(workshop.date)}):{' '}
      <strong>
        {workshop.already_enrolled} of {workshop.capacity} seats taken
      </strong>
      {byHand !== undefined &&
        byHand > 0 &&
        ` (${registered} registered on the site, ${byHand} entered on the workshop card)`}
      .
    </>
  );
}

/** Registrations for the workshops (DESIGN §8), by workshop and the days they were made. */
export function WorkshopRegistrationsPage() {
  const list = useListParams(['workshop_id', 'q', 'from', 'to'] as const);
  const { filters, limit, offset } = list;
  const query = useQuery(placementQueries.registrations({ ...filters, limit, offset }));
  const workshops = useQuery(placementQueries.workshops());
  const choice = recordChoice(
    'workshop_id',
    'Workshop',
    workshops,
    (w) => ({ value: String(w.id), label: `${w.title} (${formatDay(w.date)})` }),
    filters.workshop_id,
  );
  const chosen = workshops.data?.find((w) => String(w.id) === filters.workshop_id);
  const whole = !filters.q && !filters.from && !filters.to;

  return (
    <ListPage
      title="Workshop registrations"
      description={
        chosen ? (
          <Seats workshop={chosen} registered={whole ? query.data?.count : undefined} />
        ) : (
          'Learners who registered for a workshop on the site.'
        )
      }
      list={list}
      choice={choice}
      moreFilters={<DayRangeFields list={list} labels={['Registered from', 'Registered until']} />}
      searchPlaceholder="Name or email"
      query={query}
      columns={columns}
      rowKey={(r) => r.id}
      rowsNoun="registrations"
      emptyText="No registrations match."
      minWidth={640}
    />
  );
}
