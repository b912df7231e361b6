import { inboxMessages } from '@skillpath/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const asAdmin = (opts: Parameters<TestApp['call']>[0]) => t.call({ ...opts, token: admin.token });
const enquire = (name: string, phone = '9123456780', course = 'AWS') =>
  t
    .call({
      method: 'POST',
      url: '/v1/api/enquiries/create/',
      payload: { name, phone, interested_course: course },
    })
    .then((r) => r.json());

describe('enquiries inbox', () => {
  it('lists newest first with paging, filters by status and searches', async () => {
    for (const name of ['Anil One', 'Bela Two', 'Chitra Three']) await enquire(name);
    const page = (await asAdmin({ method: 'GET', url: '/v1/api/enquiries/?limit=2' })).json();
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results.map((e: { name: string }) => e.name)).toEqual(['Chitra Three', 'Bela Two']);
    const next = (await asAdmin({ method: 'GET', url: '/v1/api/enquiries/?limit=2&offset=2' })).json();
    expect(next.results[0].name).toBe('Anil One');
    const found = (await asAdmin({ method: 'GET', url: '/v1/api/enquiries/?q=bela' })).json();
    expect(found.results.map((e: { name: string }) => e.name)).toEqual(['Bela Two']);
    expect((await asAdmin({ method: 'GET', url: '/v1/api/enquiries/?limit=500' })).statusCode).toBe(400);
  });

  it('moves new → contacted → closed, keeping who and when', async () => {
    const { id } = await enquire('Status Person');
    const contacted = (
      await asAdmin({ method: 'PATCH', url: `/v1/api/enquiries/${id}/`, payload: { status: 'contacted' } })
    ).json();
    expect(contacted).toMatchObject({ status: 'contacted', handled_by: admin.user.email, overdue: false });
    expect(contacted.contacted_at).not.toBeNull();
    const closed = (
      await asAdmin({ method: 'PATCH', url: `/v1/api/enquiries/${id}/`, payload: { status: 'closed' } })
    ).json();
    expect(closed.closed_at).not.toBeNull();
    expect(closed.contacted_at).toBe(contacted.contacted_at);
    const filtered = (await asAdmin({ method: 'GET', url: '/v1/api/enquiries/?status=closed' })).json();
    expect(filtered.results.every((e: { status: string }) => e.status === 'closed')).toBe(true);
    expect(
      (await asAdmin({ method: 'PATCH', url: `/v1/api/enquiries/${id}/`, payload: { status: 'lost' } }))
        .statusCode,
    ).toBe(400);
    const missing = await asAdmin({
      method: 'PATCH',
      url: '/v1/api/enquiries/999999/',
      payload: { status: 'closed' },
    });
    expect(missing.json()).toEqual({ detail: inboxMessages.enquiryNotFound, code: 'enquiry_not_found' });
  });

  it('marks a request still new after 15 minutes as overdue', async () => {
    const { id } = await enquire('Waiting Person');
    await t.app.db.execute(
      sql`update enquiries set created_at = now() - interval '20 minutes' where id = ${id}`,
    );
    const listed = (await asAdmin({ method: 'GET', url: '/v1/api/enquiries/?q=Waiting' })).json().results[0];
    expect(listed).toMatchObject({ overdue: true, status: 'new' });
    expect(listed.age_minutes).toBeGreaterThanOrEqual(20);
  });

  it('exports CSV as a download, with formulas defused', async () => {
    // A name can no longer hold a formula's = ( " (the name rule refuses them), but a hyphen may
    // start one, and a spreadsheet reads "-…" as a formula.
    expect((await enquire('=HYPERLINK("http://evil")', '9000000000', 'DevOps')).fields.name).toBeDefined();
    await enquire('-Asha Rao', '9000000000', 'DevOps');
    const res = await asAdmin({ method: 'GET', url: '/v1/api/enquiries/export/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Phone,Course,Status,Requested at,Contacted at,Closed at,Handled by,Minutes to answer',
    );
    expect(res.body).toContain(`,'-Asha Rao,`);
  });
});

describe('demo bookings inbox', () => {
  it('lists bookings and exports them', async () => {
    await t.call({
      method: 'POST',
      url: '/v1/api/demo-bookings/',
      payload: {
        name: 'Demo Person',
        email: 'demo.person@example.com',
        time_slot: '2:00 PM - 3:00 PM',
        course: 'AWS',
      },
    });
    const list = (await asAdmin({ method: 'GET', url: '/v1/api/demo-bookings/?q=demo.person' })).json();
    expect(list.results[0]).toMatchObject({
      name: 'Demo Person',
      time_slot: '2:00 PM - 3:00 PM',
      course: 'AWS',
    });
    const csv = await asAdmin({ method: 'GET', url: '/v1/api/demo-bookings/export/' });
    expect(csv.body).toContain('demo.person@example.com');
  });
});

describe('learners', () => {
  it('are searched, opened with their courses, and given a role', async () => {
    const learner = await registerLearner(t, { name: 'Zara Searchable' });
    await t.call({
      method: 'POST',
      url: '/v1/auth/selected-courses/',
      token: learner.token,
      payload: { course_title: 'AWS' },
    });
    const found = (await asAdmin({ method: 'GET', url: '/v1/api/learners/?q=zara' })).json();
    expect(found.results).toEqual([
      expect.objectContaining({ id: learner.id, enrollments: 1, role: 'learner' }),
    ]);
    const detail = (await asAdmin({ method: 'GET', url: `/v1/api/learners/${learner.id}/` })).json();
    expect(detail.courses[0]).toMatchObject({ course_title: 'AWS', progress: 0 });
    const promoted = await asAdmin({
      method: 'PATCH',
      url: `/v1/api/learners/${learner.id}/role/`,
      payload: { role: 'admin' },
    });
    expect(promoted.json().role).toBe('admin');
    expect((await t.call({ method: 'GET', url: '/v1/api/learners/', token: learner.token })).statusCode).toBe(
      200,
    );
  });

  it('cannot take the admin role from oneself', async () => {
    const res = await asAdmin({
      method: 'PATCH',
      url: `/v1/api/learners/${admin.id}/role/`,
      payload: { role: 'learner' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: inboxMessages.cannotDemoteSelf, code: 'cannot_demote_self' });
  });
});
