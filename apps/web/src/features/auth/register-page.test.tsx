import {
  type AuthResponse,
  authErrorCodes,
  authMessages,
  authRoutes,
  personNameMessages,
  profileRoutes,
} from '@skillpath/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { candidateFixture } from '../../components/learner-account/learner-fixtures';
import { sessionKeys } from '../../lib/session';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

async function fillForm(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Name: 'Asha Rao',
    'Phone number': '9876543210',
    Email: 'Asha@Example.com',
    Password: 'tulip-harbour-42',
    'Confirm password': 'tulip-harbour-42',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value)
      await user.type(screen.getByLabelText(new RegExp(`^${label}`, 'i'), { selector: 'input' }), value);
  }
}

/** Matches an element whose text contains `text` (the meter puts its label before the reason). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const registerButton = () => screen.getByRole('button', { name: 'Register' });

describe('register page', () => {
  it('shows the spec title and keeps Register disabled until the form is valid', async () => {
    const { user } = renderApp('/registernow');
    expect(await screen.findByRole('heading', { name: 'Join the product' })).toBeInTheDocument();
    expect(registerButton()).toBeDisabled();
    await fillForm(user, { 'Confirm password': '' });
    expect(registerButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/confirm password/i, { selector: 'input' }), 'tulip-harbour-42');
    expect(registerButton()).toBeEnabled();
  });

  it('shows a message only once a field has been touched', async () => {
    const { user } = renderApp('/registernow');
    const name = await screen.findByLabelText(/^name/i, { selector: 'input' });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(name);
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'R2D2');
    expect(screen.getByText(personNameMessages.characters)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'రవి కుమార్');
    expect(screen.queryByText(personNameMessages.characters)).not.toBeInTheDocument();
  });

  it('shows the strength of the password while it is typed, with the reason it is refused', async () => {
    const { user } = renderApp('/registernow');
    await user.type(await screen.findByLabelText(/^name/i, { selector: 'input' }), 'Priya Sharma');
    const password = screen.getByLabelText(/^password/i, { selector: 'input' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.type(password, 'password1234');
    expect(await screen.findByRole('progressbar', { name: /^Strength: / })).toBeInTheDocument();
    expect(screen.getByText(containing(authMessages.passwordTooCommon))).toBeInTheDocument();
    // Once the field is left its error says why; the meter does not repeat it.
    await user.tab();
    expect(screen.getAllByText(containing(authMessages.passwordTooCommon))).toHaveLength(1);
    await user.clear(password);
    await user.type(password, 'Priya Sharma2026');
    expect(screen.getByText(containing(authMessages.passwordPersonal))).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'correct horse battery staple');
    expect(screen.getByRole('progressbar', { name: 'Strength: Strong' })).toBeInTheDocument();
    expect(screen.queryByText(containing(authMessages.passwordPersonal))).not.toBeInTheDocument();
  });

  it('says passwords must match when the confirmation differs', async () => {
    const { user } = renderApp('/registernow');
    await screen.findByRole('heading', { name: 'Join the product' });
    await fillForm(user, { 'Confirm password': 'tulip-harbour-43' });
    await user.tab();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('signs up, stores the session and goes to profile completion', async () => {
    const token = learnerToken();
    const signUps = mockRoute(authRoutes.signUp, { token, access: token, id: 7, userId: 7 } as AuthResponse);
    // Profile completion, where it goes next, reads the new account's profile.
    mockRoute(profileRoutes.candidate, candidateFixture({ profile_completed: false }));
    const { user, router } = renderApp('/registernow');
    await screen.findByRole('heading', { name: 'Join the product' });
    await fillForm(user);
    await user.click(registerButton());
    await screen.findByRole('heading', { name: 'Complete your profile' });
    expect(router.state.location.pathname).toBe('/registerprofile');
    expect(signUps.map((call) => call.body)).toEqual([
      { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com', password: 'tulip-harbour-42' },
    ]);
    expect(localStorage.getItem(sessionKeys.authToken)).toBe(token);
    expect(localStorage.getItem(sessionKeys.isLoggedIn)).toBe('true');
  });

  it('goes to sign-in when the answer holds no user id', async () => {
    // The spec's client copes with an answer that holds only a token.
    mockRoute(authRoutes.signUp, { token: learnerToken() } as AuthResponse);
    const { user, router } = renderApp('/registernow');
    await screen.findByRole('heading', { name: 'Join the product' });
    await fillForm(user);
    await user.click(registerButton());
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("shows 'Email already exists' on the e-mail field for a duplicate e-mail", async () => {
    mockRoute(
      authRoutes.signUp,
      apiError(409, 'Email already exists', authErrorCodes.emailTaken, { email: ['Email already exists'] }),
    );
    const { user } = renderApp('/registernow');
    await screen.findByRole('heading', { name: 'Join the product' });
    await fillForm(user);
    await user.click(registerButton());
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's own reason for other failures, not 'Email already exists'", async () => {
    mockRoute(
      authRoutes.signUp,
      apiError(400, 'Invalid input', undefined, { phone: ['Enter a valid 10-digit phone number'] }),
    );
    const { user } = renderApp('/registernow');
    await screen.findByRole('heading', { name: 'Join the product' });
    await fillForm(user);
    await user.click(registerButton());
    expect(await screen.findByText('Enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.queryByText('Email already exists')).not.toBeInTheDocument();
  });

  it('shows the detail when the failure names no field', async () => {
    mockRoute(authRoutes.signUp, apiError(429, 'Too many requests. Please try again later.'));
    const { user } = renderApp('/registernow');
    await screen.findByRole('heading', { name: 'Join the product' });
    await fillForm(user);
    await user.click(registerButton());
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });
});
