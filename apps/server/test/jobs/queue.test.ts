import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { enqueueMail } from '../../src/modules/jobs/queue';
import { backoffMs, createJobWorker } from '../../src/modules/jobs/worker';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobRow = async (id: number) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const message = (subject: string) => ({ to: 'someone@example.com', subject, text: 'Hello' });

describe('the job queue', () => {
  it('writes a mail job only when the transaction that causes it commits (outbox)', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueueMail(tx, message('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.app.db.select().from(jobs).where(sql`${jobs.payload}->>'subject' = 'rolled back'`);
    expect(rows).toEqual([]);
  });

  it('sends a mail job with a Message-ID made from the job, once', async () => {
    const id = (await enqueueMail(t.app.db, message('sent by the worker')))!;
    const mails = (await t.mails()).filter((m) => m.includes('Subject: sent by the worker'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^Message-ID: <job-${id}\\.\\d+@skillpath\\.test>$`, 'mi'));
    expect((await jobRow(id)).status).toBe('done');
    await t.app.jobs.runDue();
    expect((await t.mails()).filter((m) => m.includes('Subject: sent by the worker'))).toHaveLength(1);
  });

  it('does nothing on a second enqueue with the same key', async () => {
    const first = await enqueueMail(t.app.db, message('keyed'), { key: 'test:keyed' });
    const second = await enqueueMail(t.app.db, message('keyed'), { key: 'test:keyed' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeUndefined();
  });

  it('doubles the wait after each failure up to the cap', () => {
    const timing = { retryMs: 60_000, maxDelayMs: 3_600_000 };
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => backoffMs(timing, n))).toEqual([
      60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('queues a failing job again with its last error, and gives it up as failed once its time is over', async () => {
    const seen: number[] = [];
    const worker = (giveUpMs: number) =>
      createJobWorker({
        database: t.app.database,
        handlers: {
          mail: async (_payload, job) => {
            if (job.payload && (job.payload as { subject: string }).subject !== 'refused') return;
            seen.push(job.attempts);
            throw new Error('451 Mailbox temporarily unavailable');
          },
        },
        timing: { retryMs: 10_000, maxDelayMs: 60_000, giveUpMs, leaseMs: 60_000, pollMs: 60_000 },
        log: t.app.log,
      });
    const id = (await enqueueMail(t.app.db, message('refused')))!;
    const patient = worker(60_000);
    await patient.runDue();
    let row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: '451 Mailbox temporarily unavailable',
    });
    // The next attempt waits one retry interval.
    expect(row.runAt.getTime() - row.updatedAt.getTime()).toBeGreaterThanOrEqual(9_999);
    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    await patient.runDue();
    row = await jobRow(id);
    expect(row.attempts).toBe(2);
    // The second wait is twice the first.
    expect(row.runAt.getTime() - row.updatedAt.getTime()).toBeGreaterThanOrEqual(19_999);
    await patient.stop();

    await t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    const impatient = worker(0);
    await impatient.runDue();
    await impatient.stop();
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.finishedAt).not.toBeNull();
    expect(seen).toEqual([1, 2, 3]);
  });
});
