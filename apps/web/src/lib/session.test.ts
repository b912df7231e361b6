import { describe, expect, it, vi } from 'vitest';
import { inOneHour, makeToken } from '../test/tokens';
import {
  clearSession,
  getSession,
  sessionFromToken,
  sessionKeys,
  startSession,
  subscribeSession,
  updateSessionEmail,
} from './session';

describe('session from a token', () => {
  it('reads the user id, e-mail and role of a valid token', () => {
    const token = makeToken({ id: 5, email: 'a@b.co', role: 'admin', exp: inOneHour() });
    expect(sessionFromToken(token)).toMatchObject({ token, userId: '5', email: 'a@b.co', role: 'admin' });
  });

  it('takes the user id from id first, then user_id, then sub', () => {
    expect(sessionFromToken(makeToken({ id: 1, user_id: 2, sub: '3' }))?.userId).toBe('1');
    expect(sessionFromToken(makeToken({ user_id: 2, sub: '3' }))?.userId).toBe('2');
    expect(sessionFromToken(makeToken({ sub: '3' }))?.userId).toBe('3');
  });

  it('treats a token without a user id as logged out', () => {
    expect(sessionFromToken(makeToken({ email: 'a@b.co' }))).toBeNull();
  });

  it('treats a token whose exp (seconds) has passed as logged out', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(sessionFromToken(makeToken({ id: 1, exp: now / 1000 - 1 }), now)).toBeNull();
    expect(sessionFromToken(makeToken({ id: 1, exp: now / 1000 + 60 }), now)).not.toBeNull();
  });

  it.each([
    ['must be a string', 42],
    ['missing part', 'only-one-part'],
    ['invalid base64', 'header.%%%.signature'],
    ['invalid json', `header.${btoa('not json')}.signature`],
  ])('logs "%s" and treats the token as logged out', (reason, token) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sessionFromToken(token)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining(reason));
  });
});

describe('stored session', () => {
  it('stores the token, logged-in flag, e-mail and user id under the spec keys', () => {
    const token = makeToken({ id: 9, email: 'ravi@example.com', exp: inOneHour() });
    startSession(token);
    expect(localStorage.getItem(sessionKeys.authToken)).toBe(token);
    expect(localStorage.getItem(sessionKeys.isLoggedIn)).toBe('true');
    expect(localStorage.getItem(sessionKeys.userEmail)).toBe('ravi@example.com');
    expect(localStorage.getItem(sessionKeys.userId)).toBe('9');
    expect(getSession()?.userId).toBe('9');
  });

  it('does not start a session from a token without a user id', () => {
    expect(startSession(makeToken({ email: 'a@b.co' }))).toBeNull();
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
  });

  it('clears an expired stored token on start-up', () => {
    localStorage.setItem(sessionKeys.authToken, makeToken({ id: 1, exp: 1000 }));
    localStorage.setItem(sessionKeys.isLoggedIn, 'true');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
    expect(localStorage.getItem(sessionKeys.isLoggedIn)).toBeNull();
  });

  it('shows a changed account e-mail at once and after a reload, until the next sign-in', () => {
    const token = makeToken({ id: 9, email: 'ravi@example.com', exp: inOneHour() });
    startSession(token);
    const seen = vi.fn();
    const unsubscribe = subscribeSession(seen);
    updateSessionEmail('ravi.k@example.com');
    unsubscribe();
    expect(seen).toHaveBeenCalled();
    expect(getSession()?.email).toBe('ravi.k@example.com');
    expect(localStorage.getItem(sessionKeys.userEmail)).toBe('ravi.k@example.com');
    startSession(makeToken({ id: 9, email: 'ravi@example.com', exp: inOneHour() + 1 }));
    expect(getSession()?.email).toBe('ravi@example.com');
  });

  it('clears every key on logout', () => {
    startSession(makeToken({ id: 9, email: 'ravi@example.com' }));
    clearSession();
    expect(Object.values(sessionKeys).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(getSession()).toBeNull();
  });
});
