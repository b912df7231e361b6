import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/modules/jobs/queue';
import { failedJob } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const list = (query: string, token = admin) =>
  t.call({ method: 'GET', url: `/v1/api/admin/jobs/${query}`, token });

describe('GET /v1/api/admin/jobs/', () => {
  it('lists jobs by status with their last error and counts, and never a mail body', async () => {
    const id = await failedJob(t, 'Refused for a day');
    await enqueueMail(
      t.app.db,
      { to: 'later@example.com', subject: 'Waits', text: 'secret-token' },
      {
        runAt: new Date(Date.now() + 3_600_000),
      },
    );
    const failed = await list('?status=failed');
    expect(failed.statusCode).toBe(200);
    const body = failed.json();
    expect(body.results).toContainEqual(
      expect.objectContaining({
        id,
        status: 'failed',
        summary: 'Refused for a day → nobody@example.com',
        last_error: '451 Mailbox temporarily unavailable',
      }),
    );
    expect(body.results.every((j: { status: string }) => j.status === 'failed')).toBe(true);
    expect(body.counts.failed).toBeGreaterThanOrEqual(1);
    expect(body.counts.queued).toBeGreaterThanOrEqual(1);
    const queued = await list('?status=queued');
    expect(queued.json().results.map((j: { summary: string }) => j.summary)).toContain(
      'Waits → later@example.com',
    );
    expect(queued.body).not.toContain('secret-token');
  });

  it('refuses an unknown status with 400, a learner with 403 and nobody with 401', async () => {
    const bad = await list('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toEqual(['Unknown job status.']);
    expect((await list('', (await registerLearner(t)).token)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/v1/api/admin/jobs/' })).statusCode).toBe(401);
  });
});

describe('POST /v1/api/admin/jobs/{id}/retry/', () => {
  it('queues a failed job again and the worker sends it', async () => {
    const id = await failedJob(t, 'Second chance');
    const res = await t.call({ method: 'POST', url: `/v1/api/admin/jobs/${id}/retry/`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'queued' });
    expect((await t.mails()).filter((m) => m.includes('Subject: Second chance'))).toHaveLength(1);
    const again = await t.call({ method: 'POST', url: `/v1/api/admin/jobs/${id}/retry/`, token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'job_not_failed',
      detail: 'Only a failed job can be retried.',
    });
  });

  it('records the retry in the audit log as a job retried, once, and nothing for a refused retry', async () => {
    const id = await failedJob(t, 'Audited retry');
    const audit = async () =>
      (await t.call({ method: 'GET', url: '/v1/api/audit-log/?kind=job', token: admin }))
        .json()
        .results.filter((e: { entity_id: number }) => e.entity_id === id);
    expect(
      (await t.call({ method: 'POST', url: `/v1/api/admin/jobs/${id}/retry/`, token: admin })).statusCode,
    ).toBe(200);
    const [entry, ...more] = await audit();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'job',
      verb: 'retried',
      action: 'POST /v1/api/admin/jobs/:id/retry/',
      status: 200,
    });
    expect(entry.detail).toContain('Audited retry → nobody@example.com');
    await expect
      .poll(async () => (await t.mails()).some((m) => m.includes('Subject: Audited retry')))
      .toBe(true);
    // Sent now, so a second retry is refused (409) and writes nothing.
    expect(
      (await t.call({ method: 'POST', url: `/v1/api/admin/jobs/${id}/retry/`, token: admin })).statusCode,
    ).toBe(409);
    expect(await audit()).toHaveLength(1);
  });

  it('answers 404 for an unknown job and 400 for an id that is not one', async () => {
    const missing = await t.call({ method: 'POST', url: '/v1/api/admin/jobs/999999/retry/', token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('job_not_found');
    const bad = await t.call({ method: 'POST', url: '/v1/api/admin/jobs/abc/retry/', token: admin });
    expect(bad.statusCode).toBe(400);
  });
});
