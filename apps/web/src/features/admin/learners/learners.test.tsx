import {
  certificateRoutes,
  learnerRoutes,
  learningRoutes,
  testResultRoutes,
  type UserCourse,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { fill, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const enrolled: UserCourse = {
  enrollment_id: 3,
  course_id: 1,
  course_title: 'Python FullStack',
  course_description: '',
  course_image: '',
  course_duration: 120,
  course_mode: 'Hybrid',
  course_trainer: 'Ananya Sharma',
  course_language: 'English',
  status: 'in-progress',
  difficulty: 'Intermediate',
  lastUpdated: '2030-01-15T10:00:00.000Z',
  selected_at: '2030-01-10T10:00:00.000Z',
  progress: 30,
  lessons_watched: 5,
  lessons_total: 10,
  sessions_held: 0,
  sessions_attended: 0,
};

const learner = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'learner' as const,
  date_joined: '2030-01-01T10:00:00.000Z',
  last_login: null,
  learning_points: 50,
  enrollments: 1,
};

/** A learner's page: their account and courses, and their test attempts (none here). */
function mockLearnerPage(courses: UserCourse[]) {
  mockRoute(learnerRoutes.detail, { ...learner, courses });
  mockRoute(testResultRoutes.list, { count: 0, results: [] });
}

describe('learners', screenTestTimeout, () => {
  it('lists accounts and opens one with its courses', async () => {
    mockLearnerPage([enrolled]);
    mockRoute(learnerRoutes.list, { count: 1, results: [learner] });
    const { user } = await openAdmin('/admindash/learners', 'Learners');
    await user.click(await screen.findByRole('link', { name: 'Asha Rao' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    const course = screen.getByRole('article');
    expect(course).toHaveTextContent('Lessons watched: 5 of 10');
    expect(
      within(course).getByRole('progressbar', { name: 'Progress in Python FullStack' }),
    ).toBeInTheDocument();
  });

  it('saves attendance and shows the new progress; attended cannot exceed held', async () => {
    mockLearnerPage([enrolled]);
    const saved = mockRoute(learningRoutes.attendance, {
      progress: 62,
      lessons_watched: 5,
      lessons_total: 10,
      sessions_held: 10,
      sessions_attended: 8,
    });
    const { user } = await openAdmin('/admindash/learners/7', 'Asha Rao');
    const course = within(screen.getByRole('article'));

    await fill(user, course.getByLabelText('Sessions held'), '4');
    await fill(user, course.getByLabelText('Sessions attended'), '6');
    await user.click(course.getByRole('button', { name: 'Save attendance' }));
    expect(await course.findByText('Sessions attended cannot exceed sessions held')).toBeInTheDocument();

    await fill(user, course.getByLabelText('Sessions held'), '10');
    await fill(user, course.getByLabelText('Sessions attended'), '8');
    await user.click(course.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved. Progress: 62%.')).toBeInTheDocument();
    expect(saved.map((call) => [call.params, call.body])).toEqual([
      [{ id: '3' }, { sessions_held: 10, sessions_attended: 8 }],
    ]);
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('Sessions attended: 8 of 10'));
    expect(screen.getByRole('article')).toHaveTextContent('62%');
  });

  it('changes the role after a confirmation', async () => {
    mockLearnerPage([]);
    const changed = mockRoute(learnerRoutes.setRole, { ...learner, role: 'admin', courses: [] });
    const { user } = await openAdmin('/admindash/learners/7', 'Asha Rao');
    expect(screen.getByText('Not enrolled in any course yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(dialog).toHaveTextContent('Make Asha Rao an admin?');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role updated.')).toBeInTheDocument();
    expect(changed.map((call) => [call.params, call.body])).toEqual([[{ id: '7' }, { role: 'admin' }]]);
  });
  it('issues a course certificate by hand after a confirmation', async () => {
    mockLearnerPage([enrolled]);
    const issued = mockRoute(certificateRoutes.issue, {
      id: 1,
      code: 'ABCDEFGHJK23',
      kind: 'course',
      holder_name: 'Asha Rao',
      title: 'Python FullStack',
      score_band: null,
      issued_at: '2030-01-15T10:00:00.000Z',
      status: 'valid',
      revoked_at: null,
      revoke_reason: null,
      issuer: 'Skillpath',
      verify_url: 'https://skillpath.example/verify/ABCDEFGHJK23',
      pdf_url: '/v1/api/certificates/ABCDEFGHJK23/pdf/',
      course_id: 1,
      domain_id: null,
      score_percent: null,
      user_id: 7,
      holder_email: 'asha@example.com',
      issued_by: 'admin@example.com',
      mailed_at: null,
    });
    const { user } = await openAdmin('/admindash/learners/7', 'Asha Rao');
    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Issue certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue certificate?' });
    expect(dialog).toHaveTextContent('Asha Rao receives a certificate of completion for Python FullStack');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    expect(
      await screen.findByText('Certificate ABCDEFGHJK23 of Asha Rao for Python FullStack.'),
    ).toBeInTheDocument();
    expect(issued.map((call) => call.body)).toEqual([{ user_id: 7, course_id: 1 }]);
  });
});
