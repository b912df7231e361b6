import { assessmentMessages as m } from '@skillpath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfResume } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function send(
  token: string | undefined,
  fields: Record<string, string>,
  resume?: { data: Buffer; filename: string },
) {
  return t.call({
    method: 'POST',
    url: '/v1/api/create-profile/',
    token,
    ...(await multipart(fields, resume ? { resume } : {})),
  });
}

describe('POST /v1/api/create-profile/ (assessment request)', () => {
  it('stores the request with its resume, which only admins download as an attachment', async () => {
    const learner = await registerLearner(t);
    const res = await send(
      learner.token,
      { username: 'Asha', mobile: '9876543210' },
      { data: pdfResume(), filename: 'Asha CV.pdf' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'Asha',
      resume_name: 'Asha CV.pdf',
      message: m.requestSubmitted,
    });
    const admin = await signInAdmin(t);
    const listed = (
      await t.call({ method: 'GET', url: '/v1/api/assessment-requests/?q=asha', token: admin.token })
    ).json();
    expect(listed.results[0]).toMatchObject({
      id: res.json().id,
      user_id: learner.user.id,
      user_email: learner.user.email,
      attempts: 0,
    });
    const url = `/v1/api/assessment-requests/${res.json().id}/resume/`;
    const file = await t.call({ method: 'GET', url, token: admin.token });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Asha CV.pdf"');
    expect(file.rawPayload.equals(pdfResume())).toBe(true);
    expect((await t.call({ method: 'GET', url, token: learner.token })).statusCode).toBe(403);
  });

  it.each([
    [{ username: '', mobile: '9876543210' }, 'username', m.usernameRequired],
    [{ username: 'A', mobile: '98765' }, 'mobile', m.mobileInvalid],
    [{ username: 'A', mobile: '9876543210', domain_id: '4242' }, 'domain_id', m.invalidDomain],
  ])('refuses %j with field messages', async (fields, field, message) => {
    const learner = await registerLearner(t);
    const res = await send(learner.token, fields, { data: pdfResume(), filename: 'cv.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual([message]);
  });

  it('needs a resume that really is a PDF or Word file', async () => {
    const learner = await registerLearner(t);
    const missing = await send(learner.token, { username: 'A', mobile: '9876543210' });
    expect(missing.json().fields.resume).toEqual([m.resumeRequired]);
    const fake = await send(
      learner.token,
      { username: 'A', mobile: '9876543210' },
      { data: Buffer.from('<html>hi</html>'), filename: 'cv.pdf' },
    );
    expect(fake.statusCode).toBe(415);
    const big = await send(
      learner.token,
      { username: 'A', mobile: '9876543210' },
      { data: Buffer.concat([pdfResume(), Buffer.alloc(11 * 1024 * 1024)]), filename: 'cv.pdf' },
    );
    expect(big.statusCode).toBe(413);
    expect((await send(undefined, { username: 'A', mobile: '9876543210' })).statusCode).toBe(401);
  });
});
