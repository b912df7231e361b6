import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ENQUIRY_STATUSES, formatRupees, type Overview, PASS_PERCENT } from '@skillpath/contract';
import { Link } from 'react-router';
import { enquiryStatusLabel } from '../inbox/enquiry-status-badge';
import { formatDay } from '../shared/format';
import { ChartPanel } from './chart-panel';
import { overviewLinks as links } from './overview-links';
import { ShareBars } from './share-bars';

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const shortDay = (day: string) => formatDay(day).replace(/ \d{4}$/, '');

/** Enrollments over exactly the chosen range: a bar per day, or per week for a long range. */
function EnrollmentsChart({ data }: { data: Overview }) {
  const { unit, series } = data.enrollments;
  const total = series.reduce((sum, b) => sum + b.count, 0);
  const barName = (b: { from: string; to: string }) =>
    b.from === b.to ? formatDay(b.from) : `${formatDay(b.from)} to ${formatDay(b.to)}`;
  return (
    <ChartPanel
      title={`Enrollments per ${unit}`}
      link={{ to: links.enrollments(data), label: 'Enrollments in this range' }}
      empty={total === 0 && 'No enrollments in this range.'}
    >
      <BarChart
        h={220}
        data={series.map((b) => ({ bar: shortDay(b.from), Enrollments: b.count }))}
        dataKey="bar"
        series={[{ name: 'Enrollments', color: 'teal.7' }]}
        tickLine="y"
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        role="img"
        aria-label={`Enrollments per ${unit}, ${formatDay(data.from)} to ${formatDay(data.to)}: ${series
          .map((b) => `${barName(b)}: ${b.count}`)
          .join(', ')}`}
      />
    </ChartPanel>
  );
}

function AssessmentsChart({ data }: { data: Overview }) {
  const { domains } = data.assessments;
  return (
    <ChartPanel
      title={`Assessments passed (≥ ${PASS_PERCENT}%) per domain`}
      link={{ to: links.testResults(data), label: 'Test results' }}
      empty={domains.length === 0 && 'No sections handed in within this range.'}
    >
      <Stack gap="md">
        <BarChart
          h={Math.max(120, 44 * domains.length + 40)}
          data={domains.map((d) => ({
            domain: d.domain_name,
            Passed: d.passed,
            'Not passed': d.attempts - d.passed,
          }))}
          dataKey="domain"
          type="stacked"
          orientation="vertical"
          series={[
            { name: 'Passed', color: 'teal.7' },
            { name: 'Not passed', color: 'gray.5' },
          ]}
          withLegend
          yAxisProps={{ width: 96 }}
          xAxisProps={{ allowDecimals: false }}
          role="img"
          aria-label={`Sections handed in per domain: ${domains
            .map((d) => `${d.domain_name}: ${d.passed} of ${d.attempts} passed`)
            .join(', ')}`}
        />
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Pass rate per domain"
        >
          {domains.map((d) => (
            <Group
              component="li"
              key={d.domain_id ?? d.domain_name}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
            >
              <Anchor component={Link} to={links.testResults(data, d.domain_id)} size="sm" lineClamp={1}>
                {d.domain_name}
              </Anchor>
              <Text size="sm" miw="max-content">
                {percent(d.pass_rate)} of {plural(d.attempts, 'attempt')}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </ChartPanel>
  );
}

function ApplicationsList({ data }: { data: Overview }) {
  const rows = data.job_applications;
  const most = Math.max(0, ...rows.map((r) => r.applications));
  return (
    <ChartPanel
      title="Job applications per placement"
      link={{ to: links.jobApplications(data), label: 'Job applications' }}
      empty={rows.length === 0 && 'No job applications within this range.'}
    >
      <ShareBars
        label="Applications per placement"
        rows={rows.map((r) => ({
          key: r.placement_id,
          label: `${r.job_title}, ${r.job_company}`,
          caption: plural(r.applications, 'application'),
          value: r.applications,
          of: most,
          to: links.jobApplications(data, r.placement_id),
        }))}
      />
    </ChartPanel>
  );
}

function WorkshopSeats({ data }: { data: Overview }) {
  const rows = data.workshops;
  return (
    <ChartPanel
      title="Workshop seats taken"
      link={{ to: links.workshopRegistrations(), label: 'Registrations' }}
      empty={rows.length === 0 && 'No workshops yet.'}
    >
      <ShareBars
        label="Seats taken per workshop"
        rows={rows.map((w) => ({
          key: w.workshop_id,
          label: `${w.title} (${w.date})`,
          caption: `${w.seats_taken} of ${w.capacity}`,
          value: w.seats_taken,
          of: w.capacity,
          to: links.workshopRegistrations(w.workshop_id),
        }))}
      />
    </ChartPanel>
  );
}

const LEAD_COLORS = { new: 'red.8', contacted: 'yellow.6', closed: 'teal.7' } as const;

function LeadsChart({ data }: { data: Overview }) {
  const counts = data.employer_leads;
  const total = ENQUIRY_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return (
    <ChartPanel
      title="Employer leads by status"
      link={{ to: links.employerLeads(data), label: 'Employer leads' }}
      empty={total === 0 && 'No employer leads within this range.'}
    >
      <Group gap="lg" wrap="nowrap" align="center">
        <DonutChart
          size={120}
          thickness={22}
          withTooltip={false}
          data={ENQUIRY_STATUSES.map((s) => ({
            name: enquiryStatusLabel(s),
            value: counts[s],
            color: LEAD_COLORS[s],
          }))}
          chartLabel={total}
          role="img"
          aria-label={`Employer leads: ${ENQUIRY_STATUSES.map((s) => `${enquiryStatusLabel(s)} ${counts[s]}`).join(', ')}`}
        />
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Leads by status">
          {ENQUIRY_STATUSES.map((s) => (
            <li key={s}>
              <Anchor component={Link} to={links.employerLeads(data, s)} size="sm">
                {enquiryStatusLabel(s)}: {counts[s]}
              </Anchor>
            </li>
          ))}
        </Stack>
      </Group>
    </ChartPanel>
  );
}

const ITEM_LABELS: Record<string, string> = {
  course: 'Courses',
  internship: 'Internships',
  workshop: 'Workshops',
  program: 'AI programmes',
};

/** Fees received within the range per kind of item, each a link to its orders. */
function CollectionsByItem({ data }: { data: Overview }) {
  const rows = data.collections.by_item;
  const top = Math.max(1, ...rows.map((r) => r.paid_paise));
  return (
    <ChartPanel
      title="Fees collected per kind of item"
      link={{ to: links.payments(data), label: 'Payments' }}
      empty={rows.length === 0 && 'No fees collected within this range.'}
    >
      <ShareBars
        label="Fees collected per kind of item"
        rows={rows.map((r) => ({
          key: r.item_type,
          label: ITEM_LABELS[r.item_type] ?? r.item_type,
          caption: `${formatRupees(r.paid_paise)} · ${plural(r.orders, 'order')}`,
          value: r.paid_paise,
          of: top,
          to: links.payments(data, r.item_type),
        }))}
      />
    </ChartPanel>
  );
}

/** The panels under the figures; with Recharts in their own chunk, loaded as the figures show. */
export function OverviewPanels({ data }: { data: Overview }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <EnrollmentsChart data={data} />
      <AssessmentsChart data={data} />
      <ApplicationsList data={data} />
      <WorkshopSeats data={data} />
      <LeadsChart data={data} />
      <CollectionsByItem data={data} />
    </SimpleGrid>
  );
}
