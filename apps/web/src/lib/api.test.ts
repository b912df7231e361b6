import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch';
import { learnerToken } from '../test/tokens';
import { ApiRequestError, api } from './api';
import { getSession, startSession } from './session';

describe('api client', () => {
  it('sends JSON with the stored bearer token', async () => {
    const token = learnerToken();
    startSession(token);
    const fetchMock = mockFetch(() => jsonResponse(200, { ok: true }));
    await expect(api.post('/v1/x', { a: 1 })).resolves.toEqual({ ok: true });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no authorization header without a session', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    await api.get('/v1/x');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('throws the server error body as an ApiRequestError', async () => {
    mockFetch(() => jsonResponse(400, { detail: 'Invalid input', fields: { email: ['Email is required'] } }));
    const error = await api.post('/v1/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, detail: 'Invalid input' });
    expect((error as ApiRequestError).fieldMessage('email')).toBe('Email is required');
  });

  it('reports an unreachable server as status 0', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/v1/x')).rejects.toMatchObject({ status: 0, detail: undefined });
  });

  it('signs out when the server refuses the stored token', async () => {
    startSession(learnerToken());
    mockFetch(() => jsonResponse(401, { detail: 'Your session has expired. Please sign in again.' }));
    await expect(api.get('/v1/auth/profile/')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the session on other failures', async () => {
    startSession(learnerToken());
    mockFetch(() => jsonResponse(403, { detail: 'You do not have permission to perform this action.' }));
    await expect(api.get('/v1/x')).rejects.toMatchObject({ status: 403 });
    expect(getSession()).not.toBeNull();
  });
});
