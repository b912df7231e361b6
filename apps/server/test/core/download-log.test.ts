import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signInAdmin } from '../helpers/users';

// Every warning the server logs while files are downloaded.
const log = new PassThrough();
let logged = '';
log.on('data', (chunk) => (logged += chunk));

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { seed: true, logStream: log });
  token = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

describe('downloads', () => {
  it.each([
    '/v1/api/enquiries/export/',
    '/v1/api/demo-bookings/export/',
    '/v1/api/employer-leads/export/',
    '/v1/api/test-sessions/export/',
    '/v1/api/assessment-requests/export/',
    '/v1/api/mcq/export/?domain_id=1&format=csv',
  ])('%s sends its file once, with nothing logged', async (url) => {
    logged = '';
    const res = await t.call({ method: 'GET', url, token });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toBe('');
  });
});
