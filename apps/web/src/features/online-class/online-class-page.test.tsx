import { learningMessages } from '@skillpath/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  courseFixture,
  lessonsFixture,
  routeFetch,
  signInLearner,
  userCourseFixture,
} from '../../components/learner-account/learner-fixtures';
import { jsonResponse } from '../../test/fetch';
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

function classRoutes(overrides: Parameters<typeof routeFetch>[0] = {}) {
  return {
    'GET /v1/api/courses/1/lessons/': [200, lessonsFixture()],
    'GET /v1/api/course/1/': [200, courseFixture()],
    'GET /v1/api/list-courses/': [200, catalogue],
    ...overrides,
  } as Parameters<typeof routeFetch>[0];
}

async function openClass(routes = classRoutes()) {
  signInLearner();
  const fetchMock = routeFetch(routes);
  const app = renderApp('/onlineclass/1');
  // The page is loaded on first visit: the first test of a run waits for its module.
  await screen.findByRole('heading', { level: 1, name: 'Python FullStack' }, { timeout: 5000 });
  return { ...app, fetchMock };
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

  it('counts a lesson as watched when playback ends, then shows the new progress', async () => {
    let watched = false;
    const { fetchMock } = await openClass(
      classRoutes({
        'GET /v1/api/courses/1/lessons/': () => {
          const data = lessonsFixture();
          if (watched) {
            data.lessons[0]!.watched = true;
            Object.assign(data, { progress: 30, lessons_watched: 1 });
          }
          return jsonResponse(200, data);
        },
        'POST /v1/api/lessons/1/watched/': () => {
          watched = true;
          return jsonResponse(200, {
            progress: 30,
            lessons_watched: 1,
            lessons_total: 2,
            sessions_attended: 0,
            sessions_held: 0,
          });
        },
      }),
    );
    const video = screen.getByLabelText('Lesson video: Week 1: Lesson 1');
    // Playing without reaching the end counts for nothing.
    fireEvent.play(video);
    fireEvent.pause(video);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.ended(video);
    expect(await screen.findByText('30% complete')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 watched')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Watched Week 1: Lesson 1/ })).toBeInTheDocument();
    // The lesson just watched stays on screen, offering the next one.
    expect(screen.getByLabelText('Lesson video: Week 1: Lesson 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next: Week 2: Lesson 2' }));
    expect(screen.getByLabelText('Lesson video: Week 2: Lesson 2')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says how to enroll when the learner is not enrolled', async () => {
    signInLearner();
    routeFetch(
      classRoutes({ 'GET /v1/api/courses/1/lessons/': [403, { detail: learningMessages.notEnrolled }] }),
    );
    renderApp('/onlineclass/1');
    expect(await screen.findByText(learningMessages.notEnrolled, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      '/traincard/1',
    );
  });

  it('opens the first enrolled course at /onlineclass, or explains how to enroll', async () => {
    signInLearner();
    routeFetch(classRoutes({ 'GET /v1/auth/user-courses/7/': [200, [userCourseFixture()]] }));
    const { router } = renderApp('/onlineclass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onlineclass/1'), { timeout: 5000 });
  });

  it('explains how to enroll when there is no course yet', async () => {
    signInLearner();
    routeFetch({ 'GET /v1/auth/user-courses/7/': [200, []] });
    renderApp('/onlineclass');
    expect(
      await screen.findByText(/You are not enrolled in any course yet/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/traininguser');
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
