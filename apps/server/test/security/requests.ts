import type { AuthResponse } from '@skillpath/contract';
import type { InjectOptions } from 'fastify';
import {
  adminRequests,
  createCourse,
  createPlacement,
  createWorkshop,
  issueCertificate,
  pdfResume,
} from '../admin/fixtures';
import type { TestApp } from '../helpers/app';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { playLesson } from '../helpers/playback';
import { NEW_TEST_PASSWORD, TEST_PASSWORD } from '../helpers/test-identity';
import { confirmLinkFrom, lastMailTo, registerLearner, resetLinkFrom, signInAdmin } from '../helpers/users';
import { paymentAdminRequests, paymentRequests } from '../payments/matrix-requests';

/** A signed-in user as the test helpers return one. */
export type Principal = AuthResponse & { password: string };

/**
 * Builds a request that succeeds (2xx) when `owner` sends it: the resources it names (an enrollment,
 * an exam session, a certification…) belong to `owner`. Sent with another user's token it tests
 * what that user may do with the owner's things. Needs the demo catalogue (`seed: true`).
 */
type RequestBuilder = (t: TestApp, owner: Principal) => Promise<InjectOptions>;

export interface RouteRequest {
  build: RequestBuilder;
  /** The request ends the sender's session or account (logout, new password, deletion). */
  endsSession?: boolean;
}

