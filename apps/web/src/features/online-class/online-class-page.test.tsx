import {
  type CourseLessons,
  catalogueRoutes,
  enrollmentRoutes,
  type LessonPlayback,
  learningErrorCodes,
  learningMessages,
  learningRoutes,
} from '@skillpath/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  courseFixture,
  lessonsFixture,
  signInLearner,
  userCourseFixture,
} from '../../components/learner-account/learner-fixtures';
import { type ApiCall, apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const catalogue = [
  courseFixture(),
  courseFixture({
    id: 2,
    course_title: 'Java FullStack',
    course_related_domains: 'Full Stack Development, Java',
  }),
  courseFixture({
    id: 3,
    course_title: 'Cyber Security',
    course_related_domains: 'Cyber Security, Networking',
  }),
];

type Answer<T> = T | ReturnType<typeof apiError>;

/** The API of course 1's class: its lessons, the course, the catalogue, and the player's reports. */
function serveClass({
  lessons = lessonsFixture(),
  heartbeat,
}: {
  lessons?: Answer<CourseLessons>;
  heartbeat?: Answer<LessonPlayback> | ((call: ApiCall) => Answer<LessonPlayback>);
} = {}) {
  mockRoute(learningRoutes.courseLessons, ({ params }) =>
    params.id === '1' ? lessons : apiError(404, 'Course not found.', learningErrorCodes.courseNotFound),
  );
  mockRoute(catalogueRoutes.course, ({ params }) =>
    params.id === '1' ? courseFixture() : apiError(404, 'Course not found.', 'course_not_found'),
  );
  mockRoute(catalogueRoutes.courses, catalogue);
  return heartbeat === undefined ? [] : mockRoute(learningRoutes.heartbeat, heartbeat);
}

async function openClass(api: Parameters<typeof serveClass>[0] = {}) {
  signInLearner();
  const heartbeats = serveClass(api);
  const app = renderApp('/onlineclass/1');
  // The page is loaded on first visit: the first test of a run waits for its module.
  await screen.findByRole('heading', { level: 1, name: 'Python FullStack' }, { timeout: 5000 });
  return { ...app, heartbeats };
}

describe('online class page', { timeout: 20_000 }, () => {
  it('shows progress, the current lesson, the lesson list and what the course is about', async () => {
    await openClass();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(screen.getByText('60% lessons + 40% attendance')).toBeInTheDocument();
    expect(screen.getByText('Lessons 0 of 2 watched')).toBeInTheDocument();
    expect(screen.getByText('Sessions 0 of 0 attended')).toBeInTheDocument();
    expect(screen.getByLabelText('Lesson video: Week 1: Lesson 1')).toHaveAttribute(
      'src',
      '/media/lessons/sample.webm',
    );
    expect(screen.getByRole('button', { name: /^Not watched yet Week 2: Lesson 2/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Learning objectives' })).toBeInTheDocument();
    expect(screen.getByText('Week 1: Python foundations')).toBeInTheDocument();
    expect(screen.getByText('Build complete web applications with Python.')).toBeInTheDocument();
    expect(screen.getAllByText('Ananya Sharma').length).toBeGreaterThan(0);
    expect(screen.getByText('120 hours')).toBeInTheDocument();
    const related = screen.getByRole('heading', { name: 'Related courses' }).closest('section')!;
    expect(await within(related).findByRole('link', { name: 'Java FullStack' })).toHaveAttribute(
      'href',
      '/traincard/2',
    );
    expect(within(related).queryByText('Cyber Security')).not.toBeInTheDocument();
  });

  it('reports playback to the server and shows the lesson watched only when the server counts it', async () => {
    let played = 0;
    const positions: number[] = [];
    const { heartbeats } = await openClass({
      heartbeat: ({ params, body }) => {
        if (params.id !== '1') return apiError(404, 'Lesson not found.', learningErrorCodes.lessonNotFound);
        const { position_seconds } = body as { position_seconds: number };
        positions.push(position_seconds);
        played = Math.max(played, position_seconds);
        const watched = played >= 4;
        return {
          lesson_id: 1,
          seconds_watched: played,
          duration_seconds: 4,
          watched,
          progress: watched ? 30 : 0,
          lessons_watched: watched ? 1 : 0,
          lessons_total: 2,
          sessions_attended: 0,
          sessions_held: 0,
        };
      },
    });
    const posts = () => heartbeats.length;
    const video = screen.getByLabelText('Lesson video: Week 1: Lesson 1') as HTMLVideoElement;
    const at = (seconds: number, state: { paused?: boolean; ended?: boolean } = {}) => {
      Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
      Object.defineProperty(video, 'paused', { configurable: true, value: state.paused ?? false });
      Object.defineProperty(video, 'ended', { configurable: true, value: state.ended ?? false });
    };

    // Choosing a lesson reports nothing: only playback does.
    fireEvent.click(screen.getByRole('button', { name: /^Not watched yet Week 1: Lesson 1/ }));
    expect(posts()).toBe(0);
    expect(screen.getByText(/Played 0% of this lesson/)).toBeInTheDocument();

    // Playback starts: one report; the next timeupdates within 10 s send nothing more.
    at(0);
    fireEvent.playing(video);
    at(1);
    fireEvent.timeUpdate(video);
    at(2);
    fireEvent.pause(video);
    await waitFor(() => expect(positions).toEqual([0, 2]));
    expect(await screen.findByText(/Played 50% of this lesson/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Played 50% of this lesson' })).toBeInTheDocument();
    expect(screen.getByText('0 of 2 watched')).toBeInTheDocument();
    expect(screen.getByText('0:04 · 50% played')).toBeInTheDocument();

    // The end reports once (the pause that comes with it does not), and the server says watched.
    at(4, { paused: true, ended: true });
    fireEvent.pause(video);
    fireEvent.ended(video);
    expect(await screen.findByText('30% complete')).toBeInTheDocument();
    expect(positions).toEqual([0, 2, 4]);
    expect(screen.getByText('1 of 2 watched')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Watched Week 1: Lesson 1/ })).toBeInTheDocument();
    // The lesson just watched stays on screen, offering the next one.
    expect(screen.getByLabelText('Lesson video: Week 1: Lesson 1')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Lesson complete' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next: Week 2: Lesson 2' }));
    expect(screen.getByLabelText('Lesson video: Week 2: Lesson 2')).toBeInTheDocument();
    expect(posts()).toBe(3);
  });

  it("does not count a lesson on 'ended' alone: the server decides, and says what is missing", async () => {
    await openClass({
      heartbeat: {
        lesson_id: 1,
        seconds_watched: 0,
        duration_seconds: 4,
        watched: false,
        progress: 0,
        lessons_watched: 0,
        lessons_total: 2,
        sessions_attended: 0,
        sessions_held: 0,
      },
    });
    fireEvent.ended(screen.getByLabelText('Lesson video: Week 1: Lesson 1'));
    expect(await screen.findByRole('status', { name: 'Not watched yet' })).toBeInTheDocument();
    expect(screen.getByText('0 of 2 watched')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next:/ })).not.toBeInTheDocument();
  });

  it('says when a report could not be saved', async () => {
    await openClass({ heartbeat: apiError(429, 'Too many requests.') });
    fireEvent.playing(screen.getByLabelText('Lesson video: Week 1: Lesson 1'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your progress could not be saved. Keep playing the lesson to retry.',
    );
  });

  it('says how to enroll when the learner is not enrolled', async () => {
    signInLearner();
    serveClass({ lessons: apiError(403, learningMessages.notEnrolled, learningErrorCodes.notEnrolled) });
    renderApp('/onlineclass/1');
    expect(await screen.findByText(learningMessages.notEnrolled, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      '/traincard/1',
    );
  });

  it('opens the first enrolled course at /onlineclass, or explains how to enroll', async () => {
    signInLearner();
    serveClass();
    mockRoute(enrollmentRoutes.userCourses, [userCourseFixture()]);
    const { router } = renderApp('/onlineclass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onlineclass/1'), { timeout: 5000 });
  });

  it('explains how to enroll when there is no course yet', async () => {
    signInLearner();
    const reads = mockRoute(enrollmentRoutes.userCourses, []);
    renderApp('/onlineclass');
    expect(
      await screen.findByText(/You are not enrolled in any course yet/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/traininguser');
    expect(reads.map((call) => call.params.id)).toEqual(['7']);
  });

  it('chat: opens, answers after a second, minimizes, restores and closes', async () => {
    const { user } = await openClass();
    await user.click(screen.getByRole('button', { name: 'Chat with instructor' }));
    const chat = await screen.findByRole('dialog', { name: /^Chat with/ });
    const message = within(chat).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(message).toHaveFocus());
    await user.type(message, 'Is there a session today?{Enter}');
    expect(within(chat).getByText(/Is there a session today\?/)).toBeInTheDocument();
    expect(within(chat).queryByText(/Thanks for your question!/)).not.toBeInTheDocument();
    expect(
      await within(chat).findByText(/Thanks for your question!/, {}, { timeout: 2000 }),
    ).toBeInTheDocument();

    await user.click(within(chat).getByRole('button', { name: 'Minimize chat' }));
    expect(within(chat).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.click(within(chat).getByRole('button', { name: 'Restore chat' }));
    expect(within(chat).getByText(/Is there a session today\?/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat with instructor' })).toHaveFocus());
  });
});
