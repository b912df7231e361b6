import { notifications } from '@mantine/notifications';
import {
  type Candidate,
  certificateRoutes,
  enrollmentRoutes,
  examRoutes,
  PROFILE_IMAGE_MAX_BYTES,
  profileMessages,
  profileRoutes,
} from '@skillpath/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  candidateFixture,
  signInLearner,
  stubDocumentFonts,
} from '../../components/learner-account/learner-fixtures';
import { type ApiCall, apiError, filePart, mockRoute, watchSentForms } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { missingCredentialMessage } from './profile-errors';

stubDocumentFonts();
// Notifications live in a store that outlasts a test's render.
afterEach(() => notifications.clean());

const newAccount = candidateFixture({
  profile_completed: false,
  tagline: '',
  skills: [],
  certifications: [],
});

const sentForm = (saves: ApiCall[]) => saves[0]?.body as FormData;

/** The learner's profile, and the save's answer (the dashboard it goes to reads the profile again). */
async function openForm(saved: Candidate | ReturnType<typeof apiError> = apiError(500)) {
  signInLearner();
  let stored = newAccount;
  mockRoute(profileRoutes.candidate, ({ params }) =>
    params.id === '7' ? stored : apiError(403, 'You do not have permission to perform this action.'),
  );
  const saves = mockRoute(profileRoutes.register, () => {
    if (!('id' in saved)) return saved;
    stored = saved;
    return saved;
  });
  // The dashboard a save or Cancel goes to reads the learner's courses, certificates and results.
  mockRoute(enrollmentRoutes.userCourses, []);
  mockRoute(certificateRoutes.mine, []);
  mockRoute(examRoutes.combinedResults, []);
  const app = renderApp('/registerprofile');
  // The page is loaded on first visit: the first test of a run waits for its module.
  await screen.findByRole('button', { name: 'Save Details' }, { timeout: 5000 });
  return { ...app, saves };
}

const pictureInput = () => screen.getByLabelText('Profile picture file');
const skills = () => screen.getByRole('textbox', { name: /^Skills/ });

// A form this size re-renders on every key in jsdom: typing takes a while on a busy machine.
describe('register profile page', { timeout: 20_000 }, () => {
  it('shows the e-mail of the session and today as the date joined, both read-only', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Date joined')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Language')).toHaveValue('English');
    expect(screen.getByLabelText('Notifications')).toHaveValue('Enabled');
  });

  it('asks for at least one skill, and names skills with other characters', async () => {
    const { user, saves } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText(profileMessages.skillsRequired)).toBeInTheDocument();
    // C++ and Node.js are skills; a slash or markup is not.
    await user.type(skills(), 'Python, C++, Node.js, C/C++, <b>');
    expect(screen.getByText(profileMessages.invalidSkills(['C/C++', '<b>']))).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('says which LinkedIn address is wrong once the field is left', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('LinkedIn URL'), 'https://example.com/me');
    await user.tab();
    expect(screen.getByText(profileMessages.linkedinInvalid)).toBeInTheDocument();
  });

  it('adds and removes certification rows, and sends the remaining ones as a JSON list', async () => {
    const { user, saves, router } = await openForm(candidateFixture());
    await user.type(skills(), 'Python, SQL');
    for (const title of ['First cert', 'Second cert', 'Third cert']) {
      await user.click(screen.getByRole('button', { name: 'Add certification' }));
      const rows = screen.getAllByRole('group', { name: /^Certification \d$/ });
      const row = rows[rows.length - 1]!;
      await user.click(row.querySelector('input')!);
      await user.paste(title);
    }
    await user.click(screen.getByRole('button', { name: 'Remove certification 2' }));
    expect(screen.getAllByRole('group', { name: /^Certification \d$/ })).toHaveLength(2);
    fireEvent.change(screen.getAllByLabelText('Issued date')[0]!, { target: { value: '2024-03-15' } });

    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText(profileMessages.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdash/7'));

    const body = sentForm(saves);
    expect(JSON.parse(String(body.get('certifications')))).toEqual([
      { title: 'First cert', issued: '2024-03-15', description: '' },
      { title: 'Third cert', issued: '', description: '' },
    ]);
    expect(body.get('skills')).toBe('Python, SQL');
    expect(body.get('user_id')).toBe('7');
    expect(body.get('notifications')).toBe('true');
    expect(body.get('language')).toBe('English');
    expect(body.get('image')).toBeNull();
  });

  it('requires a title on a certification row', async () => {
    const { user } = await openForm();
    await user.type(skills(), 'Python');
    await user.click(screen.getByRole('button', { name: 'Add certification' }));
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText(profileMessages.certificationTitleRequired)).toBeInTheDocument();
  });

  it('refuses a picture over 5 MB and a file that is not an image', async () => {
    await openForm();
    const big = new File([new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(pictureInput(), { target: { files: [big] } });
    expect(await screen.findByText(profileMessages.imageTooLarge)).toBeInTheDocument();
    const text = new File(['<?php echo 1;'], 'shell.php', { type: 'application/x-php' });
    fireEvent.change(pictureInput(), { target: { files: [text] } });
    expect(await screen.findByText(profileMessages.imageInvalid)).toBeInTheDocument();
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(pictureInput(), { target: { files: [svg] } });
    expect(await screen.findByText(profileMessages.imageInvalid)).toBeInTheDocument();
  });

  it('says when the picture cannot be read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    await openForm();
    fireEvent.change(pictureInput(), {
      target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(profileMessages.imageReadFailed)).toBeInTheDocument();
  });

  it('previews a picture and sends it with the profile', async () => {
    const { user, saves } = await openForm(candidateFixture());
    const sentForms = watchSentForms();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(pictureInput(), { target: { files: [png] } });
    const preview = await screen.findByRole('img', { name: 'Profile picture preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.type(skills(), 'Python');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await screen.findByText(profileMessages.saved);
    // The form carries the picture (the save without one sends no `image`).
    expect(sentForm(saves).get('image')).not.toBeNull();
    expect(await filePart(sentForms()[0], 'image')).toEqual({
      name: 'me.png',
      type: 'image/png',
      bytes: [137, 80, 78, 71],
    });
  });

  it("shows 'Failed to save user details: ' with the server's reason", async () => {
    const { user } = await openForm(apiError(415, profileMessages.imageInvalid));
    await user.type(skills(), 'Python');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(
      await screen.findByText(`${profileMessages.saveFailed}${profileMessages.imageInvalid}`),
    ).toBeInTheDocument();
  });

  it('starts from the stored profile when the learner already completed it', async () => {
    signInLearner();
    mockRoute(profileRoutes.candidate, candidateFixture());
    renderApp('/registerprofile');
    expect(await screen.findByRole('textbox', { name: /^Skills/ })).toHaveValue('Python, SQL');
    expect(screen.getByLabelText('Tagline')).toHaveValue('Aspiring developer');
    expect(screen.getAllByRole('group', { name: /^Certification \d$/ })).toHaveLength(1);
  });

  it('Cancel goes to the dashboard', async () => {
    const { user, router } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userdash/7'));
  });

  it('without a session says the user id is missing and sends to sign in', async () => {
    const { router } = renderApp('/registerprofile');
    expect(await screen.findByText(profileMessages.userIdMissing)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('missingCredentialMessage', () => {
  it('names the user id first, then the token', () => {
    expect(missingCredentialMessage(null, null)).toBe(profileMessages.userIdMissing);
    expect(missingCredentialMessage('7', '')).toBe(profileMessages.tokenMissing);
    expect(missingCredentialMessage('7', 'token')).toBeNull();
  });
});
