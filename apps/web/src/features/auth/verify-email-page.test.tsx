import { emailMessages } from '@skillpath/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../../lib/session';
import { jsonResponse, mockFetch, sentBody } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

const open = (search: string) => renderApp(`/verify-email${search}`);

describe('verify-email page', { timeout: 20_000 }, () => {
  it('opens the link once and says the address is confirmed', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, {
        message: emailMessages.confirmed,
        email: 'asha@example.com',
        email_changed: false,
      }),
    );
    open('?uid=Nw&token=abc');
    expect(await screen.findByText(emailMessages.confirmed, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/auth/verify-email/');
    expect(sentBody(fetchMock)).toEqual({ uid: 'Nw', token: 'abc' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('after an e-mail change ends this session and asks to sign in with the new address', async () => {
    localStorage.setItem(sessionKeys.authToken, learnerToken());
    mockFetch(() =>
      jsonResponse(200, {
        message: emailMessages.changed('new@example.com'),
        email: 'new@example.com',
        email_changed: true,
      }),
    );
    open('?uid=Nw&token=abc');
    expect(
      await screen.findByText(emailMessages.changed('new@example.com'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says when the link is used, expired or unknown', async () => {
    mockFetch(() => jsonResponse(400, { detail: emailMessages.linkInvalid }));
    open('?uid=Nw&token=old');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      emailMessages.linkInvalid,
    );
  });

  it('says when the link is incomplete, without calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    open('?uid=Nw');
    expect(await screen.findByText(emailMessages.linkMissing, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
