import { catalogueMessages, catalogueRoutes, placementMessages, placementRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiUnreachable, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';
import { batches, courses } from './home-fixtures';

type Reply<R extends keyof typeof catalogueRoutes> = Parameters<
  typeof mockRoute<(typeof catalogueRoutes)[R]>
>[1];

/** The catalogue API: each list answers with its own reply. */
function mockCatalogue({
  courseList = courses,
  batchList = batches,
}: {
  courseList?: Reply<'courses'>;
  batchList?: Reply<'batches'>;
} = {}) {
  mockRoute(catalogueRoutes.courses, courseList);
  mockRoute(catalogueRoutes.batches, batchList);
}

/** A section of the page by its anchor; throws until the page has rendered it (for waitFor). */
function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No section #${id} yet`);
  return element;
}
const never = () => new Promise<never>(() => {});

// The dialogs are fetched on the click that opens them; load their modules once up front so a cold
// import in the test run does not outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../components/callback/callback-overlay'),
    import('../../components/placement-gate/access-restricted-dialog'),
    import('./home-page'),
  ]);
});

describe('landing page', () => {
  it('names the typed words in its heading and offers a callback', async () => {
    mockCatalogue();
    const { user } = renderApp('/home');
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: 'Your path to Placements, Training, Internships, AI Mastery',
        },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Callback' }));
    // The form's module is imported on this first click, and compiled then on a cold test worker.
    expect(
      await screen.findByRole('dialog', { name: 'Request a Callback' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('says what is loading while the lists are on their way', async () => {
    mockCatalogue({ courseList: never, batchList: never });
    renderApp('/home');
    expect(await screen.findByText(catalogueMessages.loadingBatches)).toBeInTheDocument();
    expect(screen.getByText(catalogueMessages.loadingCourses)).toBeInTheDocument();
  });

  it('lists the upcoming batches with their mode, timings and a medium start date', async () => {
    mockCatalogue();
    renderApp('/home');
    const list = within(await waitFor(() => section('upcomingbatches')));
    const first = (await list.findAllByRole('article'))[0] as HTMLElement;
    expect(first).toHaveTextContent('Python FullStack - Weekday Batch');
    expect(first).toHaveTextContent('Hybrid');
    expect(first).toHaveTextContent('Mon-Fri, 7:00 AM - 9:00 AM');
    expect(first).toHaveTextContent('Starts Nov 28, 2026');
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/batches/1.webp');
    expect(list.getAllByRole('article')).toHaveLength(2);
    expect(list.getByText('Jan 5, 2027')).toBeInTheDocument();
  });

  it('announces the batches failure with Retry, which loads them again', async () => {
    let calls = 0;
    mockCatalogue({
      batchList: () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'Internal server error') : batches;
      },
    });
    const { user } = renderApp('/home');
    expect(await screen.findByText(catalogueMessages.batchesFailed)).toBeInTheDocument();
    // Announced to screen readers as it appears.
    expect(within(section('upcomingbatches')).getByRole('alert')).toHaveTextContent(
      catalogueMessages.batchesFailed,
    );
    await user.click(
      within(await waitFor(() => section('upcomingbatches'))).getByRole('button', { name: 'Retry' }),
    );
    expect(await within(section('upcomingbatches')).findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(catalogueMessages.batchesFailed)).not.toBeInTheDocument();
  });

  it('features the first three courses, each leading to its course page', async () => {
    mockCatalogue();
    renderApp('/home');
    const programs = within(await waitFor(() => section('featured-programs')));
    const cards = await programs.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Python FullStack',
      'Java FullStack',
      'Cyber Security',
    ]);
    expect(programs.getByRole('link', { name: 'View Course: Java FullStack' })).toHaveAttribute(
      'href',
      '/traincard/2',
    );
  });

  it.each([
    [404, catalogueMessages.courseNotFound],
    [500, catalogueMessages.coursesFailed],
  ])('says what went wrong when the courses answer %i', async (status, message) => {
    mockCatalogue({ courseList: apiError(status, 'x') });
    renderApp('/home');
    expect(
      await within(await waitFor(() => section('featured-programs'))).findByText(message),
    ).toBeInTheDocument();
  });

  it('says the server cannot be reached when the courses do not arrive at all', async () => {
    mockCatalogue({ courseList: apiUnreachable() });
    renderApp('/home');
    expect(
      await within(await waitFor(() => section('featured-programs'))).findByText(
        catalogueMessages.backendUnreachable,
      ),
    ).toBeInTheDocument();
  });

  it('offers the five services with the spec buttons', async () => {
    mockCatalogue();
    renderApp('/home');
    const services = within(await waitFor(() => section('about')));
    expect(services.getByRole('link', { name: 'Learn More about training courses' })).toHaveAttribute(
      'href',
      '/traininguser',
    );
    expect(services.getByRole('link', { name: 'Internships' })).toHaveAttribute('href', '/internshipuser');
    expect(services.getByRole('button', { name: 'Coming Soon...' })).toBeDisabled();
    expect(services.getByRole('link', { name: 'Explore AI paths' })).toHaveAttribute('href', '/aiuserpage');
    expect(services.getByRole('button', { name: 'Launches Soon...' })).toBeDisabled();
  });

  it('answers Placements with the Access Restricted popup for a visitor, closed by OK', async () => {
    mockCatalogue();
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Explore Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Restricted' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(placementMessages.accessRestricted);
    expect(placementMessages.accessRestricted).toBe(
      'Access to this session will be granted upon completion of at least 50% of the registered course.',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/home');
  });

  it("follows the server's gate for a learner: below it the popup says where they stand", async () => {
    localStorage.setItem('authToken', learnerToken());
    mockCatalogue();
    mockRoute(placementRoutes.access, {
      open: false,
      progress: 32,
      required: 50,
      course: { id: 9, title: 'Python Full Stack' },
    });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Explore Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access Restricted' }, { timeout: 5000 });
    expect(
      await within(dialog).findByText('You have completed 32% of Python Full Stack. Reach 50% to apply.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue Python Full Stack' })).toHaveAttribute(
      'href',
      '/onlineclass/9',
    );
  });

  it("follows the server's gate for a learner: past it (60%) Explore Now opens the placements", async () => {
    localStorage.setItem('authToken', learnerToken());
    mockCatalogue();
    mockRoute(placementRoutes.access, {
      open: true,
      progress: 60,
      required: 50,
      course: { id: 9, title: 'Python Full Stack' },
    });
    const { user, router } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Explore Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placementuser'));
    expect(screen.queryByRole('dialog', { name: 'Access Restricted' })).not.toBeInTheDocument();
  });
});
