import { authMessages, authRoutes, catalogueRoutes } from '@skillpath/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const newPassword = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^confirm password/i, { selector: 'input' });
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

async function choosePassword(user: UserEvent, password = 'tulip-harbour-42', confirmation = password) {
  await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), password);
  await user.type(confirmPassword(), confirmation);
  await user.tab();
}

describe('reset-password form', () => {
  it.each(['/reset-password', '/resetpassword', '/reset-password?uid=MQ'])(
    'says the link is incomplete at %s without uid and token',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText('Invalid form or missing UID/token.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    },
  );

  it('says the passwords do not match and keeps Reset disabled', async () => {
    const { user } = renderApp('/reset-password?uid=MQ&token=abc');
    await choosePassword(user, 'tulip-harbour-42', 'newpass2');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
  });

  it('shows the strength of the new password while it is typed, with the reason it is refused', async () => {
    const { user } = renderApp('/reset-password?uid=MQ&token=abc');
    await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), 'skillpath2026');
    expect(await screen.findByRole('progressbar', { name: /^Strength: / })).toBeInTheDocument();
    expect(screen.getByText(`Strength: Weak. ${authMessages.passwordSiteName}`)).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
    await user.clear(newPassword());
    await user.type(newPassword(), 'quiet-lantern-harbour-58');
    expect(screen.getByRole('progressbar', { name: /^Strength: (Good|Strong)$/ })).toBeInTheDocument();
  });

  it("puts the server's reason on the field: it also checks the account holder's name", async () => {
    mockRoute(
      authRoutes.resetPassword,
      apiError(400, authMessages.passwordPersonal, undefined, {
        new_password: [authMessages.passwordPersonal],
      }),
    );
    const { user } = renderApp('/reset-password?uid=MQ&token=abc');
    await choosePassword(user);
    await user.click(resetButton());
    expect(await screen.findByText(authMessages.passwordPersonal)).toBeInTheDocument();
  });

  it('asks for at least 12 characters', async () => {
    const { user } = renderApp('/resetpassword?uid=MQ&token=abc');
    await user.type(await screen.findByLabelText(/^new password/i, { selector: 'input' }), 'abcdefghijk');
    await user.tab();
    expect(screen.getByText(authMessages.passwordTooShort)).toBeInTheDocument();
    await user.clear(newPassword());
    expect(screen.getByText('New password is required')).toBeInTheDocument();
  });

  it('resets the password, confirms it and goes home', async () => {
    const resets = mockRoute(authRoutes.resetPassword, { message: 'Password Reset Successful!' });
    // Home, where it goes next, reads the catalogue.
    mockRoute(catalogueRoutes.courses, []);
    mockRoute(catalogueRoutes.batches, []);
    const { user, router } = renderApp('/reset-password?uid=MQ&token=abc');
    await choosePassword(user);
    await user.click(resetButton());
    expect(await screen.findByText('Password Reset Successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(resets.map((call) => call.body)).toEqual([
      { uid: 'MQ', token: 'abc', new_password: 'tulip-harbour-42' },
    ]);
  });

  it("shows the server's message when the link is refused", async () => {
    mockRoute(authRoutes.resetPassword, apiError(400, 'This reset link is invalid or has expired.'));
    const { user } = renderApp('/reset-password?uid=MQ&token=abc');
    await choosePassword(user);
    await user.click(resetButton());
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
  });

  it('falls back to the default message when the failure has none', async () => {
    // The server cannot be reached.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderApp('/reset-password?uid=MQ&token=abc');
    await choosePassword(user);
    await user.click(resetButton());
    expect(
      await screen.findByText('Failed to reset password. Check token or try again.'),
    ).toBeInTheDocument();
  });

  it('treats a success without a message as a failure', async () => {
    mockRoute(authRoutes.resetPassword, {} as { message: string });
    const { user } = renderApp('/reset-password?uid=MQ&token=abc');
    await choosePassword(user);
    await user.click(resetButton());
    expect(
      await screen.findByText('Password reset failed: No success message from server.'),
    ).toBeInTheDocument();
  });
});
