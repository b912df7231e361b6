import { notifications } from '@mantine/notifications';
import { authMessages, emailMessages, profileMessages } from '@skillpath/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  candidateFixture,
  routeFetch,
  signInLearner,
  stubDocumentFonts,
} from '../../components/learner-account/learner-fixtures';
import { sentBody } from '../../test/fetch';
import { renderApp } from '../../test/render';

stubDocumentFonts();
afterEach(() => notifications.clean());

async function openEdit(routes: Parameters<typeof routeFetch>[0] = {}) {
  signInLearner();
  const fetchMock = routeFetch({ 'GET /v1/auth/candidates/7/': [200, candidateFixture()], ...routes });
  const app = renderApp('/edit-profile/7');
  // The page is loaded on first visit: the first test of a run waits for its module.
  await screen.findByRole('button', { name: 'Save Changes' }, { timeout: 5000 });
  return { ...app, fetchMock };
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
    const { user, fetchMock, router } = await openEdit({
      'PUT /v1/auth/candidate/edit/7/': [200, candidateFixture({ tagline: 'Full stack learner' })],
    });
    const tagline = screen.getByLabelText('Tagline');
    await user.clear(tagline);
    await user.type(tagline, 'Full stack learner');
    await user.type(screen.getByRole('combobox', { name: /^Skills/ }), 'Docker{Enter}');
    await user.selectOptions(screen.getByLabelText('Notifications'), 'Disabled');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdash/7'));
    expect(router.state.location.search).toBe('?tab=profile');
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toEqual({
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

  it('asks for the current password when the e-mail changes, and says the new address waits for its link', async () => {
    const { user, fetchMock, router } = await openEdit({
      'PUT /v1/auth/candidate/edit/7/': [200, candidateFixture({ pending_email: 'asha.new@example.com' })],
    });
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.click(saveButton());
    expect(await screen.findByText(emailMessages.passwordToChangeEmail)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText(/Current password/), 'secret123');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdash/7'));
    expect(await screen.findByText(emailMessages.changePending('asha.new@example.com'))).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({
      email: 'asha.new@example.com',
      current_password: 'secret123',
    });
  });

  it('puts a wrong current password on its field', async () => {
    const { user } = await openEdit({
      'PUT /v1/auth/candidate/edit/7/': [
        400,
        {
          detail: authMessages.currentPasswordWrong,
          fields: { current_password: [authMessages.currentPasswordWrong] },
        },
      ],
    });
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'wrong-one');
    await user.click(saveButton());
    expect(await screen.findByText(authMessages.currentPasswordWrong)).toBeInTheDocument();
  });

  it('puts a taken e-mail on the field and says the update failed', async () => {
    const { user } = await openEdit({
      'PUT /v1/auth/candidate/edit/7/': [
        409,
        { detail: authMessages.emailExists, fields: { email: [authMessages.emailExists] } },
      ],
    });
    await user.click(saveButton());
    expect(await screen.findByText(profileMessages.updateFailed)).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailExists)).toBeInTheDocument();
  });

  it('removes the picture at once', async () => {
    signInLearner();
    const fetchMock = routeFetch({
      'GET /v1/auth/candidates/7/': [200, candidateFixture({ image: '/media/avatars/a.webp' })],
      'DELETE /v1/auth/candidate/delete-image/7/': [200, candidateFixture({ image: '' })],
    });
    const { user } = renderApp('/edit-profile/7');
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }, { timeout: 5000 }));
    expect(await screen.findByText(profileMessages.imageRemoved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('says when the profile cannot be loaded', async () => {
    signInLearner();
    routeFetch({ 'GET /v1/auth/candidates/7/': [500, { detail: 'boom' }] });
    renderApp('/edit-profile/7');
    expect(await screen.findByText(profileMessages.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses an id that is not a number', async () => {
    signInLearner();
    routeFetch({});
    renderApp('/edit-profile/abc');
    expect(await screen.findByText(profileMessages.invalidUser, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says another learner's profile is not theirs to edit", async () => {
    signInLearner();
    routeFetch({ 'GET /v1/auth/candidates/8/': [403, { detail: authMessages.forbidden }] });
    renderApp('/edit-profile/8');
    expect(
      await screen.findByText('You can only view and change your own account.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
