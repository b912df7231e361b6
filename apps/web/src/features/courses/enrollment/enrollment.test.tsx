import {
  catalogueRoutes,
  enrollmentErrorCodes,
  enrollmentRoutes,
  type RouteOutput,
} from '@skillpath/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { learnerToken } from '../../../test/tokens';
import { sampleCourse, userCourseOf } from '../course-fixtures';

// A busy machine is slow to load a page's code the first time; wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const course = sampleCourse();
const flagKey = 'enrolled:7:1';
const never = () => new Promise<never>(() => {});
/** An answer without the error body of DESIGN §4 (a proxy's, say): MSW sends a thrown response as is. */
const bodiless = (status: number) => () => {
  throw new HttpResponse(null, { status });
};

type Answer<R extends Parameters<typeof mockRoute>[0]> = Parameters<typeof mockRoute<R>>[1];

interface Server {
  /** Answers to GET user-courses, one per call; the last one repeats. */
  userCourses?: Answer<typeof enrollmentRoutes.userCourses>[];
  enroll?: Answer<typeof enrollmentRoutes.enroll>;
}

const created = (): RouteOutput<typeof enrollmentRoutes.enroll> => ({
  id: 5,
  course_id: 1,
  course_title: 'Python FullStack',
  selected_at: new Date().toISOString(),
  message: 'Successfully enrolled in the course.',
});
const enrolledList = () => [userCourseOf(course)];

