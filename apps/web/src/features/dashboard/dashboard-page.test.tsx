import { notifications } from '@mantine/notifications';
import {
  authMessages,
  authRoutes,
  type Candidate,
  catalogueRoutes,
  certificateRoutes,
  emailConfirmationRoutes,
  emailMessages,
  enrollmentRoutes,
  examRoutes,
  LEARNING_POINTS,
  learningRoutes,
  profileMessages,
  profileRoutes,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  candidateFixture,
  courseFixture,
  lessonsFixture,
  signInLearner,
  userCourseFixture,
} from '../../components/learner-account/learner-fixtures';
import { sessionKeys } from '../../lib/session';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

afterEach(() => notifications.clean());

const courses = [
  userCourseFixture(),
  userCourseFixture({
    enrollment_id: 12,
    course_id: 4,
    course_title: 'Data Science',
    status: 'Completed',
    progress: 100,
    lessons_watched: 5,
    sessions_attended: 4,
    sessions_held: 4,
  }),
];

/** Learner 7's profile and courses (another learner's profile is refused, as the server does). */
function serveAccount({
  candidate = candidateFixture(),
  userCourses = courses,
}: {
  candidate?: Candidate;
  userCourses?: typeof courses | ReturnType<typeof apiError>;
} = {}) {
  const reads = mockRoute(profileRoutes.candidate, ({ params }) =>
    params.id === '7' ? candidate : apiError(403, authMessages.forbidden),
  );
  mockRoute(enrollmentRoutes.userCourses, userCourses);
  // The Dashboard tab's figures: no certificates or assessment results yet.
  mockRoute(certificateRoutes.mine, []);
  mockRoute(examRoutes.combinedResults, []);
  return reads;
}

async function openDashboard(path = '/userdash/7', account: Parameters<typeof serveAccount>[0] = {}) {
  signInLearner();
  const candidateReads = serveAccount(account);
  const app = renderApp(path);
  // The page is loaded on first visit: the first test of a run waits for its module.
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha!' }, { timeout: 5000 });
  return { ...app, candidateReads };
}

/** The account as the sign-in and password answers carry it. */
const accountUser = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'learner' as const,
  email_verified: true,
  date_joined: '2025-03-12T10:00:00.000Z',
  last_login: null,
};

const tab = (name: string) => screen.getByRole('tab', { name });

