import { notifications } from '@mantine/notifications';
import {
  authErrorCodes,
  authMessages,
  type Candidate,
  emailMessages,
  enrollmentRoutes,
  personNameMessages,
  profileMessages,
  profileRoutes,
} from '@skillpath/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  candidateFixture,
  signInLearner,
  stubDocumentFonts,
} from '../../components/learner-account/learner-fixtures';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';

stubDocumentFonts();
afterEach(() => notifications.clean());

/** Learner 7's profile, and the save's answer (the dashboard it goes back to reads the profile again). */
async function openEdit(saved: Candidate | ReturnType<typeof apiError> = apiError(500)) {
  signInLearner();
  let stored = candidateFixture();
  mockRoute(profileRoutes.candidate, ({ params }) =>
    params.id === '7' ? stored : apiError(403, authMessages.forbidden),
  );
  const saves = mockRoute(profileRoutes.edit, () => {
    if ('id' in saved) stored = saved;
    return saved;
  });
  mockRoute(enrollmentRoutes.userCourses, []);
  const app = renderApp('/edit-profile/7');
  // The page is loaded on first visit: the first test of a run waits for its module.
  await screen.findByRole('button', { name: 'Save Changes' }, { timeout: 5000 });
  return { ...app, saves };
}

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('edit profile page', { timeout: 20_000 }, () => {
  it('starts from the stored profile, skills as chips', async () => {
    await openEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Tagline')).toHaveValue('Aspiring developer');
    expect(screen.getByText('Python')).toBeInTheDocument();
    expect(screen.getByText('SQL')).toBeInTheDocument();
    expect(screen.getByLabelText('Learning style')).toHaveValue('Hybrid');
    expect(saveButton()).toBeEnabled();
  });

  it('keeps Save Changes disabled while the e-mail is missing or wrong', async () => {
    const { user } = await openEdit();
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    expect(saveButton()).toBeDisabled();
    await user.tab();
    expect(screen.getByText(profileMessages.emailRequired)).toBeInTheDocument();
    await user.type(email, 'asha@');
    expect(screen.getByText(profileMessages.emailInvalid)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(email, 'example.com');
    expect(saveButton()).toBeEnabled();
  });

  it('keeps Save Changes disabled without a skill', async () => {
    const { user } = await openEdit();
    for (const skill of ['Python', 'SQL'])
      await user.click(screen.getByText(skill).parentElement!.querySelector('button')!);
    expect(saveButton()).toBeDisabled();
  });

  it('saves skills as a list and goes back to the Profile tab', async () => {
    const { user, saves, router } = await openEdit(candidateFixture({ tagline: 'Full stack learner' }));
    const tagline = screen.getByLabelText('Tagline');
    await user.clear(tagline);
    await user.type(tagline, 'Full stack learner');
    await user.type(screen.getByRole('combobox', { name: /^Skills/ }), 'Docker{Enter}');
    await user.selectOptions(screen.getByLabelText('Notifications'), 'Disabled');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdash/7'));
    expect(router.state.location.search).toBe('?tab=profile');
    expect(saves.map((call) => call.params.id)).toEqual(['7']);
    expect(saves[0]?.body).toEqual({
      name: 'Asha Rao',
      tagline: 'Full stack learner',
      email: 'asha@example.com',
      phone: '9876543210',
      country: 'India',
      occupation: 'Student',
      bio: 'I like building things.',
      skills: ['Python', 'SQL', 'Docker'],
      learningMode: 'Hybrid',
      studyGoal: 6,
      notifications: false,
      language: 'English',
      linkedin: 'https://www.linkedin.com/in/asha',
    });
  });

  it('changes the name, in any script, and refuses one with digits or markup', async () => {
    const { user, saves } = await openEdit(candidateFixture({ name: 'రవి కుమార్' }));
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveValue('Asha Rao');
    await user.clear(name);
    await user.type(name, 'Asha <b>99</b>');
    await user.tab();
    expect(screen.getByText(personNameMessages.characters)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'రవి కుమార్');
    await user.click(saveButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({ name: 'రవి కుమార్' });
  });

  it('asks for the current password when the e-mail changes, and says the new address waits for its link', async () => {
    const { user, saves, router } = await openEdit(
      candidateFixture({ pending_email: 'asha.new@example.com' }),
    );
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.click(saveButton());
    expect(await screen.findByText(emailMessages.passwordToChangeEmail)).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.type(screen.getByLabelText(/Current password/), 'secret123');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdash/7'));
    expect(await screen.findByText(emailMessages.changePending('asha.new@example.com'))).toBeInTheDocument();
    expect(saves[0]?.body).toMatchObject({
      email: 'asha.new@example.com',
      current_password: 'secret123',
    });
  });

  it('puts a wrong current password on its field', async () => {
    const { user } = await openEdit(
      apiError(400, authMessages.currentPasswordWrong, undefined, {
        current_password: [authMessages.currentPasswordWrong],
      }),
    );
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'wrong-one');
    await user.click(saveButton());
    expect(await screen.findByText(authMessages.currentPasswordWrong)).toBeInTheDocument();
  });

  it('puts a taken e-mail on the field and says the update failed', async () => {
    const { user } = await openEdit(
      apiError(409, authMessages.emailExists, authErrorCodes.emailTaken, {
        email: [authMessages.emailExists],
      }),
    );
    await user.click(saveButton());
    expect(await screen.findByText(profileMessages.updateFailed)).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailExists)).toBeInTheDocument();
  });

  it('removes the picture at once', async () => {
    signInLearner();
    mockRoute(profileRoutes.candidate, candidateFixture({ image: '/media/avatars/a.webp' }));
    const removals = mockRoute(profileRoutes.deleteImage, candidateFixture({ image: '' }));
    const { user } = renderApp('/edit-profile/7');
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }, { timeout: 5000 }));
    expect(await screen.findByText(profileMessages.imageRemoved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    expect(removals.map((call) => call.params.id)).toEqual(['7']);
  });

  it('says when the profile cannot be loaded', async () => {
    signInLearner();
    mockRoute(profileRoutes.candidate, apiError(500, 'boom'));
    renderApp('/edit-profile/7');
    expect(await screen.findByText(profileMessages.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses an id that is not a number', async () => {
    signInLearner();
    renderApp('/edit-profile/abc');
    expect(await screen.findByText(profileMessages.invalidUser, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says another learner's profile is not theirs to edit", async () => {
    signInLearner();
    mockRoute(profileRoutes.candidate, apiError(403, authMessages.forbidden));
    renderApp('/edit-profile/8');
    expect(
      await screen.findByText('You can only view and change your own account.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