/** A signed-in learner (id 7) on /traincard/1, with the API answering as `server` says. */
function openCourseAsLearner(server: Server = {}) {
  localStorage.setItem('authToken', learnerToken());
  const listAnswers = server.userCourses ?? [[]];
  let listCalls = 0;
  mockRoute(catalogueRoutes.course, ({ params }) =>
    params.id === '1' ? course : apiError(404, 'Course not found.', 'course_not_found'),
  );
  mockRoute(enrollmentRoutes.userCourses, (call) => {
    const answer = listAnswers[Math.min(listCalls, listAnswers.length - 1)]!;
    listCalls += 1;
    return typeof answer === 'function' ? answer(call) : answer;
  });
  const enrollCalls = mockRoute(enrollmentRoutes.enroll, server.enroll ?? created);
  const rendered = renderApp('/traincard/1');
  return { ...rendered, enrollCalls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('enrollment for a visitor', () => {
  it('sends Apply Now to sign in, with a returnUrl back to the course', async () => {
    mockRoute(catalogueRoutes.course, course);
    const { user, router } = renderApp('/traincard/1');
    const apply = await screen.findByRole('link', { name: 'Apply Now' });
    // A link, so it works on the server-rendered page before (or without) its scripts.
    expect(apply).toHaveAttribute('href', '/signin?returnUrl=%2Ftraincard%2F1');
    await user.click(apply);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/traincard/1');
  });

  it('keeps a course reached by title in the returnUrl', async () => {
    const byTitle = mockRoute(catalogueRoutes.courseByTitle, course);
    const { user, router } = renderApp('/traincard/Python%20FullStack');
    await user.click(await screen.findByRole('link', { name: 'Apply Now' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/traincard/Python%20FullStack',
    );
    expect(byTitle[0]?.query.get('title')).toBe('Python FullStack');
  });
});

describe('enrollment status of a learner', () => {
  it('says the status is loading until the learner’s courses arrive', async () => {
    openCourseAsLearner({ userCourses: [never] });
    expect(await screen.findByRole('button', { name: 'Loading enrollment status...' })).toBeDisabled();
  });

  it('shows an enrolled learner that they already are', async () => {
    openCourseAsLearner({ userCourses: [enrolledList] });
    expect(await screen.findByRole('button', { name: 'You have already enrolled' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('falls back on the local flag when the status cannot be loaded', async () => {
    localStorage.setItem(flagKey, '2025-01-01T00:00:00.000Z');
    openCourseAsLearner({ userCourses: [apiError(500, 'Internal server error')] });
    expect(
      await screen.findByText('Failed to load enrollment status. Displaying cached data.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'You have already enrolled' })).toBeDisabled();
  });

  it('offers Apply Now when the status cannot be loaded and nothing is cached', async () => {
    openCourseAsLearner({ userCourses: [bodiless(500)] });
    expect(
      await screen.findByText('Failed to load enrollment status. Displaying cached data.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });
});

describe('enrolling', () => {
  it('shows Enrolling... while the request runs and sends one request for a double click', async () => {
    let answer: (created: RouteOutput<typeof enrollmentRoutes.enroll>) => void = () => {};
    const { user, enrollCalls } = openCourseAsLearner({
      enroll: () => new Promise((resolve) => (answer = resolve)),
    });
    await user.dblClick(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('button', { name: 'Enrolling...' })).toBeDisabled();
    expect(enrollCalls).toHaveLength(1);
    const body = enrollCalls[0]!.body as { selected_at: string };
    expect(body).toEqual({ user_id: '7', course_title: 'Python FullStack', selected_at: expect.any(String) });
    expect(new Date(body.selected_at).toISOString()).toBe(body.selected_at);
    await act(async () => answer(created()));
    expect(await screen.findByRole('dialog', { name: 'Enrollment Successful!' })).toBeInTheDocument();
  });

  it('confirms success, shows the learner enrolled, and drops the local flag once the server lists it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openCourseAsLearner({
      userCourses: [[], enrolledList],
      enroll: created,
    });
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrollment Successful!' });
    expect(within(dialog).getByText('Successfully enrolled in the course.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'You have already enrolled' })).toBeDisabled();
    await waitFor(() => expect(localStorage.getItem(flagKey)).toBeNull());

    // Spec 000 §9: a success closes by itself after 3 s.
    act(() => vi.advanceTimersByTime(2800));
    expect(screen.getByRole('dialog', { name: 'Enrollment Successful!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the flag and says so when the list cannot be reloaded after enrolling', async () => {
    const { user } = openCourseAsLearner({
      userCourses: [[], apiError(503, 'Unavailable')],
      enroll: created,
    });
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(
      await screen.findByText(
        'Enrollment successful, but status may not update immediately. Please refresh the page.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(flagKey)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'You have already enrolled' })).toBeDisabled();
    expect(
      screen.queryByText('Failed to load enrollment status. Displaying cached data.'),
    ).not.toBeInTheDocument();
  });

  it('tells an already enrolled learner so, and closes after 5 s rather than 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openCourseAsLearner({
      userCourses: [[], enrolledList],
      enroll: apiError(
        409,
        'You have already enrolled in this course.',
        enrollmentErrorCodes.alreadyEnrolled,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Already Enrolled' });
    expect(within(dialog).getByText('You have already enrolled in this course.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'You have already enrolled' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(4800));
    expect(screen.getByRole('dialog', { name: 'Already Enrolled' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      'the server’s message',
      apiError(404, 'Course not found. Please check the course ID.', enrollmentErrorCodes.courseNotFound),
      'Course not found. Please check the course ID.',
    ],
    ['the default message', bodiless(500), 'Enrollment failed. Please try again.'],
    [
      'the default message when offline',
      () => {
        throw HttpResponse.error();
      },
      'Enrollment failed. Please try again.',
    ],
  ])('shows %s when enrolling fails, closed by OK', async (_case, enroll, message) => {
    const { user } = openCourseAsLearner({ enroll });
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrollment Failed' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(localStorage.getItem(flagKey)).toBeNull();
  });

  it('closes an error after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openCourseAsLearner({ enroll: bodiless(500) });
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await screen.findByRole('dialog', { name: 'Enrollment Failed' });
    act(() => vi.advanceTimersByTime(4800));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('a course with a fee', () => {
  const priced = sampleCourse({ course_fee: 45_000 });

  it('shows its fee and sends a visitor to its checkout, which asks them to sign in first', async () => {
    mockRoute(catalogueRoutes.course, priced);
    renderApp('/traincard/1');
    const apply = await screen.findByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', '/checkout/course/1');
    expect(screen.getAllByText('₹45,000').length).toBeGreaterThanOrEqual(1);
  });

  it('leads a learner to its checkout instead of enrolling through the free path', async () => {
    localStorage.setItem('authToken', learnerToken());
    mockRoute(catalogueRoutes.course, priced);
    mockRoute(enrollmentRoutes.userCourses, []);
    renderApp('/traincard/1');
    // A link to the checkout, not the button that enrolls.
    expect(await screen.findByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/checkout/course/1',
    );
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('still shows a learner who paid that they are enrolled', async () => {
    localStorage.setItem('authToken', learnerToken());
    mockRoute(catalogueRoutes.course, priced);
    mockRoute(enrollmentRoutes.userCourses, enrolledList);
    renderApp('/traincard/1');
    expect(await screen.findByRole('button', { name: 'You have already enrolled' })).toBeDisabled();
  });
});

describe('a free course', () => {
  it('shows Free', async () => {
    mockRoute(catalogueRoutes.course, course);
    renderApp('/traincard/1');
    await screen.findByRole('link', { name: 'Apply Now' });
    expect(screen.getAllByText('Free').length).toBeGreaterThanOrEqual(1);
  });
});