const key = (method: string, url: string) => `${method} ${url}`;
let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++n}`;

async function asUser(t: TestApp, user: Principal, opts: InjectOptions) {
  const res = await t.call({ ...opts, token: user.token });
  if (res.statusCode >= 300 && res.statusCode !== 409)
    throw new Error(`fixture setup failed: ${opts.method} ${opts.url} ${res.statusCode} ${res.body}`);
  return res.json();
}

const firstId = async (t: TestApp, url: string): Promise<number> => {
  const res = await t.call({ method: 'GET', url });
  const body = res.json();
  const id = (Array.isArray(body) ? body[0] : body.results?.[0])?.id;
  if (typeof id !== 'number') throw new Error(`no item at ${url}: ${res.body}`);
  return id;
};

/** The demo course "DevOps" with its five lessons, `user` enrolled (once). */
async function devOpsLessons(
  t: TestApp,
  user: Principal,
): Promise<{ id: number; duration_seconds: number; watched: boolean }[]> {
  const enrolled = await asUser(t, user, {
    method: 'POST',
    url: '/v1/auth/selected-courses/',
    payload: { course_title: 'DevOps' },
  });
  const courseId: number =
    enrolled.course_id ??
    (await t.call({ method: 'GET', url: '/v1/api/course-by-title/?title=DevOps' })).json().id;
  const lessons = await asUser(t, user, { method: 'GET', url: `/v1/api/courses/${courseId}/lessons/` });
  return lessons.lessons;
}

/**
 * The first demo domain, its attempt policy opened wide: the matrix and the fuzzer start and submit
 * sections of one owner many times over (the policy itself is tested in assessment/attempts.test.ts).
 */
async function examDomain(t: TestApp): Promise<number> {
  const domainId = await firstId(t, '/v1/api/domains/');
  const admin = await signInAdmin(t);
  await asUser(t, admin, {
    method: 'PUT',
    url: `/v1/api/domains/${domainId}/settings/`,
    payload: {
      aptitude_questions: 10,
      domain_questions: 10,
      minutes_per_section: 25,
      attempts_per_section: 20,
      hours_between_attempts: 0,
    },
  });
  return domainId;
}

/** An exam section of a demo domain started by `user` (the open one if there is one). */
async function startedTest(t: TestApp, user: Principal) {
  const domainId = await examDomain(t);
  return asUser(t, user, {
    method: 'POST',
    url: '/v1/api/start-test/',
    payload: { domain_id: domainId, section: 'aptitude' },
  });
}

const signUpBody = () => ({
  name: 'Matrix Learner',
  phone: '9876543210',
  email: `${unique('signup')}@example.com`,
  password: TEST_PASSWORD,
});

const profileFields = {
  user_id: '1',
  tagline: 'Aspiring data engineer',
  country: 'India',
  occupation: 'Student',
  bio: 'I like data.',
  skills: 'Python, SQL',
  learningMode: 'Self-paced',
  studyGoal: '12',
  notifications: 'Enabled',
  language: 'English',
  linkedin: 'https://www.linkedin.com/in/asha-rao',
  certifications: JSON.stringify([{ title: 'AWS Cloud Practitioner', issued: '2025-03-01' }]),
};

/** Public routes: anyone may call them. */
const publicRequests: Record<string, RouteRequest> = {
  [key('GET', '/v1/api/certificates/:code/')]: {
    build: async (t) => ({ method: 'GET', url: `/v1/api/certificates/${await issueCertificate(t)}/` }),
  },
  [key('GET', '/v1/api/certificates/:code/pdf/')]: {
    build: async (t) => ({ method: 'GET', url: `/v1/api/certificates/${await issueCertificate(t)}/pdf/` }),
  },
  [key('POST', '/v1/auth/sign_up')]: {
    build: async () => ({ method: 'POST', url: '/v1/auth/sign_up', payload: signUpBody() }),
  },
  [key('POST', '/v1/auth/login')]: {
    build: async (_t, owner) => ({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: owner.user.email, password: owner.password },
    }),
  },
  [key('POST', '/v1/auth/forgot-password/')]: {
    build: async (_t, owner) => ({
      method: 'POST',
      url: '/v1/auth/forgot-password/',
      payload: { email: owner.user.email },
    }),
  },
  [key('POST', '/v1/auth/verify-email/')]: {
    // The confirmation link mailed at the sign-up of a new account (each link works once).
    build: async (t) => {
      const fresh = await registerLearner(t);
      const link = confirmLinkFrom((await lastMailTo(t, fresh.user.email))!);
      return {
        method: 'POST',
        url: '/v1/auth/verify-email/',
        payload: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token') },
      };
    },
  },
  [key('POST', '/v1/auth/reset-password/')]: {
    // A reset ends every session of the owner.
    endsSession: true,
    build: async (t, owner) => {
      const sent = await t.call({
        method: 'POST',
        url: '/v1/auth/forgot-password/',
        payload: { email: owner.user.email },
      });
      if (sent.statusCode !== 200) throw new Error(`forgot-password failed: ${sent.body}`);
      const link = resetLinkFrom((await t.mails()).at(-1)!);
      return {
        method: 'POST',
        url: '/v1/auth/reset-password/',
        payload: {
          uid: link.searchParams.get('uid'),
          token: link.searchParams.get('token'),
          new_password: NEW_TEST_PASSWORD,
        },
      };
    },
  },
  [key('GET', '/v1/api/list-courses/')]: {
    build: async () => ({ method: 'GET', url: '/v1/api/list-courses/' }),
  },
  [key('GET', '/v1/api/course/:id/')]: {
    build: async (t) => ({
      method: 'GET',
      url: `/v1/api/course/${await firstId(t, '/v1/api/list-courses/')}/`,
    }),
  },
  [key('GET', '/v1/api/course-by-title/')]: {
    build: async () => ({ method: 'GET', url: '/v1/api/course-by-title/?title=DevOps' }),
  },
  [key('GET', '/v1/api/batches/')]: { build: async () => ({ method: 'GET', url: '/v1/api/batches/' }) },
  [key('GET', '/v1/api/internships/')]: {
    build: async () => ({ method: 'GET', url: '/v1/api/internships/' }),
  },
  [key('GET', '/v1/api/internships/:id/')]: {
    build: async (t) => ({
      method: 'GET',
      url: `/v1/api/internships/${await firstId(t, '/v1/api/internships/')}/`,
    }),
  },
  [key('GET', '/v1/api/programs/')]: { build: async () => ({ method: 'GET', url: '/v1/api/programs/' }) },
  [key('GET', '/v1/api/programs/:id/')]: {
    build: async (t) => ({
      method: 'GET',
      url: `/v1/api/programs/${await firstId(t, '/v1/api/programs/')}/`,
    }),
  },
  [key('POST', '/v1/api/enquiries/create/')]: {
    build: async () => ({
      method: 'POST',
      url: '/v1/api/enquiries/create/',
      payload: { name: 'Caller', phone: '9123456789', interested_course: 'Python FullStack' },
    }),
  },
  [key('POST', '/v1/api/demo-bookings/')]: {
    build: async () => ({
      method: 'POST',
      url: '/v1/api/demo-bookings/',
      payload: { name: 'Visitor', email: 'visitor@example.com', time_slot: '10:00 AM - 11:00 AM' },
    }),
  },
  [key('GET', '/v1/api/domains/')]: { build: async () => ({ method: 'GET', url: '/v1/api/domains/' }) },
  [key('GET', '/v1/api/categories/')]: {
    build: async (t) => ({
      method: 'GET',
      url: `/v1/api/categories/?domain_id=${await firstId(t, '/v1/api/domains/')}`,
    }),
  },
  [key('GET', '/v1/api/placements/')]: {
    build: async () => ({ method: 'GET', url: '/v1/api/placements/' }),
  },
  [key('GET', '/v1/api/placements/:id/')]: {
    build: async (t) => ({ method: 'GET', url: `/v1/api/placements/${(await createPlacement(t)).id}/` }),
  },
  [key('GET', '/v1/api/workshops/')]: { build: async () => ({ method: 'GET', url: '/v1/api/workshops/' }) },
  [key('GET', '/v1/api/workshops/:id/')]: {
    build: async (t) => ({ method: 'GET', url: `/v1/api/workshops/${(await createWorkshop(t)).id}/` }),
  },
  [key('POST', '/v1/api/employer-leads/')]: {
    build: async () => ({
      method: 'POST',
      url: '/v1/api/employer-leads/',
      payload: {
        name: 'Hiring Manager',
        email: 'hr@acme.example',
        company_name: 'Acme',
        requirements: 'Two React developers',
      },
    }),
  },
};

/** Learner routes: any signed-in user; some check in the service that the thing is theirs. */
const learnerRequests: Record<string, RouteRequest> = {
  [key('GET', '/v1/api/certificates/')]: {
    build: async () => ({ method: 'GET', url: '/v1/api/certificates/' }),
  },
  [key('POST', '/v1/auth/logout/')]: {
    endsSession: true,
    build: async () => ({ method: 'POST', url: '/v1/auth/logout/' }),
  },
  [key('GET', '/v1/auth/profile/')]: { build: async () => ({ method: 'GET', url: '/v1/auth/profile/' }) },
  [key('POST', '/v1/auth/resend-verification/')]: {
    build: async () => ({ method: 'POST', url: '/v1/auth/resend-verification/' }),
  },
  [key('POST', '/v1/auth/change-password/')]: {
    endsSession: true,
    build: async (_t, owner) => ({
      method: 'POST',
      url: '/v1/auth/change-password/',
      payload: { current_password: owner.password, new_password: NEW_TEST_PASSWORD },
    }),
  },
  [key('POST', '/v1/auth/selected-courses/')]: {
    build: async (t) => ({
      method: 'POST',
      url: '/v1/auth/selected-courses/',
      payload: { course_title: (await createCourse(t)).course_title },
    }),
  },
  [key('POST', '/v1/auth/candidate/register/')]: {
    build: async () => ({
      method: 'POST',
      url: '/v1/auth/candidate/register/',
      ...(await multipart(profileFields, { image: { data: await pngImage(), filename: 'me.png' } })),
    }),
  },
  [key('POST', '/v1/auth/candidate/upload-image/')]: {
    build: async () => ({
      method: 'POST',
      url: '/v1/auth/candidate/upload-image/',
      ...(await multipart({ user_id: '1' }, { image: { data: await pngImage(), filename: 'me.png' } })),
    }),
  },
  [key('GET', '/v1/api/courses/:id/lessons/')]: {
    build: async (t, owner) => {
      const course = await createCourse(t);
      await asUser(t, owner, {
        method: 'POST',
        url: '/v1/auth/selected-courses/',
        payload: { course_title: course.course_title },
      });
      return { method: 'GET', url: `/v1/api/courses/${course.id}/lessons/` };
    },
  },
  [key('POST', '/v1/api/lessons/:id/heartbeat/')]: {
    build: async (t, owner) => ({
      method: 'POST',
      url: `/v1/api/lessons/${(await devOpsLessons(t, owner))[0]!.id}/heartbeat/`,
      payload: { position_seconds: 0 },
    }),
  },
  [key('GET', '/v1/api/mcq-list/')]: {
    build: async (t) => ({
      method: 'GET',
      url: `/v1/api/mcq-list/?domain=${await firstId(t, '/v1/api/domains/')}`,
    }),
  },
  [key('POST', '/v1/api/start-test/')]: {
    build: async (t) => ({
      method: 'POST',
      url: '/v1/api/start-test/',
      payload: { domain_id: await firstId(t, '/v1/api/domains/'), section: 'domain', student_id: 1 },
    }),
  },
  [key('GET', '/v1/api/attempts/:id/')]: {
    build: async (t) => ({ method: 'GET', url: `/v1/api/attempts/${await firstId(t, '/v1/api/domains/')}/` }),
  },
  [key('POST', '/v1/api/submit-answer/')]: {
    build: async (t, owner) => {
      const session = await startedTest(t, owner);
      return {
        method: 'POST',
        url: '/v1/api/submit-answer/',
        payload: {
          test_session_id: session.test_session_id,
          test_question_id: session.questions[0].test_question_id,
          selected_option: 'A',
          status: 'answered',
        },
      };
    },
  },
  [key('POST', '/v1/api/submit-test/')]: {
    build: async (t, owner) => ({
      method: 'POST',
      url: '/v1/api/submit-test/',
      payload: { test_session_id: (await startedTest(t, owner)).test_session_id },
    }),
  },
  [key('GET', '/v1/api/test-review/:id/')]: {
    build: async (t, owner) => {
      const session = await startedTest(t, owner);
      await asUser(t, owner, {
        method: 'POST',
        url: '/v1/api/submit-test/',
        payload: { test_session_id: session.test_session_id },
      });
      return { method: 'GET', url: `/v1/api/test-review/${session.test_session_id}/` };
    },
  },
  [key('POST', '/v1/api/create-profile/')]: {
    build: async () => ({
      method: 'POST',
      url: '/v1/api/create-profile/',
      ...(await multipart(
        { username: 'Applicant', mobile: '9876543210' },
        { resume: { data: pdfResume(), filename: 'cv.pdf' } },
      )),
    }),
  },
  [key('POST', '/v1/api/placements/:id/apply/')]: {
    // The owner has played every lesson of a course: 60% progress, over the 50% gate.
    build: async (t, owner) => {
      // Built once per role: lessons already watched are not played again (heartbeats are rate-limited).
      for (const lesson of await devOpsLessons(t, owner))
        if (!lesson.watched) await playLesson(t, owner, lesson);
      return { method: 'POST', url: `/v1/api/placements/${(await createPlacement(t)).id}/apply/` };
    },
  },
  [key('GET', '/v1/api/placement-access/')]: {
    build: async () => ({ method: 'GET', url: '/v1/api/placement-access/' }),
  },
  [key('POST', '/v1/api/workshops/:id/register/')]: {
    build: async (t) => ({
      method: 'POST',
      url: `/v1/api/workshops/${(await createWorkshop(t)).id}/register/`,
    }),
  },
};

/** Owner routes: `:id` is the owner's user id. */
const ownerRequests: Record<string, RouteRequest> = {
  [key('GET', '/v1/auth/user-courses/:id/')]: {
    build: async (_t, owner) => ({ method: 'GET', url: `/v1/auth/user-courses/${owner.id}/` }),
  },
  [key('GET', '/v1/auth/candidates/:id/')]: {
    build: async (_t, owner) => ({ method: 'GET', url: `/v1/auth/candidates/${owner.id}/` }),
  },
  [key('PUT', '/v1/auth/candidate/edit/:id/')]: {
    build: async (_t, owner) => ({
      method: 'PUT',
      url: `/v1/auth/candidate/edit/${owner.id}/`,
      payload: { email: owner.user.email, tagline: 'Edited', skills: ['Go'], studyGoal: 8 },
    }),
  },
  [key('DELETE', '/v1/auth/candidate/delete-image/:id/')]: {
    build: async (t, owner) => {
      await asUser(t, owner, await learnerRequests['POST /v1/auth/candidate/upload-image/']!.build(t, owner));
      return { method: 'DELETE', url: `/v1/auth/candidate/delete-image/${owner.id}/` };
    },
  },
  [key('DELETE', '/v1/auth/candidate/delete/:id/')]: {
    endsSession: true,
    // The owner's password; an admin deleting the account is not asked for it.
    build: async (_t, owner) => ({
      method: 'DELETE',
      url: `/v1/auth/candidate/delete/${owner.id}/`,
      payload: { current_password: owner.password },
    }),
  },
  [key('POST', '/v1/auth/candidates/:id/certifications/')]: {
    build: async (_t, owner) => ({
      method: 'POST',
      url: `/v1/auth/candidates/${owner.id}/certifications/`,
      payload: { title: 'Scrum Master', issued: '2024-05-01', description: '' },
    }),
  },
  [key('DELETE', '/v1/auth/candidates/:id/certifications/:certId/')]: {
    build: async (t, owner) => {
      const cert = await asUser(t, owner, {
        method: 'POST',
        url: `/v1/auth/candidates/${owner.id}/certifications/`,
        payload: { title: 'To remove' },
      });
      return { method: 'DELETE', url: `/v1/auth/candidates/${owner.id}/certifications/${cert.id}/` };
    },
  },
  [key('GET', '/v1/api/get-combined-results/:id/')]: {
    build: async (_t, owner) => ({ method: 'GET', url: `/v1/api/get-combined-results/${owner.id}/` }),
  },
};

/** Admin routes: the admin fixtures (test/admin/fixtures.ts), which need no owner. */
const adminRouteRequests: Record<string, RouteRequest> = Object.fromEntries(
  Object.entries({ ...adminRequests, ...paymentAdminRequests }).map(([k, build]) => [
    k,
    { build: (t: TestApp) => build(t) },
  ]),
);

/**
 * A working request for every route of the route table, by `METHOD url-pattern`. The authorization
 * matrix fails for a route missing here, so none can be forgotten.
 */
export const routeRequests: Record<string, RouteRequest> = {
  ...publicRequests,
  ...learnerRequests,
  ...ownerRequests,
  ...adminRouteRequests,
  ...paymentRequests,
};
