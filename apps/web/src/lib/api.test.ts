import { catalogueRoutes, learnerRoutes } from '@skillpath/contract';
import { describe, expect, it } from 'vitest';
import { apiError, apiUnreachable, mockRoute } from '../test/api-mock';
import { learnerToken } from '../test/tokens';
import { ApiRequestError, callApi } from './api';
import { getSession, startSession } from './session';

const learner = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'admin' as const,
  date_joined: '2030-01-01T10:00:00.000Z',
  last_login: null,
  learning_points: 0,
  enrollments: 0,
  courses: [],
};

describe('api client', () => {
  it('sends JSON with the stored bearer token, to the declared method and path', async () => {
    const token = learnerToken();
    startSession(token);
    const calls = mockRoute(learnerRoutes.setRole, learner);
    await expect(
      callApi(learnerRoutes.setRole, { params: { id: 7 }, body: { role: 'admin' } }),
    ).resolves.toEqual(learner);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params.id).toBe('7');
    expect(calls[0]?.body).toEqual({ role: 'admin' });
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no authorization header without a session', async () => {
    const calls = mockRoute(catalogueRoutes.batches, []);
    await callApi(catalogueRoutes.batches);
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws the server error body as an ApiRequestError', async () => {
    mockRoute(
      learnerRoutes.setRole,
      apiError(400, 'Invalid input', 'invalid_input', { role: ['Choose learner or admin.'] }),
    );
    const error = await callApi(learnerRoutes.setRole, { params: { id: 7 }, body: { role: 'admin' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, detail: 'Invalid input', code: 'invalid_input' });
    expect((error as ApiRequestError).fieldMessage('role')).toBe('Choose learner or admin.');
  });

  it('reports an unreachable server as status 0', async () => {
    mockRoute(catalogueRoutes.batches, apiUnreachable());
    await expect(callApi(catalogueRoutes.batches)).rejects.toMatchObject({ status: 0, detail: undefined });
  });

  it('signs out when the server refuses the stored token', async () => {
    startSession(learnerToken());
    mockRoute(learnerRoutes.detail, apiError(401, 'Your session has expired. Please sign in again.'));
    await expect(callApi(learnerRoutes.detail, { params: { id: 7 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the session on other failures', async () => {
    startSession(learnerToken());
    mockRoute(learnerRoutes.detail, apiError(403, 'You do not have permission to perform this action.'));
    await expect(callApi(learnerRoutes.detail, { params: { id: 7 } })).rejects.toMatchObject({
      status: 403,
    });
    expect(getSession()).not.toBeNull();
  });
});
