import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CALLBACK_PROMISE_MINUTES, formatRupees, type Overview } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AdminPage } from '../shared/admin-page';
import { errorReason } from '../shared/error-text';
import { formatDay } from '../shared/format';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { overviewQuery } from './overview-api';
import { overviewLinks as links } from './overview-links';
import { RangeFields } from './range-fields';
import { StatLink } from './stat-link';
import { useOverviewRange } from './use-overview-range';

// Recharts is most of the charts' weight: the figures come first, the panels as their chunk arrives.
const OverviewPanels = lazy(() =>
  import('./overview-charts').then((module) => ({ default: module.OverviewPanels })),
);

/** Nothing at all happened in the range and nothing waits: one line says so above the (empty) parts. */
const isQuiet = (d: Overview) =>
  d.enquiries.received +
    d.enquiries.waiting +
    d.demo_bookings.this_week +
    d.enrollments.in_range +
    d.active_learners +
    d.assessments.attempts +
    d.job_applications.length ===
  0;

function Figures({ data }: { data: Overview }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <StatLink
        label="New enquiries"
        value={data.enquiries.received}
        hint="received in this range"
        to={links.enquiries(data)}
      />
      <StatLink
        label="Waiting for a call"
        value={data.enquiries.waiting}
        hint="still new, any day"
        to={links.waitingEnquiries()}
      />
      <StatLink
        label={`Past ${CALLBACK_PROMISE_MINUTES} minutes`}
        value={data.enquiries.overdue}
        hint="no call yet"
        to={links.overdueEnquiries()}
        alert={data.enquiries.overdue > 0}
      />
      <StatLink
        label="Demo bookings today"
        value={data.demo_bookings.today}
        hint={`${data.demo_bookings.this_week} this week`}
        to={links.demoBookings()}
        hintTo={links.demoBookingsThisWeek()}
      />
      <StatLink
        label="Enrollments"
        value={data.enrollments.in_range}
        hint="in this range"
        to={links.enrollments(data)}
      />
      <StatLink
        label="Active learners"
        value={data.active_learners}
        hint="in this range"
        to={links.learners(data)}
      />
      <StatLink
        label="Assessment attempts"
        value={data.assessments.attempts}
        hint="sections handed in"
        to={links.testResults(data)}
      />
      <StatLink
        label="Pass rate"
        value={data.assessments.pass_rate === null ? '–' : `${Math.round(data.assessments.pass_rate * 100)}%`}
        hint={`${data.assessments.passed} passed`}
        to={links.testResults(data)}
      />
    </SimpleGrid>
  );
}

/** Fees received (payments as they came in) and what still waits for a payment. */
function FeeFigures({ data }: { data: Overview }) {
  const c = data.collections;
  // Amounts in rupees and paise are wider than counts: one a row on a phone, so none is cut off.
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <StatLink
        label="Collected today"
        value={formatRupees(c.today_paise)}
        hint="India time"
        to={links.payments(data)}
      />
      <StatLink
        label="Collected this month"
        value={formatRupees(c.this_month_paise)}
        hint="India time"
        to={links.payments(data)}
      />
      <StatLink
        label="Collected in range"
        value={formatRupees(c.in_range_paise)}
        hint={`${formatRupees(c.refunded_in_range_paise)} refunded`}
        to={links.payments(data)}
      />
      <StatLink
        label="Outstanding"
        value={formatRupees(c.outstanding.total_paise)}
        hint={`${c.outstanding.orders} ${c.outstanding.orders === 1 ? 'order waits' : 'orders wait'} for payment`}
        to={links.outstandingOrders()}
      />
    </SimpleGrid>
  );
}

/** The administrator's landing screen: the institute's figures over a range of days. */
export function OverviewPage() {
  const rangeState = useOverviewRange();
  const { range } = rangeState;
  const query = useQuery({ ...overviewQuery(range ?? { from: '', to: '' }), enabled: range !== undefined });
  const data = query.data;
  return (
    <AdminPage
      title="Overview"
      description={
        data
          ? `From ${formatDay(data.from)} to ${formatDay(data.to)} (UTC days). Each figure opens its list.`
          : 'The institute at a glance. Each figure opens its list.'
      }
      actions={<RangeFields {...rangeState} />}
    >
      {query.isPending ? (
        <LoadingState label="Loading the overview" />
      ) : query.isError && !data ? (
        <LoadError
          message={`The overview could not be loaded. ${errorReason(query.error)}`}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        data && (
          <Stack gap="lg" aria-busy={query.isFetching}>
            {isQuiet(data) && <Text c="dimmed">Nothing happened in this range yet.</Text>}
            <Figures data={data} />
            <FeeFigures data={data} />
            <Suspense fallback={<LoadingState label="Loading the charts" />}>
              <OverviewPanels data={data} />
            </Suspense>
          </Stack>
        )
      )}
    </AdminPage>
  );
}
