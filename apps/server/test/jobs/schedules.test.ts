import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRevocations,
  batches,
  courses,
  enquiries,
  enrollments,
  jobs,
  passwordResets,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsWith = async (subject: string) =>
  (await t.mails()).filter((m) => m.includes(`Subject: ${subject}`));
/** Time passes: the job with this key is due now. */
const makeDue = (key: string) => t.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.key, key));

async function postEnquiry(name: string) {
  const res = await t.call({
    method: 'POST',
    url: '/v1/api/enquiries/create/',
    payload: { name, phone: '9876543210', interested_course: 'AWS' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; created_at: string }>();
}

describe('the 15-minute enquiry alert', () => {
  it('is queued with the enquiry for 15 minutes later and mails the institute if it is still new', async () => {
    const enquiry = await postEnquiry('Still Waiting');
    const [alert] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `enquiry-alert:${enquiry.id}`));
    expect(alert!.runAt.getTime() - new Date(enquiry.created_at).getTime()).toBe(15 * 60_000);
    expect(await mailsWith('Not called back yet: Still Waiting')).toEqual([]);

    await makeDue(`enquiry-alert:${enquiry.id}`);
    const alerts = await mailsWith('Not called back yet: Still Waiting (AWS)');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(new RegExp(`^To: ${t.config.enquiryNotifyEmail}$`, 'mi'));
  });

  it('stays silent once someone has called back', async () => {
    const enquiry = await postEnquiry('Called Back');
    await t.app.db.update(enquiries).set({ status: 'contacted' }).where(eq(enquiries.id, enquiry.id));
    await makeDue(`enquiry-alert:${enquiry.id}`);
    expect(await mailsWith('Not called back yet: Called Back')).toEqual([]);
  });
});

describe('the batch reminder', () => {
  it('mails each enrolled learner once, the day before their batch starts', async () => {
    const [course] = await t.app.db
      .insert(courses)
      .values({
        title: 'Reminder Course',
        description: 'A course',
        durationHours: 40,
        mode: 'Online',
        trainer: 'A Trainer',
        language: 'English',
        relatedDomains: '',
        opportunities: '',
      })
      .returning();
    const tomorrow = sql`current_date + 1`;
    const batch = (name: string, startDate: ReturnType<typeof sql>) =>
      t.app.db
        .insert(batches)
        .values({
          name,
          instructor: 'A Trainer',
          mode: 'Online',
          startDate: startDate as never,
          category: 'reminder course',
        })
        .returning();
    const [soon] = await batch('Reminder Course - Tomorrow', tomorrow);
    await batch('Reminder Course - Next Week', sql`current_date + 7`);
    const learners = [await registerLearner(t), await registerLearner(t)];
    await t.app.db
      .insert(enrollments)
      .values(learners.map((l) => ({ userId: l.user.id, courseId: course!.id })));

    // Every instance's scheduler runs every minute: the keys keep it to one reminder each.
    await Promise.all([t.app.jobs.runSchedules(), t.app.jobs.runSchedules()]);
    await t.app.jobs.runSchedules();
    const reminders = await mailsWith('Your batch starts tomorrow: Reminder Course - Tomorrow');
    expect(reminders).toHaveLength(2);
    for (const l of learners) expect(reminders.some((m) => m.includes(`To: ${l.user.email}`))).toBe(true);
    expect(await mailsWith('Your batch starts tomorrow: Reminder Course - Next Week')).toEqual([]);
    const keys = await t.app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `batch-reminder:${soon!.id}:%`));
    expect(keys).toHaveLength(2);
  });
});

describe('the daily purge', () => {
  it('runs once a day and deletes the revocations of expired tokens and expired reset links', async () => {
    const learner = await registerLearner(t);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await t.app.db.insert(authRevocations).values([
      { jti: 'purge-expired', userId: learner.user.id, expiresAt: past },
      { jti: 'purge-live', userId: learner.user.id, expiresAt: future },
    ]);
    await t.app.db.insert(passwordResets).values([
      { userId: learner.user.id, tokenHash: 'purge-expired', expiresAt: past },
      { userId: learner.user.id, tokenHash: 'purge-live', expiresAt: future },
    ]);

    // As on a day whose purge has not run yet (earlier tests here ran today's).
    await t.app.db.delete(jobs).where(eq(jobs.kind, 'purge'));
    await t.app.jobs.runSchedules();
    await t.app.jobs.runSchedules();
    const today = `purge:${new Date().toISOString().slice(0, 10)}`;
    const purges = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'purge'));
    expect(purges.map((p) => p.key)).toEqual([today]);
    await t.app.jobs.runDue();
    expect((await t.app.db.select().from(jobs).where(eq(jobs.key, today)))[0]!.status).toBe('done');

    const revocations = await t.app.db
      .select({ jti: authRevocations.jti })
      .from(authRevocations)
      .where(and(eq(authRevocations.userId, learner.user.id), like(authRevocations.jti, 'purge-%')));
    expect(revocations.map((r) => r.jti)).toEqual(['purge-live']);
    const resets = await t.app.db
      .select({ hash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(eq(passwordResets.userId, learner.user.id));
    expect(resets.map((r) => r.hash)).toEqual(['purge-live']);
  });
});