describe('dashboard page', { timeout: 20_000 }, () => {
  it('shows the figures of the Dashboard tab and how points are earned', async () => {
    await openDashboard();
    const panel = screen.getByRole('tabpanel', { name: 'Dashboard' });
    expect(tab('Dashboard')).toHaveAttribute('aria-selected', 'true');
    const figure = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total courses')).toBe('3');
    expect(figure('Completed')).toBe('1');
    expect(figure('Rank')).toBe('#4');
    expect(figure('Learning points')).toBe('120');
    expect(
      within(panel).getByText(`${LEARNING_POINTS.lessonWatched} points for each lesson watched to its end`),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Enrolled in Python FullStack')).toBeInTheDocument();
  });

  it('is the signed-in learner’s own dashboard at /userdash', async () => {
    const { candidateReads } = await openDashboard('/userdash');
    expect(candidateReads.map((call) => call.params.id)).toEqual(['7']);
  });

  it('lists the courses with their progress and View Course into the online class', async () => {
    const { user, router } = await openDashboard();
    // The online class it opens reads the course's lessons and the catalogue.
    mockRoute(learningRoutes.courseLessons, lessonsFixture());
    mockRoute(catalogueRoutes.course, courseFixture());
    mockRoute(catalogueRoutes.courses, [courseFixture()]);
    await user.click(tab('Courses'));
    expect(router.state.location.search).toBe('?tab=courses');
    const panel = screen.getByRole('tabpanel', { name: 'Courses' });
    expect(await within(panel).findByRole('heading', { name: 'Python FullStack' })).toBeInTheDocument();
    expect(within(panel).getByText('36% complete')).toBeInTheDocument();
    expect(within(panel).getByText('Lessons 3 of 5 watched')).toBeInTheDocument();
    expect(within(panel).getByText('Completed')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: /^Python FullStack, lessons/ })).toHaveAttribute(
      'aria-valuenow',
      '36',
    );
    await user.click(within(panel).getByRole('link', { name: 'View Course: Python FullStack' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onlineclass/1'));
  });

  it('says when the courses cannot be loaded', async () => {
    await openDashboard('/userdash/7?tab=courses', { userCourses: apiError(500) });
    expect(await screen.findByText(profileMessages.dashboardCoursesFailed)).toBeInTheDocument();
  });

  it('shows the profile with its certifications, skills and badges', async () => {
    await openDashboard('/userdash/7?tab=profile');
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    for (const text of [
      'Aspiring developer',
      'asha@example.com',
      '9876543210',
      'India',
      'Student',
      '12 Mar 2025',
      'Free',
      'I like building things.',
      'Python',
      'AWS Cloud Practitioner',
      'Issued 15 Mar 2024',
      'Profile Complete',
      'Hybrid',
      '6 hours',
    ])
      expect(within(panel).getByText(text)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /LinkedIn profile/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/asha',
    );
    expect(within(panel).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile/7',
    );
  });

  it('asks before deleting the account and for the password, then ends the session and goes to sign in', async () => {
    const { user, router } = await openDashboard('/userdash/7?tab=profile');
    const deletions = mockRoute(profileRoutes.deleteAccount, undefined);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByText(profileMessages.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(within(dialog).getByText(emailMessages.passwordToDelete)).toBeInTheDocument();
    expect(deletions).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Current password/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
    expect(await screen.findByText(profileMessages.accountDeleted)).toBeInTheDocument();
    expect(deletions.map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: '7' }, body: { current_password: 'secret123' } },
    ]);
  });

  it('names a wrong password on its field and keeps the account', async () => {
    const { user } = await openDashboard('/userdash/7?tab=profile');
    mockRoute(
      profileRoutes.deleteAccount,
      apiError(400, authMessages.currentPasswordWrong, undefined, {
        current_password: [authMessages.currentPasswordWrong],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(authMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(within(dialog).queryByText(profileMessages.deleteFailed)).not.toBeInTheDocument();
    expect(localStorage.getItem(sessionKeys.authToken)).not.toBeNull();
  });

  it('says how long to wait when the account had too many wrong passwords', async () => {
    const { user } = await openDashboard('/userdash/7?tab=profile');
    mockRoute(profileRoutes.deleteAccount, apiError(429, authMessages.tooManyPasswordChecks(15)));
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'another-guess');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(authMessages.tooManyPasswordChecks(15))).toBeInTheDocument();
    expect(within(dialog).queryByText(profileMessages.deleteFailed)).not.toBeInTheDocument();
  });

  it('keeps the account and says so when deleting fails; Cancel deletes nothing', async () => {
    const { user } = await openDashboard('/userdash/7?tab=profile');
    const deletions = mockRoute(profileRoutes.deleteAccount, apiError(500));
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletions).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.type(within(dialog).getByLabelText(/Current password/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText(profileMessages.deleteFailed)).toBeInTheDocument();
    expect(localStorage.getItem(sessionKeys.authToken)).not.toBeNull();
  });

  it('changes the password: checks the confirmation, names a wrong current password, keeps the new token', async () => {
    const newToken = learnerToken({ jti: 'after-change' });
    let attempts = 0;
    const { user } = await openDashboard('/userdash/7?tab=profile');
    const changes = mockRoute(authRoutes.changePassword, () =>
      ++attempts === 1
        ? apiError(400, authMessages.currentPasswordWrong, undefined, {
            current_password: [authMessages.currentPasswordWrong],
          })
        : { token: newToken, access: newToken, id: 7, userId: 7, user: accountUser },
    );
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const submit = within(dialog).getByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Current password/), 'old-pass-1');
    await user.type(within(dialog).getByLabelText(/^New password/), 'new-pass-2');
    expect(within(dialog).getByRole('progressbar', { name: /^Strength: / })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-pass-3');
    await user.tab();
    expect(within(dialog).getByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'new-pass-2');

    await user.click(submit);
    expect(await within(dialog).findByText(authMessages.currentPasswordWrong)).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText(authMessages.passwordChanged)).toBeInTheDocument();
    expect(localStorage.getItem(sessionKeys.authToken)).toBe(newToken);
    expect(changes[0]?.body).toEqual({ current_password: 'old-pass-1', new_password: 'new-pass-2' });
    expect(changes).toHaveLength(2);
  });

  it('saves preferences through edit, keeping the rest of the profile', async () => {
    const { user } = await openDashboard('/userdash/7?tab=profile');
    const saves = mockRoute(
      profileRoutes.edit,
      candidateFixture({ language: 'Telugu', notifications: false }),
    );
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferences' });
    await user.selectOptions(within(dialog).getByLabelText('Notifications'), 'Disabled');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'Telugu');
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(saves.map((call) => call.params.id)).toEqual(['7']);
    expect(saves[0]?.body).toMatchObject({
      notifications: false,
      language: 'Telugu',
      learningMode: 'Hybrid',
      skills: ['Python', 'SQL'],
      email: 'asha@example.com',
    });
    expect(screen.getByText('Telugu')).toBeInTheDocument();
  });

  it("says another learner's dashboard is not allowed", async () => {
    signInLearner();
    serveAccount();
    renderApp('/userdash/8');
    expect(
      await screen.findByText('You can only view and change your own account.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/userdash/7');
  });

  it('says which user could not be loaded', async () => {
    signInLearner();
    mockRoute(profileRoutes.candidate, apiError(500));
    mockRoute(enrollmentRoutes.userCourses, courses);
    renderApp('/userdash/7');
    expect(
      await screen.findByText(profileMessages.dashboardUserFailed('7'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back', async () => {
    const { router } = renderApp('/userdash/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fuserdash%2F7');
  });
});

describe('e-mail confirmation on the dashboard', { timeout: 20_000 }, () => {
  it('asks an unconfirmed learner to confirm, resends the link, and can be dismissed', async () => {
    const { user } = await openDashboard('/userdash/7', {
      candidate: candidateFixture({ email_verified: false }),
    });
    const resends = mockRoute(emailConfirmationRoutes.resendVerification, { message: emailMessages.resent });
    const banner = screen.getByRole('alert', { name: 'Confirm your e-mail address' });
    expect(within(banner).getByText(emailMessages.banner('asha@example.com'))).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await within(banner).findByText(emailMessages.resent)).toBeInTheDocument();
    expect(resends).toHaveLength(1);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
    sessionStorage.clear();
  });

  it('shows no banner once the address is confirmed, and says when a new address waits for its link', async () => {
    await openDashboard('/userdash/7', { candidate: candidateFixture({ pending_email: 'new@example.com' }) });
    expect(screen.queryByRole('alert', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
    expect(screen.getByText(emailMessages.changePending('new@example.com'))).toBeInTheDocument();
  });
});
