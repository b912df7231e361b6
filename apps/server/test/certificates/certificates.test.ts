import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_LOOKUPS_PER_MINUTE,
  certificateErrorCodes,
  certificateMessages as m,
} from '@skillpath/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueForCompletedCourse, issueForPassedDomain } from '../../src/modules/certificates/issue';
import { createCourse, mcqBody } from '../admin/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';
import { playLesson } from '../helpers/playback';
import { decodedMail, lastMailTo, registerLearner, signInAdmin } from '../helpers/users';
import { pdfQrText, pdfText } from './pdf-reading';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let domainId: number;
/** question text → correct letter, to pass or fail a section on purpose. */
const answerKey = new Map<string, string>();

type Learner = Awaited<ReturnType<typeof registerLearner>>;
const asAdmin = async (opts: Parameters<TestApp['call']>[0]) =>
  (await t.call({ ...opts, token: admin.token })).json();

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  admin = await signInAdmin(t);
  const domain = await asAdmin({
    method: 'POST',
    url: '/v1/api/domains/create/',
    ...(await multipart({ name: 'Cloud' })),
  });
  domainId = domain.id;
  for (const kind of ['aptitude', 'domain'] as const) {
    const category = await asAdmin({
      method: 'POST',
      url: '/v1/api/categories/create/',
      payload: { name: kind, domain_id: domainId, kind },
    });
    for (let i = 0; i < 3; i++) {
      const question = `${kind} certificate question ${i}?`;
      answerKey.set(question, 'B');
      await asAdmin({
        method: 'POST',
        url: '/v1/api/add-mcq/',
        payload: { ...mcqBody(domainId, category.id), question, correct_answer: 'B' },
      });
    }
  }
  // Published once its bank fills both sections.
  await asAdmin({
    method: 'PUT',
    url: `/v1/api/domains/${domainId}/settings/`,
    payload: {
      aptitude_questions: 3,
      domain_questions: 3,
      minutes_per_section: 20,
      attempts_per_section: 5,
      hours_between_attempts: 0,
      published: true,
    },
  });
});
afterAll(() => t.close());

/** Takes a section, answering every question right (pass) or wrong (fail), submits it, and returns the result. */
async function takeSection(learner: Learner, section: 'aptitude' | 'domain', pass: boolean) {
  const started = await t.call({
    method: 'POST',
    url: '/v1/api/start-test/',
    token: learner.token,
    payload: { domain_id: domainId, section },
  });
  expect(started.statusCode).toBe(200);
  const session = started.json();
  for (const q of session.questions as { test_question_id: number; question: string }[]) {
    const right = answerKey.get(q.question)!;
    await t.call({
      method: 'POST',
      url: '/v1/api/submit-answer/',
      token: learner.token,
      payload: {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: pass ? right : 'A',
        status: 'answered',
      },
    });
  }
  const submitted = await t.call({
    method: 'POST',
    url: '/v1/api/submit-test/',
    token: learner.token,
    payload: { test_session_id: session.test_session_id },
  });
  expect(submitted.statusCode).toBe(200);
  return submitted.json();
}

const mine = async (learner: Learner) =>
  (await t.call({ method: 'GET', url: '/v1/api/certificates/', token: learner.token })).json();
