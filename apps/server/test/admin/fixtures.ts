import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { jobs } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { publishOneSectionDomain } from '../helpers/domains';
import { pngImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { registerLearner, signInAdmin } from '../helpers/users';

let n = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${++n}`;

export const courseFields = (title = unique('Course')) => ({
  course_title: title,
  course_trainer: 'Trainer Name',
  course_mode: 'Online',
  course_duration: '40',
  course_language: 'English',
  course_related_domains: 'Testing, Quality',
  course_top_com: 'Acme',
  course_description: 'A course made by a test.',
  course_opportunities: 'QA Engineer',
});

export const internshipBody = async (title = unique('Internship')) => ({
  internship_title: title,
  internship_duration: '2 Months',
  internship_mode: 'Online',
  internship_fee: 0,
  internship_description: 'Made by a test.',
  internship_mentor: 'Mentor',
  internship_language: 'English',
  internship_explore_related_domains: 'Testing',
  internship_faqs: 'Any? Yes.',
  internship_wyg: 'Experience, Certificate',
  internship_requirements: 'A laptop',
  intern_mentor_qualification: 'Ten years',
  internship_card_image: `data:image/png;base64,${(await pngImage()).toString('base64')}`,
});

/** A program as an admin's form sends it: price in whole rupees, features and weeks as lists. */
export const programBody = (overrides: Record<string, unknown> = {}) => ({
  title: unique('Program'),
  duration: '90 Days',
  price: 52_000,
  description: 'Made by a test.',
  features: ['Projects', 'Mentoring', 'Certificate'],
  curriculum: [
    { title: 'Foundations', topics: ['One', 'Two'] },
    { title: 'Capstone', topics: ['Demo day'] },
  ],
  position: 10,
  ...overrides,
});

export const batchFields = () => ({
  name: unique('Batch'),
  instructor: 'Instructor',
  mode: 'Hybrid',
  startDate: '2030-01-15',
  timings: 'Mon-Fri 9-11',
  category: 'Testing',
});

async function call(t: TestApp, opts: InjectOptions) {
  const admin = await signInAdmin(t);
  const res = await t.call({ ...opts, token: admin.token });
  if (res.statusCode >= 300)
    throw new Error(`fixture setup failed: ${opts.method} ${opts.url} ${res.statusCode} ${res.body}`);
  return res.json();
}

export const createCourse = async (t: TestApp) =>
  call(t, { method: 'POST', url: '/v1/api/create-course/', ...(await multipart(courseFields())) });
/** A syllabus week of a course (a course holds each week once). */
export const createSyllabus = async (t: TestApp, courseId: number, week = 1) =>
  call(t, {
    method: 'POST',
    url: '/v1/api/syllabus/create/',
    payload: { course_title_id: courseId, week_number: week, title: 'Week', topics: ['A'] },
  });
export const createInternship = async (t: TestApp) =>
  call(t, { method: 'POST', url: '/v1/api/internships/', payload: await internshipBody() });
const createProgram = async (t: TestApp) =>
  call(t, { method: 'POST', url: '/v1/api/programs/', payload: programBody() });
export const createBatch = async (t: TestApp) =>
  call(t, { method: 'POST', url: '/v1/api/batches/', ...(await multipart(batchFields())) });

export const pdfResume = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<<>>\n%%EOF\n');

export const createDomain = async (t: TestApp) =>
  call(t, {
    method: 'POST',
    url: '/v1/api/domains/create/',
    ...(await multipart({ name: unique('Domain') })),
  });
export const createCategory = async (t: TestApp, domainId: number, kind = 'domain') =>
  call(t, {
    method: 'POST',
    url: '/v1/api/categories/create/',
    payload: { name: unique('Category'), domain_id: domainId, kind },
  });
export const mcqBody = (domain: number, category: number) => ({
  domain,
  category,
  question: 'What is 2 + 2?',
  options: { A: '3', B: '4', C: '5', D: '22' },
  correct_answer: 'B',
});
const createMcq = async (t: TestApp) => {
  const domain = await createDomain(t);
  const category = await createCategory(t, domain.id);
  return call(t, { method: 'POST', url: '/v1/api/add-mcq/', payload: mcqBody(domain.id, category.id) });
};
const createAssessmentRequest = async (t: TestApp) => {
  const learner = await registerLearner(t);
  const res = await t.call({
    method: 'POST',
    url: '/v1/api/create-profile/',
    token: learner.token,
    ...(await multipart(
      { username: 'Applicant', mobile: '9876543210' },
      { resume: { data: pdfResume(), filename: 'cv.pdf' } },
    )),
  });
  return res.json();
};

/** A one-question domain of its own and a new learner, ready to start an exam section. */
async function examSetup(t: TestApp) {
  const domain = await createDomain(t);
  const category = await createCategory(t, domain.id);
  await call(t, { method: 'POST', url: '/v1/api/add-mcq/', payload: mcqBody(domain.id, category.id) });
  await publishOneSectionDomain(t, domain.id);
  return { domainId: domain.id as number, learner: await registerLearner(t) };
}

/** Starts (or resumes) the learner's section; `submit` hands it in. */
async function sitSection(
  t: TestApp,
  setup: Awaited<ReturnType<typeof examSetup>>,
  opts: { submit?: boolean },
) {
  const { domainId, learner } = setup;
  const started = await t.call({
    method: 'POST',
    url: '/v1/api/start-test/',
    token: learner.token,
    payload: { domain_id: domainId, section: 'domain' },
  });
  const id = started.json().test_session_id as number;
  if (opts.submit)
    await t.call({
      method: 'POST',
      url: '/v1/api/submit-test/',
      token: learner.token,
      payload: { test_session_id: id },
    });
  return { id, domainId, learner };
}

/** A new learner's exam section in progress, at a domain of its own; `submit` hands it in. */
export const examSession = async (t: TestApp, opts: { submit?: boolean } = {}) =>
  sitSection(t, await examSetup(t), opts);

const sharedExams = new WeakMap<TestApp, ReturnType<typeof examSetup>>();
/**
 * The same learner's one section each time (resumed while open): cheap enough to build for every
 * role of the authorization matrix.
 */
const sharedExamSession = (t: TestApp) => {
  if (!sharedExams.has(t)) sharedExams.set(t, examSetup(t));
  return sharedExams.get(t)!.then((setup) => sitSection(t, setup, {}));
};

export const placementBody = () => ({
  placement_location: 'Hyderabad',
  placement_keyword: 'react',
  placement_jobs_posted: 10,
  placement_tasks_posted: 5,
  placement_freelancer: 2,
  placement_category_title: unique('Category'),
  placement_category_description: 'Jobs in this category',
  placement_featuredjob_title: 'Frontend Developer',
  placement_featuredjob_company: 'Acme Corp',
  placement_featuredjob_location: 'Remote',
  placement_featuredjob_mode: 'Fulltime',
  placement_featuredjob_posted: '2026-11-01',
});
export const workshopBody = (overrides: Record<string, unknown> = {}) => ({
  title: unique('Workshop'),
  trainer: 'Kavya Menon',
  course_mode: 'Online',
  date: '2099-01-10',
  time: '10:00 AM',
  admin_closing_date: '2099-01-05',
  duration: '3 hours',
  available_languages: 'English',
  already_enrolled: 0,
  capacity: 20,
  description: 'A workshop made by a test.',
  opportunities: 'Better interviews',
  ...overrides,
});
export const createPlacement = async (t: TestApp) =>
  call(t, { method: 'POST', url: '/v1/api/placements/', payload: placementBody() });
export const createWorkshop = async (t: TestApp, overrides: Record<string, unknown> = {}) =>
  call(t, { method: 'POST', url: '/v1/api/workshops/', payload: workshopBody(overrides) });
const employerLead = () => ({
  name: 'Hiring Manager',
  email: 'hr@acme.example',
  company_name: 'Acme',
  requirements: 'Two React developers',
});

/**
 * A request each admin route answers with 2xx when an admin sends it, by `METHOD url-pattern`.
 * The authorization matrix fails for an admin route missing here, so none can be forgotten.
 */
/** A certificate issued by hand to a new learner for a new course; returns its code. */
export const issueCertificate = async (t: TestApp): Promise<string> => {
  const learner = await registerLearner(t);
  const course = await createCourse(t);
  return (await call(t, certificateIssue(learner.id, course.id))).code;
};
const certificateIssue = (userId: number, courseId: number): InjectOptions => ({
  method: 'POST',
  url: '/v1/api/certificates/issue/',
  payload: { user_id: userId, course_id: courseId },
});

/** A mail job given up after its retries, as the worker leaves one. */
export async function failedJob(t: TestApp, subject = 'Given up'): Promise<number> {
  const [row] = await t.app.db
    .insert(jobs)
    .values({
      kind: 'mail',
      payload: { to: 'nobody@example.com', subject, text: 'Hello' },
      status: 'failed',
      attempts: 30,
      lastError: '451 Mailbox temporarily unavailable',
      finishedAt: new Date(),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export const adminRequests: Record<string, (t: TestApp) => Promise<InjectOptions>> = {
  'POST /v1/api/create-course/': async () => ({
    method: 'POST',
    url: '/v1/api/create-course/',
    ...(await multipart(courseFields())),
  }),
  'PUT /v1/api/update-course/:id/': async (t) => ({
    method: 'PUT',
    url: `/v1/api/update-course/${(await createCourse(t)).id}/`,
    ...(await multipart(courseFields(), { course_image: { data: await pngImage(), filename: 'c.png' } })),
  }),
  'DELETE /v1/api/delete-course/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/delete-course/${(await createCourse(t)).id}/`,
  }),
  'POST /v1/api/syllabus/create/': async (t) => ({
    method: 'POST',
    url: '/v1/api/syllabus/create/',
    payload: { course_title_id: (await createCourse(t)).id, week_number: 1, title: 'Intro', topics: ['One'] },
  }),
  'PUT /v1/api/syllabus/update/:id/': async (t) => {
    const course = await createCourse(t);
    const entry = await createSyllabus(t, course.id);
    return {
      method: 'PUT',
      url: `/v1/api/syllabus/update/${entry.id}/`,
      payload: { course_title_id: course.id, week_number: 2, title: 'Changed', topics: 'X, Y' },
    };
  },
  'DELETE /v1/api/syllabus/delete/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/syllabus/delete/${(await createSyllabus(t, (await createCourse(t)).id)).id}/`,
  }),
  'POST /v1/api/internships/': async () => ({
    method: 'POST',
    url: '/v1/api/internships/',
    payload: await internshipBody(),
  }),
  'PUT /v1/api/internships/:id/': async (t) => {
    const internship = await createInternship(t);
    return {
      method: 'PUT',
      url: `/v1/api/internships/${internship.id}/`,
      payload: { ...(await internshipBody()), internship_card_image: internship.internship_card_image },
    };
  },
  'DELETE /v1/api/internships/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/internships/${(await createInternship(t)).id}/`,
  }),
  'POST /v1/api/programs/': async () => ({
    method: 'POST',
    url: '/v1/api/programs/',
    payload: programBody(),
  }),
  'PUT /v1/api/programs/:id/': async (t) => ({
    method: 'PUT',
    url: `/v1/api/programs/${(await createProgram(t)).id}/`,
    payload: programBody(),
  }),
  'DELETE /v1/api/programs/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/programs/${(await createProgram(t)).id}/`,
  }),
  'POST /v1/api/batches/': async () => ({
    method: 'POST',
    url: '/v1/api/batches/',
    ...(await multipart(batchFields())),
  }),
  'PUT /v1/api/batches/:id/': async (t) => ({
    method: 'PUT',
    url: `/v1/api/batches/${(await createBatch(t)).id}/`,
    ...(await multipart(batchFields())),
  }),
  'DELETE /v1/api/batches/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/batches/${(await createBatch(t)).id}/`,
  }),
  'PUT /v1/api/enrollments/:id/attendance/': async (t) => {
    const learner = await registerLearner(t);
    const course = await createCourse(t);
    const enrolled = await t.call({
      method: 'POST',
      url: '/v1/auth/selected-courses/',
      token: learner.token,
      payload: { course_title: course.course_title },
    });
    return {
      method: 'PUT',
      url: `/v1/api/enrollments/${enrolled.json().id}/attendance/`,
      payload: { sessions_held: 4, sessions_attended: 3 },
    };
  },
  'GET /v1/api/admin/overview/': async () => ({
    method: 'GET',
    url: '/v1/api/admin/overview/?from=2025-01-01&to=2025-01-31',
  }),
  'GET /v1/api/enquiries/': async () => ({ method: 'GET', url: '/v1/api/enquiries/?status=new&limit=5' }),
  'GET /v1/api/enquiries/export/': async () => ({ method: 'GET', url: '/v1/api/enquiries/export/' }),
  'PATCH /v1/api/enquiries/:id/': async (t) => {
    const enquiry = await t.call({
      method: 'POST',
      url: '/v1/api/enquiries/create/',
      payload: { name: 'Caller', phone: '9123456789', interested_course: 'AWS' },
    });
    return {
      method: 'PATCH',
      url: `/v1/api/enquiries/${enquiry.json().id}/`,
      payload: { status: 'contacted' },
    };
  },
  'GET /v1/api/demo-bookings/': async () => ({ method: 'GET', url: '/v1/api/demo-bookings/' }),
  'GET /v1/api/demo-bookings/export/': async () => ({ method: 'GET', url: '/v1/api/demo-bookings/export/' }),
  'GET /v1/api/learners/': async () => ({ method: 'GET', url: '/v1/api/learners/?q=a' }),
  'GET /v1/api/admin/enrollments/': async () => ({ method: 'GET', url: '/v1/api/admin/enrollments/?q=a' }),
  'GET /v1/api/learners/:id/': async (t) => ({
    method: 'GET',
    url: `/v1/api/learners/${(await registerLearner(t)).id}/`,
  }),
  'PATCH /v1/api/learners/:id/role/': async (t) => ({
    method: 'PATCH',
    url: `/v1/api/learners/${(await registerLearner(t)).id}/role/`,
    payload: { role: 'learner' },
  }),
  'GET /v1/api/audit-log/': async () => ({ method: 'GET', url: '/v1/api/audit-log/' }),
  'POST /v1/api/domains/create/': async () => ({
    method: 'POST',
    url: '/v1/api/domains/create/',
    ...(await multipart(
      { name: unique('Domain') },
      { image: { data: await pngImage(), filename: 'd.png' } },
    )),
  }),
  'PUT /v1/api/domains/update/:id/': async (t) => ({
    method: 'PUT',
    url: `/v1/api/domains/update/${(await createDomain(t)).id}/`,
    ...(await multipart(
      { name: unique('Renamed') },
      { image: { data: await pngImage(), filename: 'd.png' } },
    )),
  }),
  'PUT /v1/api/domains/:id/settings/': async (t) => ({
    method: 'PUT',
    url: `/v1/api/domains/${(await createDomain(t)).id}/settings/`,
    payload: { aptitude_questions: 5, domain_questions: 6, minutes_per_section: 10 },
  }),
  'DELETE /v1/api/domains/delete/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/domains/delete/${(await createDomain(t)).id}/`,
  }),
  'POST /v1/api/categories/create/': async (t) => ({
    method: 'POST',
    url: '/v1/api/categories/create/',
    payload: { name: 'Basics', domain_id: (await createDomain(t)).id, kind: 'aptitude' },
  }),
  'PUT /v1/api/categories/update/:id/': async (t) => {
    const domain = await createDomain(t);
    const category = await createCategory(t, domain.id);
    return {
      method: 'PUT',
      url: `/v1/api/categories/update/${category.id}/`,
      payload: { name: 'Renamed', domain_id: domain.id },
    };
  },
  'DELETE /v1/api/categories/delete/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/categories/delete/${(await createCategory(t, (await createDomain(t)).id)).id}/`,
  }),
  'POST /v1/api/add-mcq/': async (t) => {
    const domain = await createDomain(t);
    const category = await createCategory(t, domain.id);
    return { method: 'POST', url: '/v1/api/add-mcq/', payload: mcqBody(domain.id, category.id) };
  },
  'PUT /v1/api/mcq/update/:id/': async (t) => {
    const mcq = await createMcq(t);
    return {
      method: 'PUT',
      url: `/v1/api/mcq/update/${mcq.id}/`,
      payload: { ...mcqBody(mcq.domain, mcq.category), correct_answer: 'C' },
    };
  },
  'POST /v1/api/mcq/import/': async (t) => {
    const category = await createCategory(t, (await createDomain(t)).id);
    const file = 'question,option_a,option_b,option_c,option_d,correct_answer\nQ?,a,b,c,d,A\n';
    return {
      method: 'POST',
      url: '/v1/api/mcq/import/',
      ...(await multipart(
        { format: 'csv', category_id: String(category.id), dry_run: 'true' },
        { file: { data: Buffer.from(file), filename: 'bank.csv', type: 'text/csv' } },
      )),
    };
  },
  'GET /v1/api/mcq/export/': async (t) => ({
    method: 'GET',
    url: `/v1/api/mcq/export/?category_id=${(await createMcq(t)).category}&format=gift`,
  }),
  'GET /v1/api/mcq-statistics/': async (t) => ({
    method: 'GET',
    url: `/v1/api/mcq-statistics/?domain_id=${(await createDomain(t)).id}`,
  }),
  'DELETE /v1/api/mcq/delete/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/mcq/delete/${(await createMcq(t)).id}/`,
  }),
  'POST /v1/api/placements/': async () => ({
    method: 'POST',
    url: '/v1/api/placements/',
    payload: placementBody(),
  }),
  'PUT /v1/api/placements/:id/': async (t) => ({
    method: 'PUT',
    url: `/v1/api/placements/${(await createPlacement(t)).id}/`,
    payload: placementBody(),
  }),
  'DELETE /v1/api/placements/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/placements/${(await createPlacement(t)).id}/`,
  }),
  'GET /v1/api/job-applications/': async () => ({ method: 'GET', url: '/v1/api/job-applications/' }),
  'POST /v1/api/workshops/': async () => ({
    method: 'POST',
    url: '/v1/api/workshops/',
    payload: workshopBody(),
  }),
  'PUT /v1/api/workshops/:id/': async (t) => ({
    method: 'PUT',
    url: `/v1/api/workshops/${(await createWorkshop(t)).id}/`,
    payload: workshopBody(),
  }),
  'DELETE /v1/api/workshops/:id/': async (t) => ({
    method: 'DELETE',
    url: `/v1/api/workshops/${(await createWorkshop(t)).id}/`,
  }),
  'GET /v1/api/workshop-registrations/': async () => ({
    method: 'GET',
    url: '/v1/api/workshop-registrations/',
  }),
  'GET /v1/api/employer-leads/': async () => ({ method: 'GET', url: '/v1/api/employer-leads/' }),
  'GET /v1/api/employer-leads/export/': async () => ({
    method: 'GET',
    url: '/v1/api/employer-leads/export/',
  }),
  'PATCH /v1/api/employer-leads/:id/': async (t) => {
    const lead = await t.call({ method: 'POST', url: '/v1/api/employer-leads/', payload: employerLead() });
    return {
      method: 'PATCH',
      url: `/v1/api/employer-leads/${lead.json().id}/`,
      payload: { status: 'contacted' },
    };
  },
  'GET /v1/api/assessment-requests/': async () => ({ method: 'GET', url: '/v1/api/assessment-requests/' }),
  'GET /v1/api/assessment-requests/export/': async () => ({
    method: 'GET',
    url: '/v1/api/assessment-requests/export/',
  }),
  'GET /v1/api/test-sessions/': async () => ({ method: 'GET', url: '/v1/api/test-sessions/' }),
  'GET /v1/api/test-sessions/export/': async () => ({ method: 'GET', url: '/v1/api/test-sessions/export/' }),
  'POST /v1/api/test-sessions/:id/extend/': async (t) => ({
    method: 'POST',
    url: `/v1/api/test-sessions/${(await sharedExamSession(t)).id}/extend/`,
    payload: { minutes: 5 },
  }),
  'POST /v1/api/test-sessions/:id/reopen/': async (t) => ({
    method: 'POST',
    // A section of its own each time: the shared learner's attempts would run out after three.
    url: `/v1/api/test-sessions/${(await examSession(t, { submit: true })).id}/reopen/`,
    payload: { minutes: 5 },
  }),
  'GET /v1/api/assessment-requests/:id/resume/': async (t) => ({
    method: 'GET',
    url: `/v1/api/assessment-requests/${(await createAssessmentRequest(t)).id}/resume/`,
  }),
  'GET /v1/api/admin/certificates/': async () => ({ method: 'GET', url: '/v1/api/admin/certificates/?q=a' }),
  'POST /v1/api/certificates/issue/': async (t) =>
    certificateIssue((await registerLearner(t)).id, (await createCourse(t)).id),
  'POST /v1/api/certificates/:code/revoke/': async (t) => ({
    method: 'POST',
    url: `/v1/api/certificates/${await issueCertificate(t)}/revoke/`,
    payload: { reason: 'Issued by mistake' },
  }),
  'POST /v1/api/certificates/:code/resend/': async (t) => ({
    method: 'POST',
    url: `/v1/api/certificates/${await issueCertificate(t)}/resend/`,
  }),
  'GET /v1/api/admin/jobs/': async () => ({ method: 'GET', url: '/v1/api/admin/jobs/?status=failed' }),
  'POST /v1/api/admin/jobs/:id/retry/': async (t) => ({
    method: 'POST',
    url: `/v1/api/admin/jobs/${await failedJob(t)}/retry/`,
  }),
  'GET /v1/api/admin/billing-settings/': async () => ({
    method: 'GET',
    url: '/v1/api/admin/billing-settings/',
  }),
  'PUT /v1/api/admin/billing-settings/': async () => ({
    method: 'PUT',
    url: '/v1/api/admin/billing-settings/',
    payload: billingSettingsBody(),
  }),
  'GET /v1/api/admin/mailbox/': async () => ({ method: 'GET', url: '/v1/api/admin/mailbox/' }),
  'GET /v1/api/admin/mailbox/:id/': async (t) => ({
    method: 'GET',
    url: `/v1/api/admin/mailbox/${await sentMailId(t)}/`,
  }),
};

/** Valid billing settings of an institute in Telangana (its GSTIN's check character is right). */
export const billingSettingsBody = (overrides: Record<string, unknown> = {}) => ({
  legal_name: 'Skillpath Training Institute',
  address: '3rd Floor, Cyber Towers, HITEC City, Hyderabad, Telangana 500081',
  gstin: '36ABKFS4821Q1ZH',
  state_code: '36',
  gst_rate_percent: 18,
  prices_include_gst: true,
  invoice_prefix: 'SP',
  upi_vpa: 'skillpath@upi',
  bank_details: 'HDFC Bank, current account 50200012345678, IFSC HDFC0001234',
  ...overrides,
});

/** The id of a mail in the outbox (a confirmation mail sent to a new learner). */
async function sentMailId(t: TestApp): Promise<string> {
  await registerLearner(t);
  await t.mails();
  const files = await readdir(path.join(t.config.dataDir, 'outbox'));
  return files
    .sort()
    .at(-1)!
    .replace(/\.eml$/, '')
    .replaceAll('.', '_');
}
