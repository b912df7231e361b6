import { emailConfirmationRoutes, emailErrorCodes, emailMessages } from '@skillpath/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

const open = (search: string) => renderApp(`/verify-email${search}`);

describe('verify-email page', { timeout: 20_000 }, () => {
  it('opens the link once and says the address is confirmed', async () => {
    const confirmations = mockRoute(emailConfirmationRoutes.verifyEmail, {
      message: emailMessages.confirmed,
      email: 'asha@example.com',
      email_changed: false,
      sessions_ended: false,
    });
    open('?uid=Nw&token=abc');
    expect(await screen.findByText(emailMessages.confirmed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(confirmations.map((call) => call.body)).toEqual([{ uid: 'Nw', token: 'abc' }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('after an e-mail change ends this session and asks to sign in with the new address', async () => {
    localStorage.setItem(sessionKeys.authToken, learnerToken());
    mockRoute(emailConfirmationRoutes.verifyEmail, {
      message: emailMessages.changed('new@example.com'),
      email: 'new@example.com',
      email_changed: true,
      sessions_ended: true,
    });
    open('?uid=Nw&token=abc');
    expect(
      await screen.findByText(emailMessages.changed('new@example.com'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says when the link is used, expired or unknown', async () => {
    mockRoute(emailConfirmationRoutes.verifyEmail, apiError(400, emailMessages.linkInvalid));
    open('?uid=Nw&token=old');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      emailMessages.linkInvalid,
    );
  });

  it('asks for a password when the link sets one, sends it with the link, then asks to sign in', async () => {
    localStorage.setItem(sessionKeys.authToken, learnerToken());
    const confirmations = mockRoute(emailConfirmationRoutes.verifyEmail, (call) =>
      (call.body as { new_password?: string }).new_password
        ? {
            message: emailMessages.confirmedWithPassword,
            email: 'boss@example.com',
            email_changed: false,
            sessions_ended: true,
          }
        : apiError(400, emailMessages.passwordRequired, emailErrorCodes.passwordRequired),
    );
    const { user } = open('?uid=Nw&token=abc');
    expect(
      await screen.findByText(emailMessages.passwordRequired, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const password = 'quiet lantern 58 harbour';
    await user.type(screen.getByLabelText(/^new password/i, { selector: 'input' }), password);
    expect(screen.getByRole('progressbar', { name: /^Strength:/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^confirm password/i, { selector: 'input' }), password);
    await user.click(screen.getByRole('button', { name: 'Set password and confirm' }));

    expect(await screen.findByText(emailMessages.confirmedWithPassword)).toBeInTheDocument();
    expect(confirmations.map((call) => call.body)).toEqual([
      { uid: 'Nw', token: 'abc' },
      { uid: 'Nw', token: 'abc', new_password: password },
    ]);
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('says a used link’s address is already confirmed, with a way to sign in', async () => {
    mockRoute(
      emailConfirmationRoutes.verifyEmail,
      apiError(409, emailMessages.linkUsed, emailErrorCodes.alreadyConfirmed),
    );
    open('?uid=Nw&token=used');
    expect(await screen.findByText(emailMessages.linkUsed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('says when the link is incomplete, without calling the server', async () => {
    const confirmations = mockRoute(emailConfirmationRoutes.verifyEmail, apiError(500));
    open('?uid=Nw');
    expect(await screen.findByText(emailMessages.linkMissing, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(confirmations).toHaveLength(0);
  });
});