const verify = (code: string, remoteAddress?: string) =>
  t.call({
    method: 'GET',
    url: `/v1/api/certificates/${code}/`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const revoke = (code: string, token: string | undefined, reason = 'Exam misconduct') =>
  t.call({ method: 'POST', url: `/v1/api/certificates/${code}/revoke/`, token, payload: { reason } });
const issueByHand = (userId: number, courseId: number, token = admin.token) =>
  t.call({
    method: 'POST',
    url: '/v1/api/certificates/issue/',
    token,
    payload: { user_id: userId, course_id: courseId },
  });

describe('issued on a passed assessment', () => {
  it('comes once both sections are passed, not after one, with the score band', async () => {
    const learner = await registerLearner(t, { name: 'Asha Rao' });
    await takeSection(learner, 'aptitude', true);
    expect(await mine(learner)).toEqual([]);
    await takeSection(learner, 'domain', true);
    const [certificate, ...more] = await mine(learner);
    expect(more).toEqual([]);
    expect(certificate).toMatchObject({
      kind: 'assessment',
      title: 'Cloud skill assessment',
      holder_name: 'Asha Rao',
      domain_id: domainId,
      course_id: null,
      score_percent: 100,
      score_band: 'Distinction',
      status: 'valid',
      verify_url: `http://skillpath.test/certificates/${certificate.code}`,
    });
    expect(certificate.code).toHaveLength(12);
    expect([...certificate.code].every((c) => CERTIFICATE_CODE_ALPHABET.includes(c))).toBe(true);
  });

  it('is named by the results: the submit that earns it and every result of the domain, until revoked', async () => {
    const learner = await registerLearner(t);
    const results = async () =>
      (
        await t.call({
          method: 'GET',
          url: `/v1/api/get-combined-results/${learner.id}/`,
          token: learner.token,
        })
      ).json() as { certificate: { code: string; title: string } | null }[];
    expect((await takeSection(learner, 'aptitude', true)).certificate).toBeNull();
    const earning = await takeSection(learner, 'domain', true);
    const [held] = await mine(learner);
    const named = { code: held.code, title: 'Cloud skill assessment' };
    expect(earning.certificate).toEqual(named);
    expect((await results()).map((r) => r.certificate)).toEqual([named, named]);
    await revoke(held.code, admin.token);
    expect((await results()).map((r) => r.certificate)).toEqual([null, null]);
  });

  it('is not issued when a section fails', async () => {
    const learner = await registerLearner(t);
    await takeSection(learner, 'aptitude', true);
    await takeSection(learner, 'domain', false);
    expect(await mine(learner)).toEqual([]);
  });

  it('is issued once, however often the pass is settled again', async () => {
    const learner = await registerLearner(t);
    await takeSection(learner, 'aptitude', true);
    await takeSection(learner, 'domain', true);
    const [first] = await mine(learner);
    await t.app.db.transaction((tx) => issueForPassedDomain(tx, learner.id, domainId));
    await t.app.db.transaction((tx) => issueForPassedDomain(tx, learner.id, domainId));
    expect((await mine(learner)).map((c: { code: string }) => c.code)).toEqual([first.code]);
  });

  it('mails the learner, with the verification link, once', async () => {
    const learner = await registerLearner(t);
    await takeSection(learner, 'aptitude', true);
    await takeSection(learner, 'domain', true);
    const [certificate] = await mine(learner);
    await t.app.certificateDelivery.deliverPending();
    await t.app.certificateDelivery.deliverPending();
    const mails = (await t.mails()).filter((mail) => mail.includes(`To: ${learner.user.email}`));
    const notices = mails.filter((mail) => decodedMail(mail).includes(certificate.verify_url));
    expect(notices).toHaveLength(1);
  });
});

describe('issued on a completed course', () => {
  it('comes when progress reaches 100%, once', async () => {
    const learner = await registerLearner(t, { name: 'Vikram Das' });
    const enrolled = await t.call({
      method: 'POST',
      url: '/v1/auth/selected-courses/',
      token: learner.token,
      payload: { course_title: 'DevOps' },
    });
    const courseId = enrolled.json().course_id as number;
    const { lessons } = (
      await t.call({ method: 'GET', url: `/v1/api/courses/${courseId}/lessons/`, token: learner.token })
    ).json();
    for (const lesson of lessons) await playLesson(t, learner, lesson);
    expect(await mine(learner)).toEqual([]); // 60%: lessons only
    const [course] = (
      await t.call({ method: 'GET', url: `/v1/auth/user-courses/${learner.id}/`, token: learner.token })
    ).json();
    const attendance = await t.call({
      method: 'PUT',
      url: `/v1/api/enrollments/${course.enrollment_id}/attendance/`,
      token: admin.token,
      payload: { sessions_held: 4, sessions_attended: 4 },
    });
    expect(attendance.json().progress).toBe(100);
    await t.app.db.transaction((tx) => issueForCompletedCourse(tx, learner.id, courseId));
    const certificates = await mine(learner);
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({
      kind: 'course',
      title: 'DevOps',
      course_id: courseId,
      score_band: null,
      holder_name: 'Vikram Das',
    });
  });
});

describe('verification', () => {
  let learner: Learner;
  let code: string;
  beforeAll(async () => {
    learner = await registerLearner(t, { name: 'Meera Iyer', phone: '9123456780' });
    const course = await createCourse(t);
    code = (await issueByHand(learner.id, course.id)).json().code;
  });

  it('shows a valid certificate to anyone, without e-mail or phone', async () => {
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code, holder_name: 'Meera Iyer', status: 'valid', revoked_at: null });
    expect(res.body).not.toContain(learner.user.email);
    expect(res.body).not.toContain('9123456780');
    expect(res.json()).not.toHaveProperty('holder_email');
    expect((await verify(code.toLowerCase())).json().code).toBe(code);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await verify('ABCDEFGHJKMN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: m.notFound, code: certificateErrorCodes.notFound });
    for (const bad of ['short', 'ABCDEFGHJKM0', 'ABCDEFGHJKMNP', '%27%20or%201%3D1']) {
      const res = await verify(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('serves a PDF that carries the code and a QR code of the verification link', async () => {
    const res = await t.call({ method: 'GET', url: `/v1/api/certificates/${code}/pdf/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="skillpath-certificate-${code}.pdf"`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const bytes = res.rawPayload;
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(doc.getSubject()).toBe(`Certificate ${code}`);
    const text = await pdfText(bytes);
    expect(text).toContain(`Certificate code: ${code}`);
    expect(text).toContain('Meera Iyer');
    expect(await pdfQrText(bytes)).toBe(`http://skillpath.test/certificates/${code}`);
    // Generated once: the second download is the stored file.
    const again = await t.call({ method: 'GET', url: `/v1/api/certificates/${code}/pdf/` });
    expect(again.rawPayload.equals(bytes)).toBe(true);
  });

  it('is revoked by an admin only, with a reason, once; then shows revoked and offers no PDF', async () => {
    expect((await revoke(code, undefined)).statusCode).toBe(401);
    expect((await revoke(code, learner.token)).statusCode).toBe(403);
    const empty = await revoke(code, admin.token, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.reason).toEqual([m.reasonRequired]);
    const revoked = await revoke(code, admin.token);
    expect(revoked.statusCode).toBe(200);
    const twice = await revoke(code, admin.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(certificateErrorCodes.alreadyRevoked);
    expect((await verify(code)).json()).toMatchObject({
      status: 'revoked',
      revoke_reason: 'Exam misconduct',
      revoked_at: expect.any(String),
    });
    expect((await t.call({ method: 'GET', url: `/v1/api/certificates/${code}/pdf/` })).statusCode).toBe(410);
    const audit = await asAdmin({ method: 'GET', url: '/v1/api/audit-log/?limit=100' });
    expect(audit.results).toContainEqual(
      expect.objectContaining({
        action: 'POST /v1/api/certificates/:code/revoke/',
        entity_id: revoked.json().id,
        status: 200,
      }),
    );
  });

  it('limits repeated guessing per client', async () => {
    const guesses = [];
    for (let i = 0; i <= CERTIFICATE_LOOKUPS_PER_MINUTE; i++)
      guesses.push(await verify('ABCDEFGHJKMN', '10.9.9.9'));
    expect(guesses.slice(0, -1).every((r) => r.statusCode === 404)).toBe(true);
    expect(guesses.at(-1)!.statusCode).toBe(429);
    expect(guesses.at(-1)!.headers['retry-after']).toBeDefined();
    expect((await verify(code, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('issuing by hand, the admin list and re-sending', () => {
  it('issues once per learner and course (201, then 200), for admins only', async () => {
    const learner = await registerLearner(t);
    const course = await createCourse(t);
    expect((await issueByHand(learner.id, course.id, learner.token)).statusCode).toBe(403);
    const first = await issueByHand(learner.id, course.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ user_id: learner.id, issued_by: admin.user.email, kind: 'course' });
    const second = await issueByHand(learner.id, course.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().code).toBe(first.json().code);
    expect((await issueByHand(2_000_000, course.id)).statusCode).toBe(404);
    expect((await issueByHand(learner.id, 2_000_000)).statusCode).toBe(404);
    expect((await issueByHand(learner.id, -1)).statusCode).toBe(400);
    const mail = await lastMailTo(t, learner.user.email);
    expect(decodedMail(mail!)).toContain(first.json().verify_url);
  });

  it('lists certificates with search and status, paged; learners see only their own', async () => {
    const learner = await registerLearner(t, { name: 'Zubin Unique' });
    const course = await createCourse(t);
    const { code } = (await issueByHand(learner.id, course.id)).json();
    const found = await asAdmin({ method: 'GET', url: '/v1/api/admin/certificates/?q=zubin%20unique' });
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({ code, holder_email: learner.user.email, status: 'valid' });
    const revoked = await asAdmin({
      method: 'GET',
      url: '/v1/api/admin/certificates/?status=revoked&limit=100',
    });
    expect(revoked.results.every((c: { status: string }) => c.status === 'revoked')).toBe(true);
    expect(revoked.results.some((c: { code: string }) => c.code === code)).toBe(false);
    const paged = await asAdmin({ method: 'GET', url: '/v1/api/admin/certificates/?limit=1' });
    expect(paged.results).toHaveLength(1);
    expect(paged.count).toBeGreaterThan(1);

    expect((await mine(learner)).map((c: { code: string }) => c.code)).toEqual([code]);
    const other = await registerLearner(t);
    expect(await mine(other)).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/v1/api/certificates/' })).statusCode).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/v1/api/admin/certificates/', token: learner.token })).statusCode,
    ).toBe(403);
  });

  it('re-sends the mail on an admin’s request', async () => {
    const learner = await registerLearner(t);
    const { code } = (await issueByHand(learner.id, (await createCourse(t)).id)).json();
    const before = (await t.mails()).length;
    const res = await t.call({
      method: 'POST',
      url: `/v1/api/certificates/${code}/resend/`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.mails();
    expect(mails.length).toBe(before + 1);
    expect(decodedMail(mails.at(-1)!)).toContain(code);
  });
});
