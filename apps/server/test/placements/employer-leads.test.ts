import { placementMessages as m } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signInAdmin } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ENQUIRY_NOTIFY_EMAIL: 'desk@skillpath.test' });
});
afterAll(() => t.close());

const lead = {
  name: 'Ravi Shankar',
  email: 'ravi@acme.example',
  company_name: 'Acme Pvt Ltd',
  requirements: 'Three Java developers',
};
const post = (payload: object) => t.call({ method: 'POST', url: '/v1/api/employer-leads/', payload });

describe('employer leads (the hire form)', () => {
  it('are stored, mailed to the institute and worked through in the admin inbox', async () => {
    const res = await post(lead);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ company_name: 'Acme Pvt Ltd', status: 'new', message: m.leadSent });
    await expect.poll(async () => (await t.mails()).some((mail) => mail.includes('Acme Pvt Ltd'))).toBe(true);
    const admin = await signInAdmin(t);
    const list = (
      await t.call({ method: 'GET', url: '/v1/api/employer-leads/?q=acme', token: admin.token })
    ).json();
    expect(list.results[0]).toMatchObject({ id: res.json().id, email: 'ravi@acme.example' });
    const updated = await t.call({
      method: 'PATCH',
      url: `/v1/api/employer-leads/${res.json().id}/`,
      token: admin.token,
      payload: { status: 'contacted' },
    });
    expect(updated.json()).toMatchObject({ status: 'contacted', handled_by: admin.user.email });
    const csv = await t.call({ method: 'GET', url: '/v1/api/employer-leads/export/', token: admin.token });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="employer-leads-/);
    expect(csv.body).toContain('ravi@acme.example');
  });

  it.each([
    [{ name: '' }, 'name', m.leadNameRequired],
    [{ email: 'nope' }, 'email', m.leadEmailInvalid],
    [{ company_name: '' }, 'company_name', m.leadCompanyRequired],
    [{ requirements: ' ' }, 'requirements', m.leadRequirementsRequired],
  ])('refuse %j', async (override, field, message) => {
    const res = await post({ ...lead, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });
});
