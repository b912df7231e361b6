import { catalogueErrorCodes, catalogueRoutes } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, apiUnreachable, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { sampleCourse } from './course-fixtures';

// A busy machine is slow to load a page's code the first time; wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

type CourseAnswer = Parameters<typeof mockRoute<typeof catalogueRoutes.course>>[1];

/** The course by id and by title, both answering `answer`; says what each was asked. */
function serveCourse(answer: CourseAnswer = sampleCourse()) {
  const byId = mockRoute(catalogueRoutes.course, answer);
  const byTitle = mockRoute<typeof catalogueRoutes.courseByTitle>(catalogueRoutes.courseByTitle, answer);
  return {
    asked: () => [
      ...byId.map((call) => `id ${call.params.id}`),
      ...byTitle.map((call) => `title ${call.query.get('title')}`),
    ],
  };
}

describe('course lookup', () => {
  it('looks a numeric id up by id', async () => {
    const { asked } = serveCourse();
    renderApp('/traincard/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python FullStack' })).toBeInTheDocument();
    expect(asked()).toEqual(['id 1']);
    expect(document.title).toBe('Python FullStack · Skillpath');
  });

  it('looks anything else up by its URL-decoded title', async () => {
    const { asked } = serveCourse();
    renderApp('/traincard/Python%20FullStack');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python FullStack' })).toBeInTheDocument();
    expect(asked()).toEqual(['title Python FullStack']);
  });

  it('keeps a slash in a title (AI/ML)', async () => {
    const { asked } = serveCourse(sampleCourse({ id: 7, course_title: 'AI/ML' }));
    renderApp('/traincard/AI%2FML');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI/ML' })).toBeInTheDocument();
    expect(asked()).toEqual(['title AI/ML']);
  });

  it('says so while the course loads', async () => {
    serveCourse(() => new Promise<never>(() => {}));
    renderApp('/traincard/1');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading course details...');
  });
});

describe('course details', () => {
  it('shows every part of the course', async () => {
    serveCourse();
    renderApp('/traincard/1');
    await screen.findByRole('heading', { level: 1, name: 'Python FullStack' });

    expect(screen.getByText('Build complete web applications with Python.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of the Python FullStack course' })).toHaveAttribute(
      'src',
      '/media/courses/python.webp',
    );
    const overview = screen.getByRole('region', { name: 'Overview' });
    for (const [label, value] of [
      ['Mode', 'Hybrid'],
      ['Trainer', 'Ananya Sharma'],
      ['Languages', 'English, Telugu'],
      ['Enrolled', '184 learners'],
      ['Duration', '120 hours'],
    ] as const) {
      expect(within(overview).getByText(label).closest('dt')?.nextElementSibling).toHaveTextContent(value);
    }

    const weeks = within(screen.getByRole('region', { name: 'Curriculum' })).getAllByRole('heading', {
      level: 3,
    });
    expect(weeks.map((week) => week.textContent)).toEqual([
      'Week 1: Python foundations',
      'Week 2: Object-oriented Python',
    ]);
    expect(screen.getByText('Syntax and data types, Control flow')).toBeInTheDocument();

    const opportunities = screen.getByRole('region', { name: 'Opportunities' });
    expect(
      within(opportunities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Python Developer', 'Backend Developer']);
    expect(
      within(screen.getByRole('region', { name: 'Your trainer' })).getByText('Ananya Sharma'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Top hiring companies' })).getByText(
        'TCS, Infosys, Accenture',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/signin?returnUrl=%2Ftraincard%2F1',
    );
    expect(screen.getByRole('button', { name: 'Book a Free Demo' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/traininguser');
  });

  it("names no hiring companies as 'None' and says when the curriculum is not out yet", async () => {
    serveCourse(sampleCourse({ course_top_com: ' , ', syllabus: [] }));
    renderApp('/traincard/1');
    const companies = await screen.findByRole('region', { name: 'Top hiring companies' });
    expect(within(companies).getByText('None')).toBeInTheDocument();
    expect(screen.getByText('The week-by-week curriculum will be published soon.')).toBeInTheDocument();
  });
});

describe('course errors', () => {
  it.each(['/traincard/0', '/traincard/%20%20', `/traincard/${'x'.repeat(256)}`])(
    'refuses the invalid id %s without asking the server',
    async (path) => {
      const { asked } = serveCourse();
      renderApp(path);
      expect(await screen.findByText('Invalid course ID. Please select a valid course.')).toBeInTheDocument();
      expect(asked()).toEqual([]);
      expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', '/traininguser');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  );

  it('says a missing course was not found, with no pointless Retry', async () => {
    serveCourse(
      apiError(404, 'Course not found. Please check the course ID.', catalogueErrorCodes.courseNotFound),
    );
    renderApp('/traincard/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Course not found. Please check the course ID.',
    );
    expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', '/traininguser');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unreachable server', apiUnreachable, 'Unable to connect to the backend server.'],
    [
      'a server error',
      () => apiError(500, 'Internal server error'),
      'Failed to load course details. Please try again later.',
    ],
  ])('reports %s and loads the course on Retry', async (_case, fail, message) => {
    let calls = 0;
    serveCourse(() => (++calls === 1 ? fail() : sampleCourse()));
    const { user } = renderApp('/traincard/1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Python FullStack' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });
});
