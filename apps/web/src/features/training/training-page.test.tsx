import {
  catalogueMessages,
  catalogueRoutes,
  enquiryMessages,
  enquiryRoutes,
  institute,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiUnreachable, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { courses } from './training-fixtures';

type CourseAnswer = Parameters<typeof mockRoute<typeof catalogueRoutes.courses>>[1];

function mockApi(courseList: CourseAnswer = courses) {
  mockRoute(catalogueRoutes.courses, courseList);
}

/** The course list and the callback enquiry; returns the enquiries sent. */
function mockApiWithEnquiry() {
  mockApi();
  return mockRoute(enquiryRoutes.create, {
    id: 1,
    name: 'Ravi Kumar',
    phone: '9123456780',
    interested_course: 'DevOps',
    status: 'new',
    created_at: '2026-11-21T10:00:00.000Z',
    message: enquiryMessages.success,
  });
}

async function openPage() {
  const app = renderApp('/traininguser');
  await screen.findByRole('heading', { level: 1, name: 'Training Courses' }, { timeout: 5000 });
  return app;
}

const courseGrid = () => within(screen.getByRole('region', { name: 'All Courses' }));

describe('training page', () => {
  it('lists every course with trainer, mode, hours and Know More to its page', async () => {
    mockApi();
    await openPage();
    const cards = await courseGrid().findAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Python FullStack' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Ananya Sharma');
    expect(cards[0]).toHaveTextContent('Hybrid');
    expect(cards[0]).toHaveTextContent('120 hours');
    expect(first.getByRole('link', { name: 'Know More about Python FullStack' })).toHaveAttribute(
      'href',
      '/traincard/1',
    );
  });

  it('filters the grid as a person types, says when nothing matches and offers the way back', async () => {
    mockApi();
    const { user } = await openPage();
    await courseGrid().findAllByRole('article');
    const search = screen.getByRole('searchbox', { name: 'Search courses' });

    await user.type(search, 'Kubernetes');
    expect(courseGrid().getAllByRole('article')).toHaveLength(1);
    expect(courseGrid().getByRole('heading', { name: 'DevOps' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 courses match “Kubernetes”')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'cobol');
    expect(courseGrid().queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No courses match “cobol”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all courses' }));
    expect(courseGrid().getAllByRole('article')).toHaveLength(3);
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('clears the search with the button inside the box', async () => {
    mockApi();
    const { user } = await openPage();
    await courseGrid().findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'priya');
    expect(courseGrid().getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(courseGrid().getAllByRole('article')).toHaveLength(3);
  });

  it('says it is loading, then what went wrong, and tries again on Retry', async () => {
    let calls = 0;
    let release: (answer: ReturnType<typeof apiError>) => void = () => {};
    mockApi(() => {
      calls += 1;
      if (calls === 1) return new Promise((resolve) => (release = resolve));
      return courses;
    });
    const { user } = await openPage();
    expect(screen.getByText(catalogueMessages.loadingCourses)).toBeInTheDocument();
    release(apiError(500, 'Internal server error'));
    expect(await screen.findByText(catalogueMessages.coursesFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await courseGrid().findAllByRole('article')).toHaveLength(3);
  });

  it('says the server cannot be reached when no answer comes', async () => {
    mockApi(apiUnreachable());
    await openPage();
    expect(await screen.findByText(catalogueMessages.backendUnreachable)).toBeInTheDocument();
  });

  it('shows the ten approach steps in order and a chat link to the institute', async () => {
    mockApi();
    await openPage();
    const steps = within(screen.getByRole('region', { name: 'Our 10-Step Approach' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Professional Training',
      'Daily Practice',
      'Assessments',
      'Reverse Mentorship',
      'Mock Interviews',
      'Resume Building',
      'Real Time Projects',
      'Interview Preparation',
      'Course Completion Certificate',
      'Placement Assistance',
    ]);
    const chat = screen.getByRole('link', { name: /chat with us on whatsapp/i });
    expect(chat).toHaveAttribute('href', institute.chatUrl);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes a callback request inline and keeps the thank-you on the page', async () => {
    const enquiries = mockApiWithEnquiry();
    const { user } = await openPage();
    const form = within(screen.getByRole('region', { name: 'Request a Callback' }));
    await user.type(form.getByLabelText(/^name/i, { selector: 'input' }), 'Ravi Kumar');
    await user.type(form.getByLabelText(/^phone number/i, { selector: 'input' }), '9123456780');
    await user.click(form.getByRole('combobox', { name: /^interested course/i }));
    await user.click(await screen.findByRole('option', { name: 'DevOps' }));
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(await form.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(enquiries.map((call) => call.body)).toEqual([
      { name: 'Ravi Kumar', phone: '9123456780', interested_course: 'DevOps' },
    ]);
    await waitFor(() => expect(form.getByLabelText(/^name/i, { selector: 'input' })).toHaveValue(''));
  });
});
