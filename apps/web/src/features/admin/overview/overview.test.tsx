import {
  addDays,
  enquiryAdminRoutes,
  type Overview,
  overviewMessages,
  overviewRoutes,
  weekStartOf,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import { deferred, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();
// The panels' own chunk (Recharts), loaded before the tests as the admin area is.
beforeAll(() => import('./overview-charts'), 60_000);

/** One bar per day of March 2025 from the 1st, as the server draws a 30-day range. */
const days = (counts: number[]) =>
  counts.map((count, i) => {
    const day = addDays('2025-03-01', i);
    return { from: day, to: day, count };
  });

function overview(fields: Partial<Overview> = {}): Overview {
  return {
    from: '2025-03-01',
    to: '2025-03-30',
    enquiries: { received: 0, waiting: 0, overdue: 0 },
    demo_bookings: { today: 0, this_week: 0 },
    enrollments: { in_range: 0, unit: 'day', series: days(Array(30).fill(0)) },
    active_learners: 0,
    assessments: { attempts: 0, passed: 0, pass_rate: null, domains: [] },
    job_applications: [],
    workshops: [],
    employer_leads: { new: 0, contacted: 0, closed: 0 },
    collections: {
      today_paise: 0,
      this_month_paise: 0,
      in_range_paise: 0,
      refunded_in_range_paise: 0,
      by_item: [],
      outstanding: { orders: 0, total_paise: 0 },
    },
    ...fields,
  };
}

const busy = overview({
  enquiries: { received: 12, waiting: 4, overdue: 3 },
  demo_bookings: { today: 2, this_week: 5 },
  enrollments: {
    in_range: 9,
    unit: 'day',
    series: days([0, 1, 2, 0, 1, 0, 0, 3, 1, 0, 1, ...Array(19).fill(0)]),
  },
  active_learners: 27,
  assessments: {
    attempts: 4,
    passed: 3,
    pass_rate: 0.75,
    domains: [{ domain_id: 7, domain_name: 'Data Science', attempts: 4, passed: 3, pass_rate: 0.75 }],
  },
  job_applications: [{ placement_id: 5, job_title: 'Data Analyst', job_company: 'Acme', applications: 6 }],
  workshops: [{ workshop_id: 3, title: 'Resume clinic', date: '2025-04-02', seats_taken: 18, capacity: 40 }],
  employer_leads: { new: 2, contacted: 1, closed: 0 },
  collections: {
    today_paise: 4_500_000,
    this_month_paise: 9_000_000,
    in_range_paise: 10_500_000,
    refunded_in_range_paise: 250_000,
    by_item: [
      { item_type: 'course', paid_paise: 9_000_000, orders: 2 },
      { item_type: 'workshop', paid_paise: 1_500_000, orders: 3 },
    ],
    outstanding: { orders: 1, total_paise: 1_200_000 },
  },
});

/** The overview answers `body`; returns the calls it answered. */
const mockOverview = (body: Overview) => mockRoute(overviewRoutes.overview, body);

describe('admin Overview', screenTestTimeout, () => {
  it('is where /admindash lands, with a spinner while the figures load', async () => {
    const reply = deferred<Overview>();
    mockRoute(overviewRoutes.overview, () => reply.promise);
    const { router } = await openAdmin('/admindash', 'Overview', 15_000);
    expect(router.state.location.pathname).toBe('/admindash/overview');
    expect(screen.getByRole('status', { name: 'Loading the overview' })).toBeInTheDocument();
    reply.release(busy);
    expect(await screen.findByRole('link', { name: /^New enquiries/ })).toBeInTheDocument();
  });

  it('shows each figure as a link to its list, filtered', async () => {
    mockOverview(busy);
    await openAdmin('/admindash/overview', 'Overview');
    const link = async (name: RegExp) => screen.findByRole('link', { name });
    expect(await link(/^New enquiries\s*12/)).toHaveAttribute(
      'href',
      '/admindash/enquiries?from=2025-03-01&to=2025-03-30',
    );
    expect(await link(/^Waiting for a call\s*4/)).toHaveAttribute('href', '/admindash/enquiries?status=new');
    expect(await link(/^Past 15 minutes\s*3/)).toHaveAttribute('href', '/admindash/enquiries?overdue=true');
    const today = new Date().toISOString().slice(0, 10);
    expect(await link(/^Demo bookings today\s*2$/)).toHaveAttribute(
      'href',
      `/admindash/demo-bookings?from=${today}&to=${today}`,
    );
    expect(await link(/^5 this week$/)).toHaveAttribute(
      'href',
      `/admindash/demo-bookings?from=${weekStartOf(today)}&to=${today}`,
    );
    expect(await link(/^Enrollments\s*9/)).toHaveAttribute(
      'href',
      '/admindash/enrollments?from=2025-03-01&to=2025-03-30',
    );
    expect(await link(/^Active learners\s*27/)).toHaveAttribute(
      'href',
      '/admindash/learners?role=learner&active_from=2025-03-01&active_to=2025-03-30',
    );
    expect(await link(/^Pass rate\s*75%/)).toHaveAttribute(
      'href',
      '/admindash/test-results?handed_in=true&from=2025-03-01&to=2025-03-30',
    );
    // Fees: received today, this month and in the range, and what still waits, in rupees.
    expect(await link(/^Collected today\s*₹45,000\.00/)).toHaveAttribute(
      'href',
      '/admindash/payments?from=2025-03-01&to=2025-03-30',
    );
    expect(await link(/^Collected in range\s*₹1,05,000\.00\s*₹2,500\.00 refunded/)).toBeInTheDocument();
    expect(await link(/^Outstanding\s*₹12,000\.00\s*1 order waits for payment/)).toHaveAttribute(
      'href',
      '/admindash/payments?status=awaiting_payment',
    );
    // The panels arrive with their own chunk (Recharts).
    expect(await screen.findByRole('link', { name: 'Data Science' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/admindash/test-results?domain_id=7&handed_in=true&from=2025-03-01&to=2025-03-30',
    );
    const applications = screen.getByRole('list', { name: 'Applications per placement' });
    expect(within(applications).getByText('6 applications')).toBeInTheDocument();
    expect(within(applications).getByRole('link', { name: 'Data Analyst, Acme' })).toHaveAttribute(
      'href',
      '/admindash/job-applications?placement_id=5&from=2025-03-01&to=2025-03-30',
    );
    const seats = screen.getByRole('list', { name: 'Seats taken per workshop' });
    expect(seats).toHaveTextContent('18 of 40');
    expect(within(seats).getByRole('link', { name: 'Resume clinic (2025-04-02)' })).toHaveAttribute(
      'href',
      '/admindash/workshop-registrations?workshop_id=3',
    );
    expect(screen.getByRole('link', { name: 'New: 2' })).toHaveAttribute(
      'href',
      '/admindash/employer-leads?status=new&from=2025-03-01&to=2025-03-30',
    );
    const fees = screen.getByRole('list', { name: 'Fees collected per kind of item' });
    expect(fees).toHaveTextContent('₹90,000.00 · 2 orders');
    expect(within(fees).getByRole('link', { name: 'Workshops' })).toHaveAttribute(
      'href',
      '/admindash/payments?from=2025-03-01&to=2025-03-30&item_type=workshop',
    );
    // The chart spans exactly the chosen range, first day to last, and its link opens that range.
    expect(screen.getByRole('heading', { name: 'Enrollments per day' })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /^Enrollments per day, / });
    expect(chart.getAttribute('aria-label')).toMatch(
      /^Enrollments per day, 1 Mar 2025 to 30 Mar 2025: 1 Mar 2025: 0, 2 Mar 2025: 1,.* 30 Mar 2025: 0$/,
    );
    expect(screen.getByRole('link', { name: 'Enrollments in this range' })).toHaveAttribute(
      'href',
      '/admindash/enrollments?from=2025-03-01&to=2025-03-30',
    );
  });

  it('leads to a list that reads the range from the address, shows it and lets it be cleared', async () => {
    mockOverview(busy);
    const asked = mockRoute(enquiryAdminRoutes.enquiries, { count: 0, results: [] });
    const queries = () => asked.map((call) => call.query.toString());
    const { user, router } = await openAdmin('/admindash/overview', 'Overview');
    await user.click(await screen.findByRole('link', { name: /^New enquiries\s*12/ }));
    await screen.findByRole('heading', { name: 'Enquiries' });
    await waitFor(() => expect(queries()).toContain('from=2025-03-01&to=2025-03-30&limit=20&offset=0'));
    expect(screen.getByLabelText('Received from')).toHaveValue('2025-03-01');
    expect(screen.getByLabelText('Received until')).toHaveValue('2025-03-30');

    await user.click(screen.getByRole('button', { name: 'Clear the dates' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Received from')).toHaveValue('');
    await waitFor(() => expect(queries().at(-1)).toBe('limit=20&offset=0'));
  });

  it('says so where there is nothing to draw', async () => {
    mockOverview(overview());
    await openAdmin('/admindash/overview', 'Overview');
    expect(await screen.findByText('Nothing happened in this range yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No enrollments in this range.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const text of [
      'No sections handed in within this range.',
      'No job applications within this range.',
      'No workshops yet.',
      'No employer leads within this range.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('asks for the range in the address, and refuses one that ends before it starts', async () => {
    const asked = mockOverview(busy);
    const queries = () => asked.map((call) => call.query.toString());
    const { user } = await openAdmin('/admindash/overview?from=2025-03-01&to=2025-03-30', 'Overview');
    await waitFor(() => expect(queries().at(-1)).toContain('from=2025-03-01&to=2025-03-30'));
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-02-01');
    expect(await screen.findByText(overviewMessages.dateOrder)).toBeInTheDocument();
    expect(queries().some((query) => query.includes('to=2025-02-01'))).toBe(false);
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let calls = 0;
    mockRoute(overviewRoutes.overview, () => (++calls === 1 ? apiError(503, 'Database down.') : busy));
    const { user } = await openAdmin('/admindash/overview', 'Overview');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Database down.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^New enquiries/ })).toBeInTheDocument();
  });
});
